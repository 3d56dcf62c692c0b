import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Profile } from '@casino/api-client';
import { contactRequestSchema, sendContactMessage } from '@casino/api-client/chat';
import { chatTextLimits } from '@casino/locale';
import { supportTexts } from '@casino/locale/support';
import { Button } from '@casino/ui';
import { Form, FormError, TextAreaField, TextField } from '@casino/ui/forms';
import styles from './Chat.module.css';
import { failureText } from './usePlayerChat.ts';

const t = supportTexts.contact;

export interface ContactFormProps {
  /** The signed-in player's profile: name, e-mail and phone are shown from it, read-only. */
  profile: Pick<Profile, 'name' | 'email' | 'phoneNumber'> | null;
}

/**
 * While no agent is online (spec section 2): a message to support, answered by e-mail. Name, e-mail and phone
 * come from the profile and are read-only here; the server takes them from the profile, not from this form.
 */
export function ContactForm({ profile }: ContactFormProps) {
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(contactRequestSchema), defaultValues: { message: '' } });

  if (sent) return <p role="status">{t.sent}</p>;

  const submit = handleSubmit(async ({ message }) => {
    setFailure(null);
    try {
      await sendContactMessage(message);
      setSent(true);
    } catch (error) {
      setFailure(failureText(error));
    }
  });

  return (
    <Form className={styles.form} onSubmit={(event) => void submit(event)} aria-labelledby="contact-title">
      <h2 id="contact-title" className={styles.subheading}>
        {t.title}
      </h2>
      <p>{t.offline}</p>
      <p className={styles.hint}>{t.fromProfile}</p>
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
      <TextAreaField
        label={t.message}
        maxLength={chatTextLimits.contact}
        {...register('message')}
        error={errors.message?.message}
      />
      <FormError>{failure}</FormError>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t.sending : t.send}
      </Button>
    </Form>
  );
}
