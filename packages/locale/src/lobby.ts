/**
 * Danish texts of the games remote's pages a cold '/' may show: the lobby and the catalogue. The wins
 * (winsTexts) and a game's own pages (gamePageTexts) are in '@casino/locale/games'. Amounts arrive
 * already formatted by formatKroner.
 */
export const lobbyTexts = {
  lobby: {
    recent: 'Senest spillet',
    favourites: 'Dine favoritter',
    bigWins: 'Dagens store gevinster',
    allGames: 'Alle spil',
    seeAll: (name: string) => `Se alle i ${name}`,
    jackpots: 'Jackpots lige nu',
    noWinsToday: 'Ingen store gevinster endnu i dag.',
    promotion: {
      name: 'Bonus på indbetaling',
      title: 'Bonus på din indbetaling',
      body: 'Når du indbetaler, ser du de bonustilbud, du kan få. En bonus er højst 1.000 kr., gennemspilskravet er højst 10 x (indbetaling + bonus), og du har mindst 60 dage til at gennemspille. Gevinster har intet gennemspilskrav.',
      example:
        'Eksempel: Du indbetaler 200 kr. og får 200 kr. i bonus. Med 10 x (indbetaling + bonus) spiller du for 4.000 kr., før bonussen kan udbetales.',
      cta: 'Læs om gennemspilskrav',
    },
  },
  catalogue: {
    /** The heading of a view with both a category and a tag. */
    bothTerms: (category: string, tag: string) => `${category}: ${tag}`,
    filters: 'Filtrér spil',
    categories: 'Kategorier',
    tags: 'Temaer',
    search: 'Søg efter spil',
    searchHint: 'Søg i spillenes titler',
    sort: 'Sortér efter',
    sortOrders: { popular: 'Populære', newest: 'Nyeste', title: 'A–Å', jackpot: 'Største jackpot' },
    chip: (name: string, count: number) => `${name} (${count})`,
    count: (shown: number, total: number) => (shown === total ? `${shown} spil` : `Viser ${shown} af ${total} spil`),
    listLabel: 'Spil',
    emptyTitle: 'Ingen spil matcher dit valg',
    emptyBody: 'Prøv en anden søgning, eller fjern et af filtrene.',
    clearFilters: 'Vis alle spil',
    loading: 'Henter spil …',
    jackpot: (amount: string) => `Jackpot ${amount}`,
    selected: 'valgt',
  },
  loadFailed: 'Denne del af siden kunne ikke indlæses lige nu.',
  retry: 'Prøv igen',
} as const;
