import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { Profile } from '@casino/api-client';
import {
  contactRequestSchema,
  guestContactRequestSchema,
  sendContactMessage,
  sendGuestContactMessage,
  type GuestContactRequest,
  type SupportGuest,
} from '@casino/api-client/chat';
import { chatTextLimits } from '@casino/locale';
import { supportTexts } from '@casino/locale/support';
import { Button } from '@casino/ui';
import { Form, FormError, TextAreaField, TextField } from '@casino/ui/forms';
import styles from './Chat.module.css';
import { useFormFailure } from './form-failure.ts';

const t = supportTexts.contact;

export type ContactFormProps =
  /** The signed-in player's profile: name, e-mail and phone are shown from it, read-only. */
  | { profile: Pick<Profile, 'name' | 'email' | 'phoneNumber'> | null; guest?: never }
  /** A guest: the name and e-mail they gave, which they may correct here. */
  | { guest: SupportGuest; profile?: never };

/** While no agent is online (spec section 2): a message to support, answered by e-mail. */
export function ContactForm(props: ContactFormProps) {
  const [sent, setSent] = useState(false);
  if (sent) return <p role="status">{t.sent}</p>;
  return props.guest ? (
    <GuestContactForm guest={props.guest} onSent={() => setSent(true)} />
  ) : (
    <PlayerContactForm profile={props.profile} onSent={() => setSent(true)} />
  );
}

interface ContactFrameProps {
  hint: string;
  /** The name, e-mail and phone fields. */
  children: ReactNode;
  message: ReturnType<ReturnType<typeof useForm<{ message: string }>>['register']>;
  messageError: string | undefined;
  failure: string | null;
  busy: boolean;
  onSubmit: (event: FormEvent) => void;
}

/** The contact form around its who-fields: the title, why it is offered, the message and the send button. */
function ContactFrame({ hint, children, message, messageError, failure, busy, onSubmit }: ContactFrameProps) {
  return (
    <Form className={styles.form} onSubmit={onSubmit} aria-labelledby="contact-title">
      <h2 id="contact-title" className={styles.subheading}>
        {t.title}
      </h2>
      <p>{t.offline}</p>
      <p className={styles.hint}>{hint}</p>
      {children}
      <TextAreaField label={t.message} maxLength={chatTextLimits.contact} {...message} error={messageError} />
      <FormError>{failure}</FormError>
      <Button type="submit" disabled={busy}>
        {busy ? t.sending : t.send}
      </Button>
    </Form>
  );
}

/**
 * A player's message: name, e-mail and phone come from the profile and are read-only here; the server takes
 * them from the profile, not from this form.
 */
function PlayerContactForm({ profile, onSent }: { profile: ContactFormProps['profile']; onSent: () => void }) {
  const { failure, attempt } = useFormFailure();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(contactRequestSchema), defaultValues: { message: '' } });
  const submit = handleSubmit(({ message }) =>
    attempt(async () => {
      await sendContactMessage(message);
      onSent();
    }),
  );
  return (
    <ContactFrame
      hint={t.fromProfile}
      message={register('message')}
      messageError={errors.message?.message}
      failure={failure}
      busy={isSubmitting}
      onSubmit={(event) => void submit(event)}
    >
      <TextField className={styles.readOnly} label={t.name} value={profile?.name ?? ''} readOnly autoComplete="name" />
      <TextField
        className={styles.readOnly}
        label={t.email}
        type="email"
        value={profile?.email ?? ''}
        readOnly
        autoComplete="email"
      />
      <TextField
        className={styles.readOnly}
        label={t.phone}
        type={profile?.phoneNumber ? 'tel' : 'text'}
        value={profile?.phoneNumber ?? t.noPhone}
        readOnly
        autoComplete="tel"
      />
    </ContactFrame>
  );
}

/** A guest's message: the name and e-mail they gave, which they may correct; the answer goes to that e-mail. */
function GuestContactForm({ guest, onSent }: { guest: SupportGuest; onSent: () => void }) {
  const { failure, attempt } = useFormFailure();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<GuestContactRequest>({
    resolver: zodResolver(guestContactRequestSchema),
    defaultValues: { name: guest.name, email: guest.email, message: '' },
  });
  const submit = handleSubmit((request) =>
    attempt(async () => {
      await sendGuestContactMessage(request);
      onSent();
    }),
  );
  return (
    <ContactFrame
      hint={t.fromGuest}
      message={register('message')}
      messageError={errors.message?.message}
      failure={failure}
      busy={isSubmitting}
      onSubmit={(event) => void submit(event)}
    >
      <TextField label={t.name} autoComplete="name" {...register('name')} error={errors.name?.message} />
      <TextField
        label={t.email}
        type="email"
        autoComplete="email"
        {...register('email')}
        error={errors.email?.message}
      />
    </ContactFrame>
  );
}
