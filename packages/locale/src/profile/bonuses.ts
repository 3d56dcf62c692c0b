/** '1 dag', '7 dage'. */
const dayCount = (days: number) => (days === 1 ? '1 dag' : `${days} dage`);

/**
 * Danish texts of /profile/bonus-progress, /mine/bonusser and /promocode (DOMAIN.md
 * "Bonuses": an offer with wagering is never called free, and a worked example in kroner
 * stands next to it).
 */
export const bonusTexts = {
  dayCount,
  progress: {
    intro: 'Her kan du følge, hvor meget du mangler at spille for, før en bonus kan udbetales.',
    none: 'Du har ingen bonusser, der skal gennemspilles.',
    myPromoCodes: 'Se dine bonusser og kampagnekoder',
    title: (code: string) => `Bonus fra koden ${code}`,
    required: (amount: string) => `Gennemspilskrav: ${amount}`,
    wagered: (amount: string) => `Spillet for: ${amount}`,
    remaining: (amount: string) => `Mangler: ${amount}`,
    bar: (code: string) => `Gennemspillet af bonussen fra ${code}`,
    expires: (date: string, days: number) => `Skal være gennemspillet senest ${date} (${dayCount(days)} tilbage).`,
    example: (deposit: string, bonus: string, times: number, required: string, wagered: string, left: string) =>
      `Sådan regnes det: Du indbetalte ${deposit} og fik ${bonus} i bonus. Kravet er ${times} x (${deposit} + ${bonus}) = ${required} i alt. Du har spillet for ${wagered} og mangler ${left} af kravet.`,
    rules: 'Alle spil tæller 100 %. Gevinster har intet gennemspilskrav.',
    help: 'Hvad betyder gennemspilskrav?',
    loading: 'Henter dine bonusser …',
    loadFailed: 'Vi kunne ikke hente dine bonusser.',
    retry: 'Prøv igen',
  },
  promoCodes: {
    incomplete: 'Du har en bonus, der endnu ikke er gennemspillet.',
    incompleteLink: 'Se dit bonusforløb',
    nextTitle: 'Dit næste tilbud',
    noOffer: 'Der er ikke noget tilbud til dig lige nu.',
    code: (code: string) => `Kode: ${code}`,
    minimum: (amount: string) => `Gælder ved en indbetaling på mindst ${amount}.`,
    bonus: (amount: string, percent: number) => `${percent} % i bonus, op til ${amount}.`,
    spins: (count: number) => `${count} bonusspins.`,
    wagering: (times: number, days: number) =>
      `Gennemspilskrav: ${times} x (indbetaling + bonus) inden for ${dayCount(days)}.`,
    noWagering: 'Intet gennemspilskrav.',
    spinsTitle: 'Dine bonusspins',
    noSpins: 'Du har ingen bonusspins lige nu.',
    spinsLeft: (left: number, total: number, value: string) => `${left} af ${total} spins à ${value} tilbage.`,
    spinsExpire: (date: string) => `Udløber ${date}.`,
    play: (game: string) => `Spil ${game}`,
    enterCode: 'Har du en kampagnekode?',
    enterCodeLink: 'Indløs en kampagnekode',
    loading: 'Henter dine bonusser …',
    loadFailed: 'Vi kunne ikke hente dine bonusser.',
    retry: 'Prøv igen',
  },
  redeem: {
    intro:
      'Har du fået en kampagnekode, kan du indløse den her. Bonussen gives ved din næste indbetaling, der opfylder kodens betingelser.',
    label: 'Kampagnekode',
    hint: 'Store og små bogstaver er ligegyldige.',
    submit: 'Indløs kode',
    submitting: 'Indløser …',
    redeemed: (code: string) => `Koden ${code} er indløst.`,
    failed: 'Koden kunne ikke indløses. Prøv igen.',
    myPromoCodes: 'Se dine bonusser',
    validation: {
      required: 'Skriv en kampagnekode',
      format: 'En kampagnekode består af bogstaver og tal',
      unknown: 'Koden findes ikke. Tjek, at du har skrevet den rigtigt.',
      expired: 'Koden er udløbet eller ikke gyldig endnu.',
      firstDepositOnly: 'Koden gælder kun ved din første indbetaling.',
      used: 'Du har allerede indløst eller brugt denne kode.',
    },
  },
} as const;
