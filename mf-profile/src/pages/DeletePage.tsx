import { useState } from 'react';
import { isApiError } from '@casino/api-client';
import { requestProfileDeletion, type DeleteRequestResult } from '@casino/api-client/profile';
import { formatDateTime, texts } from '@casino/locale';
import { profileTexts } from '@casino/locale/profile';
import { AppLink, paths } from '@casino/platform';
import { Button, Page } from '@casino/ui';
import { FormError } from '@casino/ui/forms';

const t = profileTexts.delete.request;

/**
 * /profile/delete (spec section 7 `profiles/delete`): asks for the deletion; the server e-mails a
 * one-time link to /profile/confirm-delete. In the sandbox the mail is read on the outbox page.
 */
export default function DeletePage() {
  const [sent, setSent] = useState<DeleteRequestResult | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function request() {
    setBusy(true);
    setError(null);
    try {
      const result = await requestProfileDeletion();
      if (!result.cancelled) setSent(result.data);
    } catch (failure) {
      setError(isApiError(failure) && failure.status > 0 && failure.status < 500 ? failure.message : t.failed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Page title={texts.pages.deleteProfile}>
      <div data-remote="profile">
        <p>{t.intro}</p>
        <p>
          {t.payoutFirst} <AppLink to={paths.payout}>{t.payoutLink}</AppLink>
        </p>
        <p>{t.how}</p>
        <div role="status">
          {sent && (
            <>
              <p>{t.sent(sent.sentTo, formatDateTime(sent.expiresAt))}</p>
              {sent.outboxUrl && (
                <p>
                  {t.sandbox} <a href={sent.outboxUrl}>{t.outboxLink}</a>
                </p>
              )}
            </>
          )}
        </div>
        <FormError>{error}</FormError>
        <Button variant="secondary" onClick={() => void request()} disabled={busy} aria-busy={busy}>
          {busy ? t.sending : t.action}
        </Button>
      </div>
    </Page>
  );
}
