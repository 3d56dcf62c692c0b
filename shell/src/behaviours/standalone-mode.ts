/** What standalone detection reads from the browser; injectable for tests. */
export interface StandaloneEnvironment {
  matchMedia?: (query: string) => { matches: boolean };
  navigator?: { standalone?: boolean };
}

/**
 * Whether the site runs as the installed app (spec section 2): the display-mode media query, or
 * Safari on iOS, which only tells through `navigator.standalone`.
 */
export function isStandaloneMode(
  // `navigator.standalone` is Safari-only, so the DOM types lack it.
  environment: StandaloneEnvironment | undefined = globalThis as StandaloneEnvironment,
): boolean {
  if (!environment) return false;
  if (environment.navigator?.standalone === true) return true;
  return environment.matchMedia?.('(display-mode: standalone)').matches ?? false;
}
