import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router';
import { guestRequestSchema, type GuestRequest } from '@casino/api-client/chat';
import { supportTexts } from '@casino/locale/support';
import { AppLink, paths } from '@casino/platform';
import { Button } from '@casino/ui';
import { Form, FormError, TextField } from '@casino/ui/forms';
import styles from './Chat.module.css';
import { useFormFailure } from './form-failure.ts';

const t = supportTexts.chat;

/**
 * A visitor who is not signed in (no account, or one that is excluded, closed or refused) reaches support all
 * the same: a name and an e-mail make them a guest, or they sign in.
 */
export function GuestIntro({ onContinue }: { onContinue: (request: GuestRequest) => Promise<void> }) {
  const { pathname, search } = useLocation();
  const { failure, attempt } = useFormFailure();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<GuestRequest>({ resolver: zodResolver(guestRequestSchema), defaultValues: { name: '', email: '' } });

  const submit = handleSubmit((request) => attempt(() => onContinue(request)));

  return (
    <Form className={styles.form} onSubmit={(event) => void submit(event)} aria-label={t.title}>
      <p>{t.guestIntro}</p>
      <TextField label={t.guestName} autoComplete="name" {...register('name')} error={errors.name?.message} />
      <TextField
        label={t.guestEmail}
        type="email"
        autoComplete="email"
        {...register('email')}
        error={errors.email?.message}
      />
      <FormError>{failure}</FormError>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t.guestContinuing : t.guestContinue}
      </Button>
      <p className={styles.hint}>
        {t.haveAccount}{' '}
        <AppLink to={`${paths.login}?${new URLSearchParams({ callbackUrl: `${pathname}${search}` }).toString()}`}>
          {t.signIn}
        </AppLink>
      </p>
    </Form>
  );
}
