/** Danish texts of /profile/settings (spec sections 3 "Profile update payload" and 4 "Marketing reminder"). */
export const settingsTexts = {
  intro: 'Hold dine kontaktoplysninger opdaterede, og vælg, hvordan vi må kontakte dig.',
  contactTitle: 'Kontaktoplysninger',
  email: 'E-mail',
  phoneNumber: 'Telefonnummer',
  phoneHint: '8 cifre, fx 20 12 34 56. Lad feltet stå tomt for at fjerne dit nummer.',
  spendingLevel: 'Forventet forbrug på spil',
  spendingHint: 'Vi spørger, fordi loven om hvidvask kræver, at vi kender vores kunder.',
  spendingPlaceholder: 'Vælg …',
  /** Spec section 3: the spending level is sent as spendingLevel.id; these are the ids' names. */
  spendingLevels: {
    'under-1000': 'Under 1.000 kr. om måneden',
    '1000-5000': '1.000-5.000 kr. om måneden',
    '5000-20000': '5.000-20.000 kr. om måneden',
    'over-20000': 'Over 20.000 kr. om måneden',
  },
  /** Changing the e-mail or the phone number asks for the password again: a session alone is not enough. */
  currentPassword: 'Din adgangskode',
  currentPasswordHint: 'Vi beder om din adgangskode, når du ændrer e-mail eller telefonnummer.',
  passwordRequired: 'Skriv din adgangskode for at ændre e-mail eller telefonnummer',
  smsNeedsPhone: 'Angiv et telefonnummer for at modtage SMS',
  /** After a new e-mail address: it counts once the link sent to it is opened. */
  emailToVerify: (email: string) => `Vi har sendt et link til ${email}. Åbn det for at bekræfte din nye e-mail.`,
  consentTitle: 'Nyheder og kampagner',
  newsletter: 'Ja tak, send mig nyhedsbreve på e-mail',
  sms: 'Ja tak, send mig nyheder på SMS',
  smsHint: 'Kræver et mobilnummer.',
  consentNote: 'Du kan altid framelde dig igen. Udelukker du dig fra spil, stopper al markedsføring.',
  submit: 'Gem ændringer',
  submitting: 'Gemmer …',
  saved: 'Dine oplysninger er gemt.',
  failed: 'Dine oplysninger kunne ikke gemmes. Prøv igen.',
  loading: 'Henter dine oplysninger …',
  loadFailed: 'Vi kunne ikke hente dine oplysninger.',
  retry: 'Prøv igen',
} as const;
