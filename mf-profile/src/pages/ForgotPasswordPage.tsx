import { useState } from 'react';
import { passwordResetRequestSchema } from '@casino/api-client/requests/sign-up';
import { requestPasswordReset } from '@casino/api-client/sign-up';
import { signUpTexts } from '@casino/locale/sign-up';
import { Button, Page } from '@casino/ui';
import { Form, FormError } from '@casino/ui/forms';
import { EmailField } from '../forms/ContactFields.tsx';
import { useServerCheckedForm } from '../forms/useServerCheckedForm.ts';

const t = signUpTexts.passwordReset;

/**
 * /konto/glemt-adgangskode: asks for a reset link by mail. The answer is the same whether the address has an
 * account or not, so the page tells nobody which addresses do.
 */
export default function ForgotPasswordPage() {
  const [sent, setSent] = useState(false);
  const { formError, submitWith, field, isSubmitting } = useServerCheckedForm({
    schema: passwordResetRequestSchema,
    defaultValues: { email: '' },
    fields: ['email'],
    fallback: signUpTexts.refused.text.mitid_failed,
  });

  async function send({ email }: { email: string }) {
    const result = await requestPasswordReset(email);
    if (!result.cancelled) setSent(true);
  }

  return (
    <Page title={t.title}>
      <div data-remote="profile">
        <p>{t.intro}</p>
        <Form aria-labelledby="page-title" onSubmit={(event) => void submitWith(send)(event)}>
          <EmailField label={t.email} {...field('email')} />
          <FormError>{formError}</FormError>
          <div role="status">{sent && <p>{t.sent}</p>}</div>
          <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
            {t.send}
          </Button>
        </Form>
      </div>
    </Page>
  );
}
