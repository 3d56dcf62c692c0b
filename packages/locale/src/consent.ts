/**
 * The cookie consent banner the shell shows once the consent script has loaded and the player has
 * not answered yet (spec section 2). Refusing is as easy as accepting: two equal buttons.
 */
export const consentTexts = {
  title: 'Cookies på Casino',
  body: 'Vi bruger nødvendige cookies, så du kan logge ind og spille sikkert. Med dit samtykke bruger vi også cookies til statistik og markedsføring, så vi kan gøre siden bedre.',
  policy: 'Læs vores cookiepolitik',
  /** The legal page (/legal/{slug}) with the cookie policy. */
  policySlug: 'cookiepolitik',
  acceptAll: 'Accepter alle',
  onlyNecessary: 'Kun nødvendige',
} as const;
