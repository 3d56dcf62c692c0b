/** Games page size default 100 (spec section 9); WordPress caps per_page at 100. */
export const defaultGamesPageSize = 100;

/** Recent played limit 12 (spec section 9). */
export const recentPlayedLimit = 12;

/** Wins minimum 250 kr, period day (spec section 9). */
export const winsDefaults = { amountMin: 250, period: 'day', limit: 20 } as const;
