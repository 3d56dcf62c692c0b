import { gameErrorCodes, type dealRequestSchema, type handStepSchema, type HandView } from '@casino/api-client/play';
import { kronerToOre } from '@casino/locale';
import { gameTexts } from '@casino/locale/games';
import { and, eq, lt } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, DbTransaction } from '../../db/client.ts';
import { tableHands } from '../../db/schema.ts';
import { lockPlayer } from '../../ledger/player-lock.ts';
import { startRepeatingJob, type RoundObserver } from '../../repeating-job.ts';
import { isHandGame } from '../maths/catalogue-maths.ts';
import type { RandomInt } from '../maths/random-source.ts';
import type { PlayableGameRow } from '../playable-game.ts';
import { liveGameSession } from '../sessions.ts';
import { refusal, stakeRefusal, type Refusal } from '../stake-checks.ts';
import { HAND_TIMEOUT_MS } from './hand-timeout.ts';
import { handView, RULES, settleHand, stakeOnHand, type HandRow } from './hand-ledger.ts';

// Hands played step by step, each step ONE database transaction under the player's row lock (so a player's
// steps queue): the deal (the first stake), then the moves; a double or a split debits its stake in the step's
// own transaction, under a key that debits once. A step out of turn is refused with its reason and changes
// nothing; a step id already taken answers the hand as it is. A hand left for HAND_TIMEOUT_MS is settled by
// the rules (blackjack: every open hand stands; video poker: the dealt hand is paid as it stands) when the
// player comes back, or by the sweep, never lost.

const errors = gameTexts.errors;

export type DealRequest = z.output<typeof dealRequestSchema>;
export type HandStepRequest = z.output<typeof handStepSchema>;
export type HandAnswer = { ok: true; view: HandView } | Refusal;

const stepSignature = (step: HandStepRequest) =>
  `${step.stepId}|${step.move}|${step.move === 'draw' ? step.held.map(Number).join('') : step.hand}`;

const isStale = (row: HandRow, now: Date) => now.getTime() - row.updatedAt.getTime() >= HAND_TIMEOUT_MS;

async function handOf(tx: DbTransaction, playerId: number, where: ReturnType<typeof and>) {
  const [row] = await tx
    .select()
    .from(tableHands)
    .where(and(eq(tableHands.playerId, playerId), where));
  return row;
}

/** Settles a hand left by its player, by the rules. */
const settleLeft = (tx: DbTransaction, row: HandRow, now: Date) =>
  settleHand(tx, row, RULES[row.state.kind].abandon(row.state), now);

