import type { RouteOwningRemote } from './remotes.ts';

/**
 * Who owns every path of spec section 2 (ARCHITECTURE rule 8). The longest matching prefix wins,
 * so `/profile/payment/deposit` belongs to payments while `/profile/settings` belongs to profile.
 * Paths owned by the shell itself (`/auth/*`, `/404`) are routes of the shell's router.
 * Read by the shell (which region renders a page) and by the server (which remote's files the page
 * it serves should start loading at once), so it lives in the contract package.
 */
export const routeOwners: ReadonlyArray<{ prefix: string; owner: RouteOwningRemote }> = [
  { prefix: '/', owner: 'games' }, // home (exact)
  { prefix: '/app', owner: 'games' }, // installed-app home (?source=pwa)
  { prefix: '/spil', owner: 'games' }, // games, filters, game page, play, guide, category, tag
  { prefix: '/scratcher', owner: 'games' },
  { prefix: '/mine', owner: 'games' }, // my area, my games, trophies
  { prefix: '/wins', owner: 'games' },
  { prefix: '/mine/bonusser', owner: 'profile' }, // my promo codes
  { prefix: '/promocode', owner: 'profile' },
  { prefix: '/profile', owner: 'profile' }, // profile, settings, limits, transactions, account
  { prefix: '/profile/payment', owner: 'payments' }, // deposit, error, payout, receipt
  { prefix: '/blog', owner: 'support' },
  { prefix: '/legal', owner: 'support' },
  { prefix: '/about', owner: 'support' },
  { prefix: '/chat', owner: 'support' },
  { prefix: '/help', owner: 'support' },
  { prefix: '/security', owner: 'support' },
  { prefix: '/support', owner: 'support' }, // the support agents' console (/support/agent)
];

/** Paths the shell renders itself. */
export const shellPaths = ['/auth/login', '/auth/logout', '/404'] as const;

function matchesPrefix(pathname: string, prefix: string): boolean {
  if (prefix === '/') return pathname === '/';
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** The remote owning a pathname, or null when none does (the shell's 404). */
export function ownerOf(pathname: string): RouteOwningRemote | null {
  let best: { prefix: string; owner: RouteOwningRemote } | null = null;
  for (const entry of routeOwners) {
    if (matchesPrefix(pathname, entry.prefix) && (!best || entry.prefix.length > best.prefix.length)) {
      best = entry;
    }
  }
  return best?.owner ?? null;
}
