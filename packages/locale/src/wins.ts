/** The site's big wins as /wins and the lobby's row of today's wins show them (spec section 7 "Wins"). */
export const winsTexts = {
  intro: 'De største gevinster på sitet. Spillernes navne er forkortede.',
  filters: 'Vis gevinster',
  amountMin: 'Mindste gevinst',
  period: 'Periode',
  periods: { day: 'I dag', week: 'Denne uge', month: 'Denne måned' },
  amountOption: (amount: string) => `Fra ${amount}`,
  none: 'Ingen gevinster matcher dit valg.',
  player: 'Spiller',
  game: 'Spil',
  amount: 'Gevinst',
  wonAt: 'Tidspunkt',
  table: 'Gevinster',
  loadFailed: 'Vi kunne ikke hente gevinsterne.',
} as const;
