import {
  gameErrorCodes,
  type dealRequestSchema,
  type HandMove,
  type handStepSchema,
  type HandView,
} from '@casino/api-client/play';
import { kronerToOre, oreToKroner, walletUnitsToOre } from '@casino/locale';
import { gameTexts } from '@casino/locale/games';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { isHandGame } from '../../maths/catalogue-maths.ts';
import type { RandomInt } from '../../maths/random-source.ts';
import { refusal } from '../../refusal.ts';
import { walletStatuses, type WalletAnswer } from '../../wallet/protocol.ts';
import type { RoundMeta } from '../../wallet/round-meta.ts';
import type { SandboxAggregator } from '../../wallet/sandbox-aggregator.ts';
import type { Launch } from '../launches.ts';
import { betRefused, callUuid, delivered, unavailable, type FrameAnswer } from '../wallet-calls.ts';
import { blackjackHand } from './blackjack-hand.ts';
import type { HandRules } from './hand-rules.ts';
import type { HandState } from './hand-state.ts';
import { ownerOf, type Hand, type HandStore } from './hand-store.ts';
import { HAND_TIMEOUT_MS } from './hand-timeout.ts';
import { videoPokerHand } from './video-poker-hand.ts';

// Hands (blackjack, video poker) played step by step in the aggregator's frame, booked at the operator's wallet
// as Hub88's aggregators book a round: a bet per stake (the deal, each double or split, of the same round) and
// one closing win with the outcome and the moves in `meta`. A player's steps on a game queue; a step out of
// turn is refused with its reason and changes nothing; a step id already taken answers the hand as it is. A
// hand left for HAND_TIMEOUT_MS is settled by the rules (blackjack: every open hand stands; video poker: the
// dealt hand is paid as it stands) when the player comes back, or by the sweep, never lost; a closing win the
// wallet did not answer is sent again (the same transaction_uuid) until it is booked.

const errors = gameTexts.errors;

const RULES: Record<HandState['kind'], HandRules> = { blackjack: blackjackHand, videoPoker: videoPokerHand };

export type DealRequest = z.output<typeof dealRequestSchema>;
export type HandStepRequest = z.output<typeof handStepSchema>;
export type HandAnswer = FrameAnswer<HandView>;

/** What a hand is played with: the aggregator's hands, the operator's wallet, the luck and the clock. */
export interface HandTable {
  hands: HandStore;
  walletOf: (walletUrl: string) => SandboxAggregator;
  random: RandomInt;
  now: () => Date;
}

const stepSignature = (step: HandStepRequest) =>
  `${step.stepId}|${step.move}|${step.move === 'draw' ? step.held.map(Number).join('') : step.hand}`;

const moveOf = (step: HandStepRequest): HandMove =>
  step.move === 'draw' ? { move: 'draw', held: step.held } : { move: step.move, hand: step.hand };

const isStale = (hand: Hand, now: Date) => now.getTime() - hand.updatedAt.getTime() >= HAND_TIMEOUT_MS;

const balanceOf = (answer: WalletAnswer | null) =>
  answer?.status === walletStatuses.ok ? walletUnitsToOre(answer.balance ?? -1) : null;

/** The hand as the player may see it. */
function viewOf(hand: Hand, replayed: boolean): HandView {
  const rules = RULES[hand.state.kind];
  return {
    roundId: hand.roundId,
    game: hand.game.slug,
    status: hand.status,
    stake: oreToKroner(hand.stakedOre),
    win: oreToKroner(hand.status === 'settled' ? rules.winOre(hand.state) : 0),
    balance: oreToKroner(hand.balanceOre),
    table: rules.table(hand.state),
    updatedAt: hand.updatedAt.toISOString(),
    replayed,
  };
}

/** The hand as it stands for the frame: shown, or 502 while its closing win is not booked. */
const answerOf = (hand: Hand, replayed: boolean): HandAnswer =>
  hand.unpaid ? unavailable : { ok: true, result: viewOf(hand, replayed) };

