import { addDaysToIsoDate, danishIsoDate } from '@casino/locale/games';
import { oreToKroner } from '@casino/locale';
import { and, eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Database } from '../src/db/client.ts';
import { freeSpinGrants, games, promoCodes, regulatorOutbox, safeFiles } from '../src/db/schema.ts';
import { dealHand, stepHand, type HandAnswer, type HandStepRequest } from '../src/games/hands/play-hand.ts';
import { alwaysJackpot, jackpotGame, neverJackpot } from './jackpot-support.ts';
import { findPlayableGame, type PlayableGameRow } from '../src/games/playable-game.ts';
import { playRound, type RoundAnswer } from '../src/games/play-round.ts';
import { startGameSession } from '../src/games/sessions.ts';
import { post } from '../src/ledger/ledger.ts';
import { danishDayStart } from '../src/payments/time-windows.ts';
import type { SafeStorage } from '../src/regulator/safe-storage.ts';
import { unzip } from '../src/regulator/safe-zip.ts';

// What the SAFE tests share: a day of play through the games' own functions, on a clock of the test's choosing.

/** Noon (Danish time) `daysAgo` days before today, and that day. */
export function noonDaysAgo(daysAgo: number): { day: string; at: Date } {
  const day = addDaysToIsoDate(danishIsoDate(new Date()), -daysAgo);
  return { day, at: new Date(danishDayStart(day).getTime() + 12 * 3_600_000) };
}

const played = (answer: RoundAnswer | HandAnswer) => {
  if (!answer.ok) throw new Error(answer.error);
  return answer;
};

/** The first catalogue game played as `kind`. */
async function gameOfKind(db: Database, kind: PlayableGameRow['maths']['kind']): Promise<PlayableGameRow> {
  for (const { slug } of await db.select({ slug: games.slug }).from(games).orderBy(games.id)) {
    const game = await findPlayableGame(db, slug, 'development');
    if (game?.maths.kind === kind) return game;
  }
  throw new Error(`no ${kind} game in the catalogue`);
}

/** One round of `game` for `playerId` at `at` (a bonus spin when `freeSpin` names a grant). */
export async function playOneRound(
  db: Database,
  input: {
    playerId: number;
    game: PlayableGameRow;
    at: Date;
    random?: (n: number) => number;
    /** The same round asked for again: its round id and game session. */
    again?: { roundId: string; gameSessionId: string };
  },
  extra: { bet?: { type: 'red' }; freeSpin?: { grantId: string } } = {},
) {
  const { playerId, game, at } = input;
  const { roundId, gameSessionId } = input.again ?? {
    roundId: randomUUID(),
    gameSessionId: (await startGameSession(db, playerId, game.id, at)).id,
  };
  const request = { roundId, gameSessionId, stake: oreToKroner(game.betMinOre), ...extra };
  played(await playRound(db, { playerId, game, request, random: input.random ?? neverJackpot, now: at }));
  return { roundId, gameSessionId };
}

/** A blackjack hand in deck order (2♣ 2♥ against 2♦), split, each hand standing. */
async function blackjackWithSplit(db: Database, playerId: number, at: Date) {
  const game = (await findPlayableGame(db, 'blackjack-classic', 'development'))!;
  const session = await startGameSession(db, playerId, game.id, at);
  const roundId = randomUUID();
  const request = { roundId, gameSessionId: session.id, stake: oreToKroner(game.betMinOre) };
  played(await dealHand(db, { playerId, game, request, random: (n) => n - 1, now: at }));
  const step = (move: Record<string, unknown>) =>
    stepHand(db, {
      playerId,
      game,
      roundId,
      now: at,
      step: { stepId: randomUUID(), gameSessionId: session.id, ...move } as HandStepRequest,
    });
  played(await step({ move: 'split', hand: 0 }));
  played(await step({ move: 'stand', hand: 0 }));
  const last = played(await step({ move: 'stand', hand: 1 }));
  if (!('view' in last) || last.view.status !== 'settled') throw new Error('the split hand did not settle');
  return { roundId, stakeOre: game.betMinOre };
}

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
