import { useCallback, useState } from 'react';
import { ApiError } from '@casino/api-client';
import { supportTexts } from '@casino/locale/support';

/** The Danish reason a request failed, for the form that sent it. */
export function failureText(error: unknown): string {
  return error instanceof ApiError && error.status > 0 && error.status < 500
    ? error.message
    : supportTexts.chat.sendFailed;
}

/** Runs a form's request and keeps the Danish reason it failed (cleared when it is tried again), to show. */
export function useFormFailure() {
  const [failure, setFailure] = useState<string | null>(null);
  const attempt = useCallback(async (work: () => Promise<void>) => {
    setFailure(null);
    try {
      await work();
    } catch (error) {
      setFailure(failureText(error));
    }
  }, []);
  return { failure, attempt };
}
