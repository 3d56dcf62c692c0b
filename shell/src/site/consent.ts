/**
 * The contract between the shell and the consent script (spec section 2): whichever script is
 * configured (the api-server's stand-in in development and tests, an adapter over the consent
 * platform in production) keeps the player's choice, tells the tag manager through the data layer,
 * and talks to the page through `window.casinoConsent` and a 'casino:consent' event on window whose
 * `detail.choice` is the current choice, or null while the player has not answered. The shell asks
 * the question in the site's own language and design (ConsentBanner).
 */
export type ConsentChoice = 'all' | 'necessary';

export interface ConsentScript {
  choice: ConsentChoice | null;
  choose: (choice: ConsentChoice) => void;
}

export const consentEvent = 'casino:consent';

export interface ConsentEventDetail {
  choice: ConsentChoice | null;
}

/** The loaded consent script, if any. */
export function consentScript(): ConsentScript | null {
  if (typeof window === 'undefined') return null; // rendering on the server
  const candidate = (window as { casinoConsent?: Partial<ConsentScript> }).casinoConsent;
  return candidate && typeof candidate.choose === 'function' ? (candidate as ConsentScript) : null;
}
