import { atom } from 'jotai';
import type { Environment } from '@casino/api-client';
import type { ThemeName } from './remotes.ts';

/** What every remote may know of the session; the shell owns and writes it. */
export type SessionSnapshot =
  | { status: 'loading' }
  | { status: 'unauthenticated' }
  | { status: 'authenticated'; user: { id: string; name: string; email: string }; loggedInAt: string };

export const sessionAtom = atom<SessionSnapshot>({ status: 'loading' });

/** The active theme, chosen by the shell on every completed route change. */
export const themeAtom = atom<ThemeName>('default');

/** Open the deposit dialog from anywhere (header, game, promo) without importing payments. */
export const depositDialogOpenAtom = atom(false);

/** The game session a deposit belongs to, when the player deposits from a game. */
export const gameSessionIdAtom = atom<string | null>(null);

/**
 * The site's environment, from the registry the shell reads at startup (spec section 4: game visibility
 * differs in production). Until the shell knows, the strictest one.
 */
export const environmentAtom = atom<Environment>('production');
