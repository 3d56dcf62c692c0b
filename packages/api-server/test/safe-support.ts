import { addDaysToIsoDate, danishIsoDate } from '@casino/locale/games';
import { oreToKroner } from '@casino/locale';
import { and, eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Database } from '../src/db/client.ts';
import { games } from '../src/content/schema.ts';
import { freeSpinGrants } from '../src/games/schema.ts';
import { promoCodes } from '../src/promotions/schema.ts';
import { regulatorOutbox, safeFiles } from '../src/regulator/schema.ts';
import { roundIdOf } from '../src/games/wallet/wallet-session.ts';
import { aggregatorAt } from './games-support.ts';
import type { Launch } from '../src/games/aggregator-sandbox/launches.ts';
import { alwaysJackpot, jackpotGame, neverJackpot } from './jackpot-support.ts';
import { findPlayableGame, type PlayableGameRow } from '../src/games/playable-game.ts';
import { post } from '../src/ledger/ledger.ts';
import { danishDayStart } from '../src/time-windows.ts';
import type { SafeStorage } from '../src/regulator/safe-storage.ts';
import { unzip } from '../src/regulator/safe-zip.ts';

// What the SAFE tests share: a day of play at the sandbox aggregator, booked at the site's wallet on a clock of the
// test's choosing.

/** Noon (Danish time) `daysAgo` days before today, and that day. */
export function noonDaysAgo(daysAgo: number): { day: string; at: Date } {
  const day = addDaysToIsoDate(danishIsoDate(new Date()), -daysAgo);
  return { day, at: new Date(danishDayStart(day).getTime() + 12 * 3_600_000) };
}

/** The first catalogue game played as `kind`. */
async function gameOfKind(db: Database, kind: PlayableGameRow['maths']['kind']): Promise<PlayableGameRow> {
  for (const { slug } of await db.select({ slug: games.slug }).from(games).orderBy(games.id)) {
    const game = await findPlayableGame(db, slug, 'development');
    if (game?.maths.kind === kind) return game;
  }
  throw new Error(`no ${kind} game in the catalogue`);
}

/** A round played: the site's round id, its game session, and what asking for it again needs. */
export interface PlayedRound {
  roundId: string;
  gameSessionId: string;
  launch: Launch;
  frameRoundId: string;
}

/**
 * One round of `game` for `playerId` at `at`, played by the sandbox aggregator and booked at the site's wallet
 * (a bonus spin when `freeSpin` names a grant made a reward). `again` asks for a round played before once more,
 * as an aggregator does whose answer was lost: the same calls, the same transaction uuids.
 */
export async function playOneRound(
  db: Database,
  input: { playerId: number; game: PlayableGameRow; at: Date; random?: (n: number) => number; again?: PlayedRound },
  extra: { bet?: { type: 'red' }; freeSpin?: { grantId: string } } = {},
): Promise<PlayedRound> {
  const { playerId, game, at } = input;
  const aggregator = aggregatorAt(db, at, input.random ?? neverJackpot);
  // Asked again: the same launch, without the aggregator's memory of its answer.
  const launch = input.again ? { ...input.again.launch, rounds: new Map() } : await aggregator.launchOf(playerId, game);
  const frameRoundId = input.again?.frameRoundId ?? randomUUID();
  if (extra.freeSpin) {
    // The grant made a reward at the aggregator, as the site's launch of its game makes it.
    const [grant] = await db
      .select()
      .from(freeSpinGrants)
      .where(eq(freeSpinGrants.id, Number(extra.freeSpin.grantId)));
    await aggregator.reward(grant!, game);
  }
  await aggregator.playRound(launch, { roundId: frameRoundId, stake: oreToKroner(game.betMinOre), ...extra });
  return { roundId: roundIdOf(frameRoundId), gameSessionId: launch.gameSessionId, launch, frameRoundId };
}

