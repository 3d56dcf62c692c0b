// '@casino/locale/help' (an entry of its own): the responsible-gaming help that the help
// page and the profile's lock page show.

export const helpTexts = {
  responsibleTitle: 'Spil ansvarligt',
  responsibleIntro:
    'Spil skal være underholdning. Hvis du eller dine nærmeste er bekymrede for dit spil, kan du få gratis og anonym hjælp.',
  selfTest: 'Test dig selv: er dit spil et problem?',
  treatment:
    'Behandling: Center for Ludomani (København, Odense, Aarhus) og Ludomanicentret tilbyder gratis behandling til spillere og pårørende.',
  wageringTitle: 'Hvad betyder gennemspilskrav?',
  wageringBody:
    'Et gennemspilskrav fortæller, hvor meget du skal spille for, før en bonus kan udbetales. Eksempel: Du indbetaler 100 kr. og får 100 kr. i bonus. Med et gennemspilskrav på 10 x (indbetaling + bonus) skal du spille for 2.000 kr., før bonussen og gevinster af den kan udbetales.',
} as const;
