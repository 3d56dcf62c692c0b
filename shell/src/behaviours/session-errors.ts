/** What the shell does about a session's `error` field (spec section 4, session errors). */
export type SessionErrorAction = 'sign-out' | 'warn' | 'keep';

/** Errors after which the refresh token is gone for good: the player must sign in again. */
export const signOutSessionErrors = ['INVALID_REFRESH_TOKEN', 'RefreshTokenMissing', 'invalid_grant'] as const;

/** A refresh that failed this time (e.g. network): log a warning and keep the session. */
export const warnSessionErrors = ['RefreshTokenError'] as const;

export function sessionErrorAction(error: string | null | undefined): SessionErrorAction {
  if (!error) return 'keep';
  if ((signOutSessionErrors as readonly string[]).includes(error)) return 'sign-out';
  if ((warnSessionErrors as readonly string[]).includes(error)) return 'warn';
  return 'keep';
}
