/** Danish texts of the payout, receipt and payment error pages (spec section 5: withdrawal rules "not shown"). */
export const payoutTexts = {
  title: 'Udbetaling',
  balance: 'Saldo',
  amountLabel: 'Beløb at udbetale i kr.',
  amountHint: 'Pengene sendes til det kort, du sidst indbetalte med.',
  fullAmount: 'Udbetal alt',
  submit: 'Udbetal',
  submitting: 'Udbetaler …',
  loading: 'Henter din saldo …',
  loadFailed: 'Vi kunne ikke hente din saldo. Prøv igen.',
  retry: 'Prøv igen',
  loginRequired: 'Du skal være logget ind for at udbetale.',
  success: (amount: string) => `Udbetalingen på ${amount} er gennemført.`,
  failed: 'Udbetalingen kunne ikke gennemføres. Prøv igen.',
  errors: {
    required: 'Beløb er påkrævet',
    positive: 'Beløbet skal være større end 0 kr.',
    tooMuch: (balance: string) => `Du kan højst udbetale ${balance}`,
    nothing: 'Du har ingen penge at udbetale.',
  },
} as const;

export const receiptTexts = {
  title: 'Kvittering',
  loading: 'Henter kvitteringen …',
  missing: 'Vi kunne ikke finde betalingen.',
  amount: 'Beløb',
  method: 'Betalingsmetode',
  date: 'Dato',
  status: 'Status',
  paymentId: 'Betalings-id',
  firstDeposit: 'Tak for din første indbetaling – velkommen!',
  methods: { card: 'Betalingskort' } as Record<string, string>,
  statuses: {
    pending: 'Afventer',
    completed: 'Gennemført',
    failed: 'Afvist',
    cancelled: 'Afbrudt',
  },
  back: 'Til mine spil',
} as const;

export const paymentErrorTexts = {
  title: 'Betalingen blev ikke gennemført',
  message: 'Der skete en fejl under betalingen. Prøv igen.',
  noMoney: 'Der er ikke trukket penge fra din konto.',
  reference: 'Betalings-id',
  retry: 'Prøv at indbetale igen',
  home: 'Til forsiden',
} as const;
