import type { HandMove } from '@casino/api-client/play';
import { addDaysToIsoDate, danishIsoDate } from '@casino/locale/games';
import { oreToKroner } from '@casino/locale';
import { and, eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client.ts';
import { freeSpinGrants, games, promoCodes, regulatorOutbox, safeFiles } from '../db/schema.ts';
import { blackjackHand } from '../games/aggregator-sandbox/hands/blackjack-hand.ts';
import { roundIdOf } from '../games/wallet/wallet-session.ts';
import { walletAt } from '../../test/games-support.ts';
import { alwaysJackpot, jackpotGame, neverJackpot } from '../games/jackpots/jackpot-test-support.ts';
import { findPlayableGame, type PlayableGameRow } from '../games/playable-game.ts';
import { playRound, type RoundAnswer } from '../games/play-round.ts';
import { startGameSession } from '../games/sessions.ts';
import { post } from '../ledger/ledger.ts';
import { danishDayStart } from '../payments/time-windows.ts';
import type { SafeStorage } from './safe-storage.ts';
import { unzip } from './safe-zip.ts';

// What the SAFE tests share: a day of play through the games' own functions, on a clock of the test's choosing.

/** Noon (Danish time) `daysAgo` days before today, and that day. */
export function noonDaysAgo(daysAgo: number): { day: string; at: Date } {
  const day = addDaysToIsoDate(danishIsoDate(new Date()), -daysAgo);
  return { day, at: new Date(danishDayStart(day).getTime() + 12 * 3_600_000) };
}

const played = (answer: RoundAnswer) => {
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

/**
 * A blackjack hand in deck order (2♣ 2♥ against 2♦), split, each hand standing: played by the aggregator's rules
 * and booked at the wallet as an aggregator books it (a bet per stake, one closing win with the outcome).
 */
async function blackjackWithSplit(db: Database, playerId: number, at: Date) {
  const game = (await findPlayableGame(db, 'blackjack-classic', 'development'))!;
  if (game.maths.kind !== 'blackjack') throw new Error('blackjack-classic is not blackjack');
  let state = blackjackHand.deal(game.maths, (n) => n - 1, game.betMinOre);
  const stakes = [game.betMinOre];
  const moves: HandMove[] = [{ move: 'deal' }];
  for (const move of [
    { move: 'split', hand: 0 },
    { move: 'stand', hand: 0 },
    { move: 'stand', hand: 1 },
  ] as const) {
    const next = blackjackHand.step(state, { stepId: randomUUID(), gameSessionId: randomUUID(), ...move });
    if (!next.ok) throw new Error(next.error);
    if (next.extra) stakes.push(next.extra.stakeOre);
    moves.push(move);
    state = next.state;
  }
  if (!blackjackHand.isSettled(state)) throw new Error('the split hand did not settle');
  const wallet = await walletAt(db, { playerId, game, at });
  const round = randomUUID();
  const deal = await wallet.bet(round, stakes[0]!);
  for (const stakeOre of stakes.slice(1)) await wallet.bet(round, stakeOre);
  await wallet.win(round, blackjackHand.winOre(state), deal.transactionUuid, {
    outcome: blackjackHand.outcome(state),
    moves,
  });
  return { roundId: roundIdOf(round), stakeOre: game.betMinOre };
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