/** Books the settled hand's closing win (0 for none), its outcome and moves in `meta`; false when unanswered. */
async function payOut(table: HandTable, hand: Hand): Promise<boolean> {
  const rules = RULES[hand.state.kind];
  const meta: RoundMeta = { outcome: rules.outcome(hand.state), moves: hand.moves };
  const win = await delivered(() =>
    table.walletOf(hand.walletUrl).win(hand.session, {
      winOre: rules.winOre(hand.state),
      round: hand.roundId,
      betUuid: callUuid(hand.id, 'deal'),
      closed: true,
      transactionUuid: callUuid(hand.id, 'settle'),
      meta,
    }),
  );
  const balanceOre = balanceOf(win);
  if (balanceOre === null) return false;
  hand.balanceOre = balanceOre;
  hand.unpaid = false;
  return true;
}

/** Settles the hand in `state` and books its closing win. */
async function settle(table: HandTable, hand: Hand, state: HandState): Promise<void> {
  hand.state = state;
  hand.status = 'settled';
  hand.unpaid = true;
  hand.updatedAt = table.now();
  await payOut(table, hand);
}

/** Settles a hand left by its player, by the rules. */
const settleLeft = (table: HandTable, hand: Hand) => settle(table, hand, RULES[hand.state.kind].abandon(hand.state));

/** Books a stake of the hand as a bet of its round; a bet left without an answer is rolled back. */
async function stake(table: HandTable, hand: Hand, stakeOre: number, call: string) {
  const wallet = table.walletOf(hand.walletUrl);
  const betUuid = callUuid(hand.id, call);
  const bet = await delivered(() =>
    wallet.bet(hand.session, { stakeOre, round: hand.roundId, transactionUuid: betUuid }),
  );
  if (!bet)
    await delivered(() =>
      wallet.rollback(hand.session, {
        round: hand.roundId,
        betUuid,
        closed: call === 'deal',
        transactionUuid: callUuid(hand.id, `rollback-${call}`),
      }),
    );
  return bet;
}

/** The launch's player and game, with this launch's session for the hand's calls from now on. */
function seat(hand: Hand, launch: Launch) {
  hand.session = launch.session;
  hand.gameSessionId = launch.gameSessionId;
}

/** Deals a new hand for the stake; the same round id answers the hand it dealt. */
export function dealHand(table: HandTable, launch: Launch, request: DealRequest): Promise<HandAnswer> {
  const owner = ownerOf(launch.walletUrl, launch.session);
  return table.hands.queued(owner, async (): Promise<HandAnswer> => {
    const { game } = launch;
    if (!isHandGame(game.maths)) return refusal(400, errors.notAHandGame);
    const dealt = table.hands.byRound(owner, request.roundId);
    if (dealt) {
      if (dealt.gameSessionId !== request.gameSessionId)
        return refusal(409, errors.roundIdReused, gameErrorCodes.roundIdReused);
      if (dealt.unpaid && !(await payOut(table, dealt))) return unavailable;
      return answerOf(dealt, true);
    }
    if (request.gameSessionId !== launch.gameSessionId)
      return refusal(403, errors.sessionInvalid, gameErrorCodes.sessionInvalid);
    const open = table.hands.open(owner);
    if (open && !isStale(open, table.now())) return refusal(409, errors.handInProgress, gameErrorCodes.outOfTurn);
    if (open) await settleLeft(table, open);
    const unpaid = table.hands.unfinished().find((hand) => hand.owner === owner);
    if (unpaid && !(await payOut(table, unpaid))) return unavailable;

    const stakeOre = kronerToOre(request.stake);
    const now = table.now();
    const hand: Hand = {
      id: randomUUID(),
      roundId: request.roundId,
      owner,
      game,
      walletUrl: launch.walletUrl,
      session: launch.session,
      gameSessionId: launch.gameSessionId,
      state: RULES[game.maths.kind].deal(game.maths, table.random, stakeOre),
      stakedOre: stakeOre,
      steps: [],
      moves: [{ move: 'deal' }],
      status: 'open',
      unpaid: false,
      balanceOre: 0,
      updatedAt: now,
    };
    const bet = await stake(table, hand, stakeOre, 'deal');
    const balanceOre = balanceOf(bet);
    if (balanceOre === null) return bet ? betRefused(game, bet.status) : unavailable;
    hand.balanceOre = balanceOre;
    table.hands.add(hand);
    if (RULES[hand.state.kind].isSettled(hand.state)) await settle(table, hand, hand.state);
    return answerOf(hand, false);
  });
}