export async function dealHand(
  db: Database,
  input: { playerId: number; game: PlayableGameRow; request: DealRequest; random: RandomInt; now: Date },
): Promise<HandAnswer> {
  const { playerId, game, request, random, now } = input;
  const { maths } = game;
  if (!isHandGame(maths)) return refusal(400, errors.notAHandGame);
  const stakeOre = kronerToOre(request.stake);
  return db.transaction(async (tx): Promise<HandAnswer> => {
    await lockPlayer(tx, playerId);
    const dealt = await handOf(tx, playerId, eq(tableHands.roundId, request.roundId));
    if (dealt) {
      const same = dealt.gameId === game.id && dealt.gameSessionId === request.gameSessionId;
      if (!same) return refusal(409, errors.roundIdReused, gameErrorCodes.roundIdReused);
      return { ok: true, view: await handView(tx, dealt, game.slug, true) };
    }
    const open = await handOf(tx, playerId, and(eq(tableHands.gameId, game.id), eq(tableHands.status, 'open')));
    if (open && !isStale(open, now)) return refusal(409, errors.handInProgress, gameErrorCodes.outOfTurn);
    if (open) await settleLeft(tx, open, now);

    const refused = await stakeRefusal(tx, { ...request, playerId, game, stakeOre, inRange: true, now });
    if (refused) return refused;
    const state = RULES[maths.kind].deal(maths, random, stakeOre);
    await stakeOnHand(tx, { playerId, roundId: request.roundId }, stakeOre, 'deal', now);
    const [row] = await tx
      .insert(tableHands)
      .values({
        playerId,
        gameId: game.id,
        gameSessionId: request.gameSessionId,
        roundId: request.roundId,
        kind: maths.kind,
        stakedOre: stakeOre,
        state,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const hand = RULES[maths.kind].isSettled(state) ? await settleHand(tx, row!, state, now) : row!;
    return { ok: true, view: await handView(tx, hand, game.slug, false) };
  });
}

export async function stepHand(
  db: Database,
  input: { playerId: number; game: PlayableGameRow; roundId: string; step: HandStepRequest; now: Date },
): Promise<HandAnswer> {
  const { playerId, game, roundId, step, now } = input;
  return db.transaction(async (tx): Promise<HandAnswer> => {
    await lockPlayer(tx, playerId);
    const row = await handOf(tx, playerId, and(eq(tableHands.roundId, roundId), eq(tableHands.gameId, game.id)));
    if (!row) return refusal(409, errors.noHand, gameErrorCodes.outOfTurn);
    const taken = row.steps.find((s) => s.startsWith(`${step.stepId}|`));
    if (taken && taken !== stepSignature(step)) return refusal(409, errors.stepIdReused, gameErrorCodes.roundIdReused);
    if (taken) return { ok: true, view: await handView(tx, row, game.slug, true) };
    if (row.status === 'settled') return refusal(409, errors.handOver, gameErrorCodes.handOver);
    if (!(await liveGameSession(tx, step.gameSessionId, playerId, game.id, now)))
      return refusal(403, errors.sessionInvalid, gameErrorCodes.sessionInvalid);
    if (isStale(row, now)) {
      await settleLeft(tx, row, now);
      return refusal(409, errors.handOver, gameErrorCodes.handOver);
    }

    const rules = RULES[row.state.kind];
    const next = rules.step(row.state, step);
    if (!next.ok) return next;
    let stakedOre = row.stakedOre;
    if (next.extra) {
      const { stakeOre, key } = next.extra;
      const gameSessionId = step.gameSessionId;
      const refused = await stakeRefusal(tx, { playerId, game, gameSessionId, stakeOre, inRange: false, now });
      if (refused) return refused;
      await stakeOnHand(tx, { playerId, roundId }, stakeOre, key, now);
      stakedOre += stakeOre;
    }
    const [updated] = await tx
      .update(tableHands)
      .set({ state: next.state, stakedOre, steps: [...row.steps, stepSignature(step)], updatedAt: now })
      .where(and(eq(tableHands.id, row.id), eq(tableHands.status, 'open')))
      .returning();
    const hand = rules.isSettled(next.state) ? await settleHand(tx, updated!, next.state, now) : updated!;
    return { ok: true, view: await handView(tx, hand, game.slug, false) };
  });
}

/**
 * The player's hand of this game to come back to: the open one (a hand left too long is settled by the rules
 * first, and shown settled), or null when there is none.
 */
export async function openHand(
  db: Database,
  input: { playerId: number; game: PlayableGameRow; now: Date },
): Promise<HandView | null> {
  const { playerId, game, now } = input;
  return db.transaction(async (tx) => {
    await lockPlayer(tx, playerId);
    const open = await handOf(tx, playerId, and(eq(tableHands.gameId, game.id), eq(tableHands.status, 'open')));
    if (!open) return null;
    const hand = isStale(open, now) ? await settleLeft(tx, open, now) : open;
    return handView(tx, hand, game.slug, false);
  });
}

/** Settles, by the rules, every hand left open longer than the timeout. Answers how many it settled. */
export async function settleLeftHands(db: Database, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - HAND_TIMEOUT_MS);
  const stale = await db
    .select({ id: tableHands.id, playerId: tableHands.playerId })
    .from(tableHands)
    .where(and(eq(tableHands.status, 'open'), lt(tableHands.updatedAt, cutoff)));
  let settled = 0;
  for (const { id, playerId } of stale)
    settled += await db.transaction(async (tx) => {
      await lockPlayer(tx, playerId);
      // Read again under the lock: the player may have played on, or another server settled it.
      const row = await handOf(tx, playerId, and(eq(tableHands.id, id), eq(tableHands.status, 'open')));
      if (!row || !isStale(row, now)) return 0;
      await settleLeft(tx, row, now);
      return 1;
    });
  return settled;
}

/** Runs the sweep of hands left open every `everyMs` until stopped; every server may run it: a hand settles once. */
export function startLeftHandsJob(db: Database, everyMs: number, onRound?: RoundObserver): () => Promise<void> {
  return startRepeatingJob('left hands', () => settleLeftHands(db, new Date()), everyMs, onRound);
}
