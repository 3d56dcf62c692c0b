/** Route paths of spec section 2, so remotes link to each other by URL and never by import. */
export const paths = {
  home: '/',
  appHome: '/app',
  login: '/auth/login',
  logout: '/auth/logout',
  blog: '/blog',
  blogPost: (slug: string) => `/blog/${encodeURIComponent(slug)}`,
  blogSearch: '/blog/search',
  profile: '/profile',
  settings: '/profile/settings',
  limits: '/profile/limits',
  transactions: '/profile/transactions',
  deposit: '/profile/payment/deposit',
  paymentError: '/profile/payment/error',
  payout: '/profile/payment/payout',
  receipt: '/profile/payment/receipt',
  addressLock: '/profile/address-lock',
  bonusProgress: '/profile/bonus-progress',
  confirmDelete: '/profile/confirm-delete',
  deleteProfile: '/profile/delete',
  lock: '/profile/lock',
  password: '/profile/password',
  scratcher: (slug: string) => `/scratcher/${encodeURIComponent(slug)}`,
  mine: '/mine',
  myGames: '/mine/spil',
  myPromoCodes: '/mine/bonusser',
  myTrophies: '/mine/trofaeer',
  games: '/spil',
  game: (slug: string) => `/spil/${encodeURIComponent(slug)}`,
  play: (slug: string) => `/spil/${encodeURIComponent(slug)}/spil`,
  gameGuide: (slug: string) => `/spil/${encodeURIComponent(slug)}/spillevejledning`,
  category: (slug: string) => `/spil/kategori/${encodeURIComponent(slug)}`,
  tag: (slug: string) => `/spil/tag/${encodeURIComponent(slug)}`,
  legal: (slug: string) => `/legal/${encodeURIComponent(slug)}`,
  terms: '/legal/vilkaar-og-regler',
  about: '/about',
  chat: '/chat',
  help: '/help',
  wageringHelp: '/help#hvad-betyder-gennemspilskrav',
  promoCode: '/promocode',
  security: '/security',
  wins: '/wins',
  notFound: '/404',
} as const;

/**
 * History state of a page that has just ended the player's session on purpose (a lock, a deletion). The
 * shell's session guard lets such a page stay once the player is signed out, so it can confirm what happened
 * and point to help, instead of sending the player to sign in.
 */
export const farewellState = { farewell: true } as const;

export function isFarewellState(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { farewell?: unknown }).farewell === true;
}
