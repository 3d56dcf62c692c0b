/** Danish texts that only assistive technology and keyboard users meet (WCAG 2.2 AA). */
export const accessibilityTexts = {
  /** The skip link, first on every page: straight to the page's main content. */
  skipToContent: 'Gå til indhold',
  /** The footer's 18+ mark, read in words. */
  ageLimit: 'Kun for personer over 18 år',
  /** The landmark around the support chat launcher. */
  supportChat: 'Kundeservice',
} as const;
