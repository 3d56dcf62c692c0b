import type { QueryClient } from '@tanstack/react-query';
import type { FavouriteGamesQuery, WinsQuery } from './schemas/player-games.ts';
import type { PostsQuery, TermsQuery } from './schemas/catalogue-params.ts';

/**
 * Query keys by area: everything about the signed-in player sits under 'player', so one call
 * forgets it all on sign-out, lock or deletion.
 */
export const queryKeys = {
  session: ['auth', 'session'] as const,
  providers: ['auth', 'providers'] as const,
  player: ['player'] as const,
  profile: ['player', 'profile'] as const,
  recentPlayed: (limit: number) => ['player', 'recentPlayed', limit] as const,
  favouriteGames: (query: FavouriteGamesQuery) => ['player', 'favouriteGames', query] as const,
  incompletePromoCodeUsages: ['player', 'incompletePromoCodeUsages'] as const,
  promoCodes: ['player', 'promoCodes'] as const,
  systemNotifications: ['player', 'systemNotifications'] as const,
  receipt: (paymentId: string) => ['player', 'payment', 'receipt', paymentId] as const,
  depositInfo: ['player', 'payment', 'depositInfo'] as const,
  depositStatus: ['player', 'payment', 'depositStatus'] as const,
  depositLimits: ['player', 'payment', 'depositLimits'] as const,
  payoutInfo: ['player', 'payment', 'payoutInfo'] as const,
  withdrawal: (withdrawalId: string) => ['player', 'payment', 'withdrawal', withdrawalId] as const,
  nextPromoCode: ['player', 'payment', 'nextPromoCode'] as const,
  // The payments entry's query (its own TransactionsQuery): the main entry does not reach into payments.
  transactions: <Query extends object>(query: Query) => ['player', 'payment', 'transactions', query] as const,
  trophies: ['player', 'trophies'] as const,
  /** One game session per visit of a play page (a launch, not a read: never refetched). */
  gameSession: (slug: string) => ['player', 'gameSession', slug] as const,
  wins: (query: WinsQuery) => ['wins', query] as const,
  jackpots: ['jackpots'] as const,
  content: ['content'] as const,
  allGames: ['content', 'games', 'all'] as const,
  game: (slug: string) => ['content', 'game', slug] as const,
  gameManual: (id: number) => ['content', 'gameManual', id] as const,
  categories: (query: TermsQuery) => ['content', 'categories', query] as const,
  tags: (query: TermsQuery) => ['content', 'tags', query] as const,
  posts: (query: PostsQuery) => ['content', 'posts', query] as const,
  post: (slug: string) => ['content', 'post', slug] as const,
  page: (slug: string) => ['content', 'page', slug] as const,
};

/** Forget every player query (sign-out, lock, deletion), so no one else's data shows. */
export function forgetPlayerData(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: queryKeys.player });
}
