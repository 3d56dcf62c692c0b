import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@casino/api-client';
import { fieldIssuesOf } from '@casino/api-client/profile';

/**
 * Puts the server's field errors under their fields (focusing the first) and answers the message for the whole
 * form: the server's own Danish `error` when no field took it, else null. A failure that is not a refusal from
 * the server (network, 5xx) gives `fallback`.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
  fallback: string,
): string | null {
  if (!isApiError(error) || error.status === 0 || error.status >= 500) return fallback;
  let placed = false;
  for (const issue of fieldIssuesOf(error.data)) {
    const field = fields.find((name) => name === issue.field);
    if (!field) continue;
    setError(field, { type: 'server', message: issue.message }, { shouldFocus: !placed });
    placed = true;
  }
  return placed ? null : error.message || fallback;
}
