/** The sign-out under way, if any (sign-out.ts starts it; session reads wait for it). */
let running: Promise<void> | null = null;

/** Runs `signOut` unless one is already running, and shares that one. */
export function runSignOut(signOut: () => Promise<void>): Promise<void> {
  running ??= signOut().finally(() => {
    running = null;
  });
  return running;
}

/**
 * Resolves once no sign-out is running. The shell's session read waits for it, so a read sent while
 * the server still knew the session cannot answer after the sign-out and bring the player back.
 */
export function signOutSettled(): Promise<void> {
  return running ?? Promise.resolve();
}
