// '@casino/locale/sign-up' (an entry of its own): becoming a player with MitID, the e-mail check and the password
// reset; the api-server's answers and its sandbox MitID page use them too.

/** Why MitID did not lead to an account: `code` in `/opret-konto/afvist?grund=<code>`. */
export const signUpRefusalCodes = [
  'under_18',
  'rofus',
  'rofus_unavailable',
  'account_exists',
  'no_account',
  'account_closed',
  'self_excluded',
  'mitid_cancelled',
  'mitid_failed',
] as const;
export type SignUpRefusalCode = (typeof signUpRefusalCodes)[number];

export const signUpTexts = {
  start: {
    intro:
      'Du opretter dig med MitID. Vi henter dit navn, din fødselsdato og din adresse fra MitID og tjekker, at du er fyldt 18 år og ikke er registreret i ROFUS.',
    mitid: 'Fortsæt med MitID',
    loginWithMitid: 'Log ind med MitID',
    haveAccount: 'Har du allerede en konto?',
    noAccount: 'Har du ingen konto?',
  },
  details: {
    title: 'Dine oplysninger',
    fromMitid: 'Fra MitID (kan ikke ændres her)',
    name: 'Navn',
    birthDate: 'Fødselsdato',
    address: 'Adresse',
    email: 'E-mail',
    phoneNumber: 'Telefonnummer',
    password: 'Adgangskode',
    terms: 'Jeg accepterer vilkår og betingelser',
    termsLink: 'Læs vilkår og betingelser',
    newsletters: 'Ja tak, send mig nyhedsbreve og tilbud på e-mail',
    sms: 'Ja tak, send mig tilbud på SMS',
    submitting: 'Opretter konto…',
    termsRequired: 'Du skal acceptere vilkår og betingelser for at oprette en konto.',
    expired: 'Dit MitID-login er udløbet. Start oprettelsen forfra.',
  },
  limits: {
    title: 'Sæt dine indbetalingsgrænser',
    intro: 'Du skal sætte en daglig, ugentlig og månedlig grænse, før du kan indbetale. Du kan ændre dem senere.',
    allRequired: 'Sæt en daglig, en ugentlig og en månedlig indbetalingsgrænse.',
  },
  refused: {
    title: {
      under_18: 'Du skal være fyldt 18 år',
      rofus: 'Du er registreret i ROFUS',
      rofus_unavailable: 'Vi kan ikke tjekke ROFUS lige nu',
      account_exists: 'Du har allerede en konto',
      no_account: 'Du har ingen konto endnu',
      account_closed: 'Din konto er lukket',
      self_excluded: 'Du har udelukket dig selv',
      mitid_cancelled: 'MitID blev afbrudt',
      mitid_failed: 'MitID-login mislykkedes',
    } satisfies Record<SignUpRefusalCode, string>,
    text: {
      under_18:
        'Ifølge dit CPR-nummer er du under 18 år. Man skal være fyldt 18 år for at spille om penge i Danmark, så du kan ikke oprette en konto.',
      rofus:
        'Du er registreret i ROFUS (Register Over Frivilligt Udelukkede Spillere) og kan derfor ikke oprette en konto eller logge ind.',
      rofus_unavailable:
        'Vi skal tjekke i ROFUS (Register Over Frivilligt Udelukkede Spillere), at du ikke er udelukket fra spil, men ROFUS svarer ikke lige nu. Derfor kan du ikke oprette en konto eller logge ind. Prøv igen om lidt.',
      account_exists:
        'Der findes allerede en konto til dit CPR-nummer. Log ind med MitID eller med e-mail og adgangskode.',
      no_account: 'Der findes ingen konto til dit CPR-nummer. Opret en konto med MitID.',
      account_closed:
        'Din konto er lukket. Kontakt kundeservice, hvis du vil genåbne den (tidligst et år efter lukningen).',
      self_excluded: 'Du har udelukket dig selv fra spil. Du kan logge ind igen, når udelukkelsen udløber.',
      mitid_cancelled: 'Du afbrød login med MitID. Du kan prøve igen, når du er klar.',
      mitid_failed: 'Vi kunne ikke bekræfte din identitet med MitID. Prøv igen om lidt.',
    } satisfies Record<SignUpRefusalCode, string>,
    tryAgain: 'Prøv igen',
    toLogin: 'Gå til log ind',
    toFrontPage: 'Til forsiden',
  },
  verifyEmail: {
    subject: 'Bekræft din e-mailadresse',
    body: (name: string, link: string) =>
      `Hej ${name}\n\nBekræft din e-mailadresse ved at åbne linket herunder. Linket virker én gang og udløber om 24 timer.\n\n${link}\n\nHar du ikke oprettet en konto, kan du se bort fra denne e-mail.`,
    title: 'Bekræft din e-mail',
    confirm: 'Bekræft e-mail',
    confirmed: 'Tak! Din e-mailadresse er bekræftet.',
    invalid: 'Linket er ugyldigt, udløbet eller allerede brugt.',
  },
  passwordReset: {
    link: 'Glemt adgangskode?',
    title: 'Nulstil adgangskode',
    intro: 'Skriv din e-mail, så sender vi dig et link til at vælge en ny adgangskode.',
    email: 'E-mail',
    send: 'Send link',
    sent: 'Hvis der findes en konto med den e-mail, har vi sendt et link. Linket virker én gang og udløber om en time.',
    subject: 'Nulstil din adgangskode',
    body: (name: string, link: string) =>
      `Hej ${name}\n\nVælg en ny adgangskode ved at åbne linket herunder. Linket virker én gang og udløber om en time. Når du har valgt den, bliver du logget ud alle andre steder.\n\n${link}\n\nHar du ikke bedt om det, kan du se bort fra denne e-mail.`,
    newPassword: 'Ny adgangskode',
    save: 'Gem ny adgangskode',
    saved: 'Din adgangskode er skiftet. Du er logget ud alle andre steder. Log ind med den nye adgangskode.',
    invalid: 'Linket er ugyldigt, udløbet eller allerede brugt. Bed om et nyt link.',
  },
  sandboxMitid: {
    title: 'MitID – testidentiteter',
    notice:
      'Testtjeneste: dette er ikke MitID. Her vælger eller indtaster du en opdigtet testperson; ingen rigtig identitet bruges.',
    pick: 'Vælg en testperson',
    loginAs: (name: string) => `Log ind som ${name}`,
    notes: { adult: 'Voksen', 'under-18': 'Under 18 år', rofus: 'Registreret i ROFUS' },
    cprLabel: 'CPR-nummer',
    type: 'Indtast en testperson',
    givenName: 'Fornavn',
    familyName: 'Efternavn',
    cpr: 'CPR-nummer (DDMMÅÅ-XXXX)',
    birthDate: 'Fødselsdato',
    submit: 'Log ind med testpersonen',
    cancel: 'Afbryd og gå tilbage til casinoet',
    invalid: {
      name: 'Skriv fornavn og efternavn.',
      cpr: 'Skriv et gyldigt CPR-nummer (DDMMÅÅ-XXXX).',
      birthDate: 'Fødselsdatoen passer ikke med CPR-nummeret.',
    },
    expired: 'Login-forløbet er udløbet. Start forfra på casinoets side.',
  },
} as const;
