/** Danish texts of /profile/limits (DOMAIN.md "Limits and exclusion"). */
export const limitsTexts = {
  intro:
    'Du bestemmer selv, hvor meget du kan indbetale pr. dag, uge og måned. En lavere grænse gælder med det samme. En højere grænse gælder først 24 timer efter, du har bedt om den.',
  required: {
    title: 'Sæt dine indbetalingsgrænser',
    text: 'Du skal sætte en indbetalingsgrænse, før du kan indbetale og spille. Vi anbefaler, at du sætter alle tre.',
  },
  periods: {
    daily: 'Daglig grænse',
    weekly: 'Ugentlig grænse',
    monthly: 'Månedlig grænse',
  },
  /** The calendar period a limit counts in (Danish time). */
  windows: {
    daily: 'i dag',
    weekly: 'denne uge',
    monthly: 'denne måned',
  },
  statusTitle: 'Dine grænser nu',
  /** The amount fields show 'kr.' after the value; the label says it too, for screen readers. */
  fieldLabel: (period: string) => `${period} i kr.`,
  notSet: 'Ikke sat',
  limit: (amount: string) => `Grænse: ${amount}`,
  used: (window: string, amount: string) => `Indbetalt ${window}: ${amount}`,
  remaining: (amount: string) => `Tilbage: ${amount}`,
  usageLabel: (period: string) => `Brugt af ${period.toLocaleLowerCase('da-DK')}`,
  pending: (amount: string, dateTime: string) => `Din nye grænse på ${amount} gælder fra ${dateTime}.`,
  form: {
    title: 'Skift dine grænser',
    hint: 'Hele kroner. Lad feltet stå tomt, hvis du ikke vil have en grænse for perioden.',
    submit: 'Gem grænser',
    submitting: 'Gemmer …',
  },
  validation: {
    required: (label: string) => `${label} er påkrævet, når du allerede har sat den`,
    atLeastOne: 'Angiv mindst én indbetalingsgrænse',
    noChange: 'Du har ikke ændret nogen grænse.',
  },
  saved: 'Dine indbetalingsgrænser er gemt.',
  savedRaise: 'En højere grænse gælder først efter 24 timer. Indtil da gælder din nuværende grænse.',
  failed: 'Dine grænser kunne ikke gemmes. Prøv igen.',
  loading: 'Henter dine indbetalingsgrænser …',
  loadFailed: 'Vi kunne ikke hente dine indbetalingsgrænser.',
  retry: 'Prøv igen',
  depositLink: 'Gå til indbetaling',
} as const;
