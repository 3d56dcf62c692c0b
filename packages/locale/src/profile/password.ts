/** Danish texts of /profile/password: changing the password ends the player's other sessions. */
export const passwordTexts = {
  intro:
    'Vælg en adgangskode, du ikke bruger andre steder. Når du skifter den, bliver du logget ud på dine andre enheder.',
  current: 'Nuværende adgangskode',
  next: 'Ny adgangskode',
  nextHint: 'Mindst 10 tegn med både bogstaver og tal.',
  repeat: 'Gentag ny adgangskode',
  submit: 'Skift adgangskode',
  submitting: 'Skifter …',
  saved: 'Din adgangskode er skiftet.',
  otherSessionsEnded: (count: number) =>
    count === 1 ? 'Du er logget ud på 1 anden enhed.' : `Du er logget ud på ${count} andre enheder.`,
  failed: 'Adgangskoden kunne ikke skiftes. Prøv igen.',
  validation: {
    currentRequired: 'Nuværende adgangskode er påkrævet',
    currentWrong: 'Den nuværende adgangskode er forkert.',
    tooShort: 'Den nye adgangskode skal være mindst 10 tegn',
    tooLong: 'Den nye adgangskode må højst være 128 tegn',
    letterAndDigit: 'Den nye adgangskode skal indeholde både bogstaver og tal',
    sameAsCurrent: 'Den nye adgangskode skal være forskellig fra den nuværende',
    repeatMismatch: 'De to nye adgangskoder er ikke ens',
    throttled: 'For mange forkerte forsøg. Vent 15 minutter, og prøv igen.',
  },
} as const;
