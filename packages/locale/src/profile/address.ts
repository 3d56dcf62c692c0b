/** Danish texts of /profile/address-lock: the address comes from CPR and is not edited here. */
export const addressTexts = {
  intro:
    'Din adresse er låst, fordi vi henter den fra CPR-registret (Det Centrale Personregister). Du kan ikke ændre den her.',
  registered: 'Din registrerede adresse',
  lookedUp: 'Sidst hentet fra CPR',
  whyTitle: 'Hvorfor er adressen låst?',
  why: 'Som licenseret spiludbyder skal vi kende din folkeregisteradresse. Den hentes fra CPR, når du opretter dig og logger ind med MitID, så den altid er den samme som i folkeregistret.',
  howTitle: 'Sådan ændrer du din adresse',
  how: [
    'Meld flytning på borger.dk senest 5 dage efter, at du er flyttet. Du logger ind med MitID.',
    'Når din kommune har registreret flytningen i CPR, henter vi din nye adresse næste gang, du logger ind med MitID.',
    'Er adressen stadig forkert efter det, så kontakt kundeservice.',
  ],
  borgerLink: 'Meld flytning på borger.dk',
  loading: 'Henter din adresse …',
  loadFailed: 'Vi kunne ikke hente din adresse.',
  retry: 'Prøv igen',
} as const;
