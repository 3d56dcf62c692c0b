// '@casino/locale/payments' (an entry of its own): the payments remote, the API client's payments
// entry and the api-server load it; a cold '/' does not.
import { formatKronerNumber } from '@casino/locale';
import { inputTexts } from '@casino/locale/input';

/**
 * Every Danish text of payments: the payments remote, the API client's payment schemas and the
 * api-server's payment answers, so the player reads the same words wherever a rule is checked.
 * Texts quoted from the spec (sections 2, 5 and 8) are verbatim; the rest is ours and kept short.
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
    amountHint: (minimum: number, maximum: number) =>
      `Hele kroner mellem ${formatKronerNumber(minimum)} og ${formatKronerNumber(maximum)} kr.`,
    quickPicks: 'Vælg et beløb',
    submit: 'Indbetal',
    submitting: 'Sender dig videre til betaling…',
    loading: 'Indlæser…',
    statusFailed: 'Vi kunne ikke hente din saldo og indbetalingsgrænse.',
    retry: 'Prøv igen',
    loginRequired: 'Log ind for at indbetale.',
  },
  // Spec section 5, verbatim, in its order; wholeKroner is ours (card deposits are whole kroner).
  validation: {
    required: 'Beløb er påkrævet',
    wholeKroner: 'Indbetal et helt antal kroner uden øre, fx 150 kr.',
    minimum: (minimum: number) => `Minimumsbeløb er ${formatKronerNumber(minimum)} kr.`,
    maximum: (maximum: number) => `Maksimumsbeløb er ${formatKronerNumber(maximum)} kr.`,
    allowance: (remaining: number) =>
      `Du har ${formatKronerNumber(remaining)} kr. tilbage før din indbetalingsgrænse er nået.`,
  },
  // Spec section 8, verbatim.
  errors: {
    invalidNotification: 'Meddelelsen fra betalingsudbyderen kunne ikke læses.',
    depositMethod: 'Vælg en betalingsmetode: kort og wallets eller bankoverførsel.',
    badWebhookAuthorization: 'Meddelelsen kommer ikke fra betalingsudbyderen (forkert autorisation).',
    limitReachedTitle: 'Indbetalingsgrænse nået',
    limitReached: 'Du har nået din indbetalingsgrænse. Kontakt kundeservice for at få hjælp.',
    generic: 'Der skete en fejl under betalingen. Prøv igen.',
    noPaymentUrl: 'Ingen betalings-URL modtaget.',
    foreignUrl: 'Adressen til betalingen skal være på vores egen side.',
    paymentNotFound: 'Betalingen findes ikke.',
    paymentSettled: 'Betalingen er allerede afsluttet.',
    paymentExpired: 'Betalingen er udløbet. Start en ny indbetaling.',
    pageExpired: 'Siden er udløbet. Gå tilbage, og start betalingen igen.',
    idempotencyConflict: 'Samme idempotency-nøgle er brugt til en anden indbetaling.',
    idempotencyKey: 'Indbetalingen mangler en gyldig idempotency-nøgle (16-128 bogstaver, tal, - eller _).',
    idempotencyKeysDiffer: 'idempotencyKey og headeren idempotency-key er forskellige.',
    currency: inputTexts.currencyDkkOnly,
    returnUrl: 'Ugyldig adresse til betalingen',
  },
  /**
   * Why the server refuses every deposit for now (DOMAIN.md "Limits and exclusion"), with where to go
   * next. The server answers with `message`; the form shows all three by the answer's error code.
   */
  refusals: {
    paused: {
      title: 'Du holder spilpause',
      message: 'Du holder spilpause i 24 timer. Du kan ikke spille eller indbetale, før pausen er slut.',
      link: 'Se din spilpause og dine muligheder',
    },
    excluded: {
      title: 'Du er udelukket fra spil',
      message: 'Du har udelukket dig selv fra spil. Du kan ikke spille eller indbetale, før udelukkelsen udløber.',
      link: 'Få hjælp til at spille ansvarligt',
    },
    closed: {
      title: 'Din konto er lukket',
      message: 'Din konto er lukket for spil.',
      link: 'Kontakt kundeservice',
    },
    limitRequired: {
      title: 'Sæt en indbetalingsgrænse',
      message:
        'Du skal sætte en daglig, ugentlig eller månedlig indbetalingsgrænse, før du kan spille eller indbetale.',
      link: 'Sæt din grænse',
    },
    notAPlayer: {
      title: 'Kundeservicekonto',
      message: 'Du er logget ind som kundeservice. En kundeservicekonto kan ikke indbetale eller spille.',
      link: 'Gå til kundeservicekonsollen',
    },
  },
  // Spec sections 2 and 8: what the player sees when the payment page sends them back.
  paymentReturn: {
    success: 'Betalingen blev gennemført. Du kan nu fortsætte dit spil.',
    cancelled: 'Betalingen blev afbrudt. Prøv igen.',
  },
  /** The deposit form's choice of how to pay (decision 0069): the card acquirer (Nexi) or the bank (Trustly). */
  methodChoice: {
    legend: 'Betalingsmetode',
    card: {
      label: 'Kort, MobilePay, Apple Pay eller Google Pay',
      hint: 'Dankort, Visa, Visa Electron, Mastercard, MobilePay, Apple Pay og Google Pay via Nexi.',
    },
    bank: {
      label: 'Bankoverførsel',
      hint: 'Fra din netbank via Trustly. Udbetalinger sendes til den bankkonto, du sidst har brugt hos Trustly.',
    },
  },
  methods: {
    label: 'Betalingsmetoder',
    bank: 'Bankoverførsel via Trustly',
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
  // Spec section 5: withdrawal rules "not shown"; these are ours. The server's refusals are here too.
  payout: {
    title: 'Udbetaling',
    balance: 'Saldo',
    amountLabel: 'Beløb at udbetale i kr.',
    amountHint: (minimum: string) => `Mindst ${minimum}, eller udbetal alt.`,
    destination: (account: string) => `Pengene sendes til din bankkonto ${account}.`,
    // Card and wallet deposits (Nexi) leave no bank account: the player registers one through Trustly (decision 0070).
    noDestination:
      'Vi sender udbetalinger til en bankkonto i dit eget navn. Du har ikke indbetalt fra en bankkonto, og indbetalinger ' +
      'med kort, MobilePay, Apple Pay eller Google Pay giver os ingen bankkonto at sende pengene til. Tilføj din bankkonto ' +
      'hos Trustly: du vælger din bank og logger ind, som du plejer. Der trækkes ingen penge.',
    accountHeading: 'Din bankkonto til udbetalinger',
    registerAccount: 'Tilføj bankkonto',
    registeringAccount: 'Sender dig videre til Trustly …',
    accountPending: 'Tak! Vi venter på, at Trustly bekræfter din bankkonto. Det tager normalt kun et øjeblik.',
    accountCancelled: 'Du afbrød, før din bankkonto blev tilføjet. Prøv igen, når du er klar.',
    accountAdded: (account: string) => `Din bankkonto ${account} er tilføjet. Nu kan du udbetale.`,
    accountFailed: 'Vi kunne ikke starte tilføjelsen af din bankkonto. Prøv igen om lidt.',
    bonusWarning: (bonus: string) =>
      `Udbetaler du nu, mister du din aktive bonus på ${bonus}, og bonussen trækkes fra din saldo.`,
    confirmForfeit: (bonus: string) => `Ja, udbetal og mist ${bonus} i bonus`,
    requested: (amount: string) =>
      `Din anmodning om udbetaling af ${amount} er modtaget. Du kan fortryde den, indtil vi sender den til betalingsudbyderen.`,
    historyTitle: 'Dine udbetalinger',
    receiptLink: 'Se kvittering',
    historyEmpty: 'Du har ingen udbetalinger endnu.',
    cancel: 'Fortryd udbetalingen',
    cancelled: (amount: string) => `Udbetalingen på ${amount} er fortrudt, og beløbet er tilbage på din saldo.`,
    statuses: {
      requested: 'Anmodet – kan fortrydes',
      pending: 'Sendt til betalingsudbyderen',
      paid: 'Udbetalt',
      failed: 'Ikke gennemført – beløbet er tilbage på din saldo',
      cancelled: 'Fortrudt',
    },
    reasons: {
      player: 'Din udbetaling',
      exclusion: 'Udbetalt, fordi du udelukkede dig',
      closure: 'Udbetalt, fordi du lukkede din konto',
      deletion: 'Udbetalt, fordi du slettede din profil',
    },
    forfeited: (bonus: string) => `Bonus mistet: ${bonus}`,
    /** The site's notification once the provider settled a payout. */
    notices: {
      paid: (amount: string, account: string) => `Din udbetaling på ${amount} er sendt til din bankkonto (${account}).`,
      failed: (amount: string) =>
        `Din udbetaling på ${amount} blev ikke gennemført. Beløbet er tilbage på din saldo, og du kan prøve igen.`,
    },
    /** The mail once the provider settled a payout: an excluded player reads it without signing in. */
    settledMail: {
      paidSubject: 'Din udbetaling er sendt',
      failedSubject: 'Din udbetaling blev ikke gennemført',
      body: (name: string, notice: string) => [`Hej ${name}`, notice, 'Venlig hilsen\nCasino'].join('\n\n'),
    },
    /** The mail that tells a player their balance is paid out because of a lock or a deletion. */
    automaticMail: {
      subject: 'Vi udbetaler din saldo',
      body: (name: string, amount: string, account: string, reason: string, forfeited: string | null) =>
        [
          `Hej ${name}`,
          `${reason} Derfor udbetaler vi hele din saldo, ${amount}, til din bankkonto (${account}).`,
          ...(forfeited
            ? [`Din aktive bonus på ${forfeited} er bortfaldet, fordi bonusmidler ikke kan udbetales.`]
            : []),
          'Pengene er normalt på din konto inden for 1-3 bankdage. Har du spørgsmål, er kundeservice altid klar til at hjælpe.',
          'Venlig hilsen\nCasino',
        ].join('\n\n'),
      reasons: {
        exclusion: 'Du har udelukket dig fra spil.',
        closure: 'Du har lukket din konto.',
        deletion: 'Du har slettet din profil.',
      },
    },
    /** A balance with no bank account known from its deposits: support pays it out to one the player names. */
    bankTransfer: {
      destination: 'Bankoverførsel',
      caseMail: {
        subject: 'Vi udbetaler din saldo til din bankkonto',
        body: (name: string, amount: string, reason: string) =>
          [
            `Hej ${name}`,
            `${reason} Du har ${amount} på din konto, men vi kender ingen bankkonto fra dine indbetalinger, som vi kan sende pengene tilbage til. Derfor overfører vi dem manuelt til din bankkonto.`,
            'Vores kundeservice kontakter dig snarest på e-mail eller telefon og beder om reg.nr. og kontonummer på en konto i dit eget navn. Vi spørger aldrig efter dit MitID eller din adgangskode.',
            'Venlig hilsen\nCasino',
          ].join('\n\n'),
      },
      paidMail: {
        subject: 'Din saldo er overført til din bankkonto',
        body: (name: string, amount: string, reference: string) =>
          [
            `Hej ${name}`,
            `Vi har overført ${amount} til din bankkonto. Bankens reference på overførslen er ${reference}.`,
            'Pengene er normalt på din konto inden for 1-3 bankdage. Har du spørgsmål, er kundeservice altid klar til at hjælpe.',
            'Venlig hilsen\nCasino',
          ].join('\n\n'),
      },
    },
    /** Why the sandbox provider failed a payout, as the player reads it. */
    providerFailed: 'Betalingsudbyderen kunne ikke sende pengene til din bankkonto. Beløbet er tilbage på din saldo.',
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
      twoDecimals: 'Beløbet kan højst have to decimaler',
      tooMuch: (balance: string) => `Du kan højst udbetale ${balance}`,
      nothing: 'Du har ingen penge at udbetale.',
      insufficientFunds: 'Beløbet er større end det, du kan udbetale.',
      bonusLocked: 'Din bonus kan først udbetales, når gennemspilskravet er opfyldt.',
      tooSmall: (minimum: string) => `Du kan udbetale mindst ${minimum} ad gangen, eller hele din saldo.`,
      noDestination:
        'Du har ingen bankkonto, som vi kan sende pengene til. Tilføj din bankkonto på siden Udbetaling, eller indbetal med Bankoverførsel.',
      idempotencyKey: 'Udbetalingen mangler en gyldig idempotency-nøgle (16-128 bogstaver, tal, - eller _).',
      idempotencyConflict: 'Samme idempotency-nøgle er brugt til en anden udbetaling.',
      emailNotConfirmed: (email: string, resent: boolean) =>
        `Bekræft din e-mail, før du udbetaler første gang, så vi ved, at vi kan nå dig om dine penge. ${
          resent ? `Vi har sendt et nyt link til ${email}.` : `Brug linket i den e-mail, vi har sendt til ${email}.`
        }`,
      bonusForfeit: (bonus: string) =>
        `Du mister din bonus på ${bonus}, hvis du udbetaler nu. Bekræft for at fortsætte.`,
      notCancellable: (amount: string) =>
        `Udbetalingen på ${amount} er allerede sendt til betalingsudbyderen og kan ikke fortrydes.`,
      alreadyReturned: (amount: string) =>
        `Udbetalingen på ${amount} er allerede afsluttet, og beløbet er tilbage på din saldo.`,
      notFound: 'Vi kunne ikke finde udbetalingen.',
    },
  },
  receipt: {
    title: 'Kvittering',
    loading: 'Henter kvitteringen …',
    missing: 'Vi kunne ikke finde betalingen.',
    amount: 'Beløb',
    method: 'Betalingsmetode',
    date: 'Dato',
    status: 'Status',
    paymentId: 'Betalings-id',
    firstDeposit: 'Tak for din første indbetaling – velkommen!',
    methods: {
      bank: 'Bankoverførsel via Trustly',
      card: 'Betalingskort via Nexi',
      mobilepay: 'MobilePay via Nexi',
      applepay: 'Apple Pay via Nexi',
      googlepay: 'Google Pay via Nexi',
    } as Record<string, string>,
    statuses: {
      pending: 'Afventer',
      completed: 'Gennemført',
      failed: 'Afvist',
      cancelled: 'Afbrudt',
      refused: 'Ikke gennemført',
    },
    back: 'Til mine spil',
    /** A withdrawal's receipt (`?withdrawalId=`). */
    withdrawal: {
      title: 'Udbetaling',
      missing: 'Vi kunne ikke finde udbetalingen.',
      destination: 'Sendes til',
      requestedAt: 'Anmodet',
      settledAt: 'Afsluttet',
      forfeitedBonus: 'Bonus mistet',
      withdrawalId: 'Udbetalings-id',
      back: 'Til udbetaling',
    },
  },
  /** The toasts of a return from the payment page (spec section 2, verbatim). */
  return: {
    success: 'Betalingen blev gennemført. Du kan nu fortsætte dit spil.',
    cancelled: 'Betalingen blev afbrudt. Prøv igen.',
  },
  paymentError: {
    title: 'Betalingen blev ikke gennemført',
    noMoney: 'Der er ikke trukket penge fra din konto.',
    loading: 'Henter betalingen …',
    /** A payment refused at confirmation: the card was approved, the payment then cancelled. */
    voided: 'Vi har annulleret betalingen hos betalingsudbyderen, så der bliver ikke trukket penge fra din konto.',
    reference: 'Betalings-id',
    retry: 'Prøv at indbetale igen',
    home: 'Til forsiden',
  },
  /** The sandbox hosted payment page the api-server serves (clearly a test provider, ARCHITECTURE "The servers"). */
  /** The sandbox Nexi's hosted payment page (payments/nexi-sandbox/). */
  nexiSandbox: {
    title: 'Betal med kort eller wallet',
    amount: 'Beløb',
    intro: 'Dette er en testudgave af Nexis betalingsside. Der trækkes ingen penge. Vælg et testkort eller en wallet.',
    choose: 'Vælg betalingsmetode',
    instruments: {
      dankort: 'Dankort (testkort 5019 0000 0000 0003)',
      visa: 'Visa (testkort 4925 0000 0000 0004)',
      mastercard: 'Mastercard (testkort 5544 3300 0000 0003)',
      mobilepay: 'MobilePay (testnummer 12 34 56 78)',
      applepay: 'Apple Pay (test)',
      googlepay: 'Google Pay (test)',
    },
    approve: 'Godkend betalingen',
    decline: 'Afvis betalingen (test)',
    cancel: 'Annullér og gå tilbage',
    notFound: 'Betalingen findes ikke',
    settled: 'Betalingen er afsluttet',
  },
  /** The sandbox Trustly's pages (payments/trustly-sandbox/): bank only, as Trustly's own. */
  sandbox: {
    banner: 'Testbetaling – ingen rigtige penge',
    site: 'Sandkasse-Trustly',
    depositTitle: 'Betal fra din bank',
    selectTitle: 'Vælg din bankkonto',
    amount: 'Beløb',
    intro: 'Dette er en testudgave af Trustlys side. Du logger ikke ind i en rigtig bank, og der flyttes ingen penge.',
    selectIntro:
      'Vælg den bankkonto, dine udbetalinger skal sendes til. Der trækkes ingen penge. Kontoen skal være i dit eget navn.',
    chooseBank: 'Din bank',
    chooseAccount: 'Konto',
    /** The test accounts the bank shows once the payer is logged in; `refused` is one the bank refuses to pay from. */
    accounts: {
      salary: 'Lønkonto',
      savings: 'Opsparingskonto',
      refused: 'Konto uden dækning (banken afviser)',
    },
    approve: 'Godkend betalingen',
    decline: 'Afvis betalingen (test)',
    cancel: 'Annullér og gå tilbage',
    confirmAccount: 'Brug denne konto',
    terms: 'Vilkår og regler',
    /** Headings of the page's refusals; their text is in `errors`. */
    titles: {
      paymentNotFound: 'Betalingen findes ikke',
      paymentSettled: 'Betalingen er afsluttet',
      paymentExpired: 'Betalingen er udløbet',
      pageExpired: 'Siden er udløbet',
    },
    badSignature: 'Ugyldig signatur.',
    payouts: {
      title: 'Udbetalinger hos testudbyderen',
      intro: (seconds: number) =>
        `Dette er en testudbyder. Der sendes ingen penge. En udbetaling gennemføres af sig selv efter ${seconds} sekunder, eller med knapperne her.`,
      empty: 'Ingen udbetalinger venter hos testudbyderen.',
      amount: 'Beløb',
      to: 'Til',
      pay: 'Gennemfør udbetalingen nu',
      fail: 'Lad udbetalingen fejle (test)',
      failureReason: 'Testudbyderen afviste udbetalingen.',
      back: 'Tilbage til udbetaling',
    },
  },
} as const;