/** A blackjack hand in deck order (2♣ 2♥ against 2♦), split, each hand standing, at the aggregator. */
async function blackjackWithSplit(db: Database, playerId: number, at: Date) {
  const game = (await findPlayableGame(db, 'blackjack-classic', 'development'))!;
  const aggregator = aggregatorAt(db, at, (n) => n - 1);
  const launch = await aggregator.launchOf(playerId, game);
  const roundId = randomUUID();
  played(await aggregator.deal(launch, { roundId, stake: oreToKroner(game.betMinOre) }));
  const step = (move: { move: 'split' | 'stand'; hand: number }) =>
    aggregator.step(launch, roundId, { stepId: randomUUID(), ...move });
  played(await step({ move: 'split', hand: 0 }));
  played(await step({ move: 'stand', hand: 0 }));
  const last = played(await step({ move: 'stand', hand: 1 }));
  if (last.status !== 'settled') throw new Error('the split hand did not settle');
  return { roundId: roundIdOf(roundId), stakeOre: game.betMinOre };
}

const played = <T>(answer: { ok: true; result: T } | { ok: false; error: string }): T => {
  if (!answer.ok) throw new Error(answer.error);
  return answer.result;
};

/**
 * A day of play at `at` for `playerId`: a slot round, a jackpot won, a roulette spin, a blackjack hand with a
 * split, a bonus spin; and a deposit and a payout on the ledger, which are not game data.
 */
export async function playADay(db: Database, playerId: number, at: Date) {
  const { roundId: slot } = await playOneRound(db, { playerId, game: await jackpotGame(db, 1), at });
  const { roundId: jackpot } = await playOneRound(db, {
    playerId,
    game: await jackpotGame(db, 0),
    at,
    random: alwaysJackpot,
  });
  const { roundId: roulette } = await playOneRound(
    db,
    { playerId, game: await gameOfKind(db, 'roulette'), at },
    {
      bet: { type: 'red' },
    },
  );
  const blackjack = await blackjackWithSplit(db, playerId, at);
  const spinGame = await gameOfKind(db, 'slots');
  const [promo] = await db.select({ id: promoCodes.id }).from(promoCodes).where(eq(promoCodes.code, 'WEEKENDSPINS'));
  const [grant] = await db
    .insert(freeSpinGrants)
    .values({
      playerId,
      gameId: spinGame.id,
      promoCodeId: promo!.id,
      spinsTotal: 1,
      spinsLeft: 1,
      spinValueOre: 100,
      expiresAt: new Date(Date.now() + 7 * 86_400_000),
    })
    .returning();
  const { roundId: bonusSpin } = await playOneRound(
    db,
    { playerId, game: spinGame, at, random: () => 0 },
    {
      freeSpin: { grantId: String(grant!.id) },
    },
  );
  await post(db, [{ playerId, type: 'deposit', amountOre: 20_000 }], `payment:safe-test-${randomUUID()}`);
  await post(db, [{ playerId, type: 'withdrawal', amountOre: -10_000 }], `withdrawal:safe-test-${randomUUID()}`);
  return { slot, jackpot, roulette, blackjack, bonusSpin };
}

/** The outbox's record of one round. */
export const recordOf = async (db: Database, playerId: number, roundId: string) =>
  (
    await db
      .select()
      .from(regulatorOutbox)
      .where(eq(regulatorOutbox.eventKey, `round:${playerId}:${roundId}`))
  )[0];

/** How many times each round id is reported across the KasinoSpil files on SAFE. */
export async function reportedTransactionIds(db: Database, storage: SafeStorage): Promise<Map<string, number>> {
  const files = await db
    .select()
    .from(safeFiles)
    .where(and(eq(safeFiles.kind, 'KasinoSpil'), sql`true`));
  const counts = new Map<string, number>();
  for (const file of files)
    for (const xml of (await unzip((await storage.get(file.path))!)).values())
      for (const [, id] of xml.toString('utf8').matchAll(/<fase2\.1:SpilTransaktionIdentifikation>([^<]+)</g))
        counts.set(id!, (counts.get(id!) ?? 0) + 1);
  return counts;
}
