/**
 * Danish texts of /profile/lock (spec sections 4 and 5: lock period day, month or forever; DOMAIN.md "Limits and
 * exclusion"). The help after an exclusion names StopSpillet, ROFUS and the treatment centres; their link
 * names are the footer's and the help page's (texts.footer, helpTexts).
 */
export const lockTexts = {
  intro:
    'Har du brug for en pause fra spil, kan du holde pause eller udelukke dig selv her. En pause eller udelukkelse kan ikke fortrydes, før perioden er slut.',
  options: {
    day: {
      title: 'Spilpause i 24 timer',
      text: 'Du kan ikke spille eller indbetale i 24 timer. Du kan stadig logge ind, se din saldo og udbetale.',
      action: 'Hold pause i 24 timer',
    },
    month: {
      title: 'Udelukkelse i 30 dage',
      text: 'Du bliver logget ud og kan ikke logge ind, spille eller indbetale i 30 dage. Du får ingen markedsføring fra os i perioden.',
      action: 'Udeluk mig i 30 dage',
    },
    forever: {
      title: 'Luk kontoen for altid',
      text: 'Din konto bliver lukket, og du bliver logget ud. Du kan tidligst få kontoen genåbnet et år efter lukningen ved at kontakte kundeservice.',
      action: 'Luk min konto',
    },
  },
  marketing: 'Nyhedsbreve og SMS stopper, når du udelukker dig eller lukker kontoen.',
  working: 'Et øjeblik …',
  failed: 'Det lykkedes ikke. Prøv igen, eller kontakt kundeservice.',
  paused: (until: string) =>
    `Du holder spilpause til ${until}. Du kan ikke spille eller indbetale indtil da, men du kan logge ind og udbetale.`,
  excluded: {
    title: 'Du er nu udelukket fra spil',
    text: (until: string) => `Du er udelukket til ${until} og er blevet logget ud.`,
  },
  closed: {
    title: 'Din konto er nu lukket',
    text: 'Du er blevet logget ud. Du kan tidligst få kontoen genåbnet om et år ved at kontakte kundeservice.',
  },
  /** The balance an exclusion or closure pays out, so no money is left on a locked account. */
  payout: (amount: string, account: string) =>
    `Vi udbetaler din saldo på ${amount} til din bankkonto (${account}). Du får besked på e-mail, når pengene er sendt.`,
  forfeited: (bonus: string) => `Din aktive bonus på ${bonus} er bortfaldet, fordi bonusmidler ikke kan udbetales.`,
  signedOut: {
    title: 'Du er logget ud',
    text: 'Din konto er låst.',
  },
  help: {
    title: 'Få hjælp',
    intro: 'Du er ikke alene. Det er gratis og anonymt at få hjælp, også for dine pårørende.',
    stopSpillet: 'Ring til StopSpillet på 70 22 28 25, eller skriv til dem på stopspillet.dk.',
    rofus:
      'Vil du udelukke dig fra alle danske spilsider, kan du registrere dig i ROFUS (Register Over Frivilligt Udelukkede Spillere) på rofus.nu.',
  },
} as const;
