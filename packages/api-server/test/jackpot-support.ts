import type { Jackpots } from '@casino/api-client';
import { kronerToOre } from '@casino/locale';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import { gameTerms, games, terms } from '../src/content/schema.ts';
import { jackpotEntries } from '../src/games/schema.ts';
import { ledgerTransactions } from '../src/ledger/schema.ts';
import { json } from './harness.ts';
import { findPlayableGame, type PlayableGameRow } from '../src/games/playable-game.ts';
import type { RandomInt } from '../src/games/maths/random-source.ts';

/** The `n`-th listed jackpot game (by id), as the sandbox plays it. */
export async function jackpotGame(db: Database, n = 0): Promise<PlayableGameRow> {
  const rows = await db
    .select({ slug: games.slug })
    .from(games)
    .innerJoin(gameTerms, eq(gameTerms.gameId, games.id))
    .innerJoin(terms, eq(terms.id, gameTerms.termId))
    .where(and(eq(terms.slug, 'jackpot'), eq(games.isActive, true), eq(games.isPublished, true)))
    .orderBy(asc(games.id));
  return (await findPlayableGame(db, rows[n]!.slug, 'development'))!;
}

/** The jackpot the public API shows for `slug`, in øre. */
export async function shownJackpotOre(site: { url: string }, slug: string): Promise<number> {
  const { jackpots } = await json<Jackpots>(await fetch(`${site.url}/api/jackpots`));
  return kronerToOre(jackpots.find((j) => j.slug === slug)!.amount);
}

/** The pool's entries posted with one ledger reference. */
export const poolEntriesOf = (db: Database, reference: string) =>
  db
    .select({ type: jackpotEntries.type, amountOre: jackpotEntries.amountOre })
    .from(jackpotEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, jackpotEntries.transactionId))
    .where(eq(ledgerTransactions.reference, reference))
    .orderBy(asc(jackpotEntries.id));

/** Luck that wins the jackpot draw on every round (it stops every reel at its first stop, too). */
export const alwaysJackpot: RandomInt = () => 0;

/** Luck that never wins the jackpot draw: the highest value of every draw. */
export const neverJackpot: RandomInt = (n) => n - 1;