/** The open hand's next step. */
export function stepHand(
  table: HandTable,
  launch: Launch,
  roundId: string,
  step: HandStepRequest,
): Promise<HandAnswer> {
  const owner = ownerOf(launch.walletUrl, launch.session);
  return table.hands.queued(owner, async (): Promise<HandAnswer> => {
    const hand = table.hands.byRound(owner, roundId);
    if (!hand) return refusal(409, errors.noHand, gameErrorCodes.outOfTurn);
    const taken = hand.steps.find((s) => s.startsWith(`${step.stepId}|`));
    if (taken && taken !== stepSignature(step)) return refusal(409, errors.stepIdReused, gameErrorCodes.roundIdReused);
    if (hand.unpaid && !(await payOut(table, hand))) return unavailable;
    if (taken) return answerOf(hand, true);
    if (hand.status === 'settled') return refusal(409, errors.handOver, gameErrorCodes.handOver);
    if (step.gameSessionId !== launch.gameSessionId)
      return refusal(403, errors.sessionInvalid, gameErrorCodes.sessionInvalid);
    seat(hand, launch);
    if (isStale(hand, table.now())) {
      await settleLeft(table, hand);
      return refusal(409, errors.handOver, gameErrorCodes.handOver);
    }

    const rules = RULES[hand.state.kind];
    const next = rules.step(hand.state, step);
    if (!next.ok) return next;
    if (next.extra) {
      const bet = await stake(table, hand, next.extra.stakeOre, next.extra.key);
      const balanceOre = balanceOf(bet);
      if (balanceOre === null) return bet ? betRefused(hand.game, bet.status) : unavailable;
      hand.balanceOre = balanceOre;
      hand.stakedOre += next.extra.stakeOre;
    }
    hand.steps.push(stepSignature(step));
    hand.moves.push(moveOf(step));
    hand.state = next.state;
    hand.updatedAt = table.now();
    if (rules.isSettled(next.state)) await settle(table, hand, next.state);
    return answerOf(hand, false);
  });
}

/**
 * The player's hand of this game to come back to: the open one (a hand left too long is settled by the rules
 * first, and shown settled), with the balance now; null when there is none.
 */
export function openHand(table: HandTable, launch: Launch): Promise<HandAnswer | null> {
  const owner = ownerOf(launch.walletUrl, launch.session);
  return table.hands.queued(owner, async () => {
    const hand = table.hands.open(owner);
    if (!hand) return null;
    seat(hand, launch);
    if (isStale(hand, table.now())) await settleLeft(table, hand);
    else {
      const balance = await delivered(() => table.walletOf(hand.walletUrl).balance(hand.session));
      hand.balanceOre = balanceOf(balance) ?? hand.balanceOre;
    }
    return answerOf(hand, false);
  });
}

/**
 * Settles, by the rules, every hand left open longer than the timeout, and books the closing wins the wallet
 * has not answered yet. Answers how many hands it settled.
 */
export async function settleLeftHands(table: HandTable): Promise<number> {
  let settled = 0;
  for (const hand of table.hands.unfinished())
    await table.hands.queued(hand.owner, async () => {
      // Looked at again in the queue: the player may have played on meanwhile.
      if (hand.status === 'open' && isStale(hand, table.now())) {
        await settleLeft(table, hand);
        settled += 1;
      } else if (hand.unpaid) await payOut(table, hand);
    });
  table.hands.prune(table.now());
  return settled;
}
