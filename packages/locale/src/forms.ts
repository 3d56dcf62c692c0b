/** Danish texts of the shared form fields in packages/ui. */
export const formTexts = {
  /** The unit shown after an amount field. */
  kroner: 'kr.',
  confirm: {
    // Spec section 4 (confirm button): 'Are you sure?' in Danish.
    question: 'Er du sikker?',
    /** Read to screen readers when the button arms, so they know what the next press does. */
    pressAgain: 'Tryk igen for at bekræfte.',
  },
} as const;
