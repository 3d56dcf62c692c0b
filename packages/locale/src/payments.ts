/**
 * Every Danish text of the payments remote. Texts quoted from the spec (sections 2, 5 and 8) are
 * verbatim; the rest is ours and kept short. Amounts arrive already formatted in Danish.
 */
export const paymentTexts = {
  dialog: {
    title: 'Indbetal',
    payoutLink: 'Leder du efter udbetaling?',
    close: 'Luk',
  },
  pages: {
    deposit: 'Indbetal',
  },
  form: {
    balance: 'Saldo',
    amountLabel: 'Beløb i kr.',
    amountHint: 'Mellem 50 og 10.000 kr.',
    quickPicks: 'Vælg et beløb',
    submit: 'Indbetal',
    submitting: 'Sender dig videre til betaling…',
    loading: 'Indlæser…',
    statusFailed: 'Vi kunne ikke hente din saldo og indbetalingsgrænse.',
    retry: 'Prøv igen',
    loginRequired: 'Log ind for at indbetale.',
    login: 'Log ind',
  },
  // Spec section 5, verbatim.
  validation: {
    required: 'Beløb er påkrævet',
    minimum: 'Minimumsbeløb er 50 kr.',
    maximum: 'Maksimumsbeløb er 10.000 kr.',
    allowance: (remaining: string) => `Du har ${remaining} kr. tilbage før din indbetalingsgrænse er nået.`,
  },
  // Spec section 8, verbatim.
  errors: {
    limitReachedTitle: 'Indbetalingsgrænse nået',
    limitReached: 'Du har nået din indbetalingsgrænse. Kontakt kundeservice for at få hjælp.',
    generic: 'Der skete en fejl under betalingen. Prøv igen.',
    noPaymentUrl: 'Ingen betalings-URL modtaget.',
  },
  // Spec sections 2 and 8: what the player sees when the payment page sends them back.
  paymentReturn: {
    success: 'Betalingen blev gennemført. Du kan nu fortsætte dit spil.',
    cancelled: 'Betalingen blev afbrudt. Prøv igen.',
  },
  methods: {
    label: 'Betalingsmetoder',
    dk: 'Dankort',
    visa: 'Visa',
    visaElectron: 'Visa Electron',
    mastercard: 'Mastercard',
    mobilepay: 'MobilePay',
    googlepay: 'Google Pay',
    applepay: 'Apple Pay',
  },
  // A bonus with wagering is never called "free" (DOMAIN.md, Bonuses).
  promo: {
    title: 'Bonus på din indbetaling',
    titleWithPercent: (percent: string) => `${percent} % bonus på din indbetaling`,
    minimumDeposit: (amount: string) => `Minimumsindbetaling for bonus: ${amount}`,
    terms: 'Bonusvilkår',
    wagering: 'Hvad betyder gennemspilskrav?',
  },
} as const;
