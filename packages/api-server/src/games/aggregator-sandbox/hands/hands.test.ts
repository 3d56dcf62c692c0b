// Blackjack and video poker played step by step in the game aggregator's frame, the hand held by the aggregator
// (issue brief, DOMAIN.md "Games"; going live: hands reach the site only through the wallet): every
// step out of turn is refused in Danish and changes nothing; each stake is a bet of the hand's round (the deal,
// a split, a double), taken once even when the step repeats; the hand closes with one win carrying the outcome;
// a hand the player leaves is settled by the rules, not lost; video poker pays by its pay table. Real site, real
// database, the aggregator over HTTP with a stacked shoe (a source answering n − 1 leaves the shoe in deck
// order: 2♣ 2♦ 2♥ 2♠ 3♣ 3♦ ...) and a clock of the test's own.
import { gameErrorCodes, type HandView } from '@casino/api-client/play';
import { kronerToOre, oreToKroner } from '@casino/locale';
import { gameTexts } from '@casino/locale/games';
import { asc, eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { gameRounds, walletTransactions } from '../../../db/schema.ts';
import { balanceOf } from '../../../ledger/ledger.ts';
import type { SeedUserKey } from '../../../seed/index.ts';
import { signedIn, startTestSite, type TestSite } from '../../../../test/harness.ts';
import { openGameAt, startAggregatorAt } from '../../../../test/games-support.ts';
import { roundIdOf } from '../../wallet/wallet-session.ts';
import { HAND_TIMEOUT_MS } from './hand-timeout.ts';

let site: TestSite;
let aggregator: Awaited<ReturnType<typeof startAggregatorAt>>;
/** How far the aggregator's clock is ahead of the wall clock. */
let ahead = 0;
beforeAll(async () => {
  site = await startTestSite();
  aggregator = await startAggregatorAt({ random: (n) => n - 1, now: () => new Date(Date.now() + ahead) });
});
afterAll(async () => {
  await aggregator.close();
  await site.close();
});

const errors = gameTexts.errors;
type Refused = { error: string; code?: string };

/** A player at a table of `slug` in the aggregator's frame, dealing and stepping as its script does. */
async function seat(who: SeedUserKey, slug: string) {
  const { session, game, playerId, frame } = await openGameAt(site, aggregator.url, who, slug);
  const roundId = randomUUID();
  const stake = oreToKroner(game.betMinOre);
  const deal = (id = roundId) =>
    frame.ask<HandView & Refused>('/hands', { roundId: id, gameSessionId: session.gameSessionId, stake });
  const step = (move: Record<string, unknown>, stepId = randomUUID()) =>
    frame.ask<HandView & Refused>(`/hands/${roundId}/steps`, { stepId, gameSessionId: session.gameSessionId, ...move });
  const open = () => frame.ask<{ hand: HandView | null }>('/hands/open');
  const balance = () => balanceOf(site.db, playerId);
  return { playerId, game, roundId, stakeOre: game.betMinOre, deal, step, open, balance, frame, session };
}

const viewOf = ({ status, body }: { status: number; body: HandView & Refused }): HandView => {
  if (status !== 200) throw new Error(body.error);
  return body;
};
const refusalOf = ({ status, body }: { status: number; body: Refused }) => ({ status, ...body });

/** The wallet calls of a hand's round, in the order booked. */
const callsOf = (roundId: string) =>
  site.db
    .select({ kind: walletTransactions.kind, amountOre: walletTransactions.amountOre })
    .from(walletTransactions)
    .where(eq(walletTransactions.roundId, roundIdOf(roundId)))
    .orderBy(asc(walletTransactions.id));

const roundsOf = (roundId: string) =>
  site.db
    .select()
    .from(gameRounds)
    .where(eq(gameRounds.roundId, roundIdOf(roundId)));

describe('blackjack, step by step at the aggregator', () => {
  it('refuses every step out of turn with a Danish message and changes nothing', async () => {
    const table = await seat('spare2', 'blackjack-classic');
    const noHand = refusalOf(await table.step({ move: 'hit', hand: 0 }));
    expect(noHand).toEqual({ status: 409, error: errors.noHand, code: gameErrorCodes.outOfTurn });

    const dealt = viewOf(await table.deal());
    expect(dealt).toMatchObject({
      status: 'open',
      table: { kind: 'blackjack', allowed: ['hit', 'stand', 'double', 'split'] },
    });
    // The hole card stays with the aggregator while the hand is played.
    expect(dealt.table.kind === 'blackjack' && dealt.table.dealer).toHaveLength(1);
    const before = await table.balance();

    const secondDeal = refusalOf(await table.deal(randomUUID()));
    expect(secondDeal).toEqual({ status: 409, error: errors.handInProgress, code: gameErrorCodes.outOfTurn });
    expect(refusalOf(await table.step({ move: 'stand', hand: 1 }))).toMatchObject({
      status: 409,
      error: errors.notThisHandsTurn,
    });
    expect(refusalOf(await table.step({ move: 'draw', held: [true, true, true, true, true] }))).toMatchObject({
      status: 422,
      error: errors.notYourMove,
    });
    const afterHit = viewOf(await table.step({ move: 'hit', hand: 0 }));
    expect(refusalOf(await table.step({ move: 'double', hand: 0 }))).toMatchObject({
      status: 422,
      error: errors.cannotDouble,
    });
    expect(refusalOf(await table.step({ move: 'split', hand: 0 }))).toMatchObject({
      status: 422,
      error: errors.cannotSplit,
    });
    expect(await table.balance()).toBe(before);
    expect((await table.open()).body.hand?.table).toEqual(afterHit.table);

    const settled = viewOf(await table.step({ move: 'stand', hand: 0 }));
    expect(settled.status).toBe('settled');
    expect(refusalOf(await table.step({ move: 'hit', hand: 0 }))).toEqual({
      status: 409,
      error: errors.handOver,
      code: gameErrorCodes.handOver,
    });
  });

  it('books a split and a double as bets of the hand once each, even when the same step is sent again, and closes the hand with one win', async () => {
    const table = await seat('spare3', 'blackjack-classic');
    const start = await table.balance();
    viewOf(await table.deal());
    // 2♣ 2♥ against the dealer's 2♦: a pair, split into two hands.
    const splitStep = randomUUID();
    const split = viewOf(await table.step({ move: 'split', hand: 0 }, splitStep));
    expect(split.table.kind === 'blackjack' && split.table.hands.map((h) => h.cards.length)).toEqual([2, 2]);
    expect(split.stake).toBe(oreToKroner(2 * table.stakeOre));
    const again = viewOf(await table.step({ move: 'split', hand: 0 }, splitStep));
    expect(again).toMatchObject({ replayed: true, stake: split.stake });
    expect(await table.balance()).toBe(start - 2 * table.stakeOre);

    const doubleStep = randomUUID();
    viewOf(await table.step({ move: 'double', hand: 0 }, doubleStep));
    viewOf(await table.step({ move: 'double', hand: 0 }, doubleStep));
    expect(await table.balance()).toBe(start - 3 * table.stakeOre);
    // The same step id for another move is refused rather than taken.
    expect(refusalOf(await table.step({ move: 'stand', hand: 1 }, doubleStep)).error).toBe(errors.stepIdReused);

    const settled = viewOf(await table.step({ move: 'double', hand: 1 }));
    expect(settled).toMatchObject({ status: 'settled', stake: oreToKroner(4 * table.stakeOre) });
    expect(await table.balance()).toBe(start - 4 * table.stakeOre + kronerToOre(settled.win));
    expect(settled.balance).toBe(oreToKroner(await table.balance()));
    const bet = { kind: 'bet', amountOre: table.stakeOre };
    expect(await callsOf(table.roundId)).toEqual([
      bet,
      bet,
      bet,
      bet,
      { kind: 'win', amountOre: kronerToOre(settled.win) },
    ]);

    // The round is recorded once, with every stake, the win, the cards and the moves for the history.
    const rounds = await roundsOf(table.roundId);
    expect(rounds).toHaveLength(1);
    expect(rounds[0]).toMatchObject({
      playerId: table.playerId,
      stakeOre: 4 * table.stakeOre,
      winOre: kronerToOre(settled.win),
      gameSessionId: table.session.gameSessionId,
    });
    expect(rounds[0]!.outcome).toMatchObject({
      kind: 'blackjack',
      dealer: settled.table.kind === 'blackjack' && settled.table.dealer,
    });
    expect(rounds[0]!.moves).toEqual([
      { move: 'deal' },
      { move: 'split', hand: 0 },
      { move: 'double', hand: 0 },
      { move: 'double', hand: 1 },
    ]);
  });

  it('settles a hand the player left by the rules when the player comes back after the timeout, not lost', async () => {
    const table = await seat('spare4', 'blackjack-classic');
    viewOf(await table.deal());
    ahead = 60_000;
    expect((await table.open()).body.hand).toMatchObject({ status: 'open', roundId: table.roundId });

    ahead = HAND_TIMEOUT_MS + 1_000;
    try {
      // Back in a new visit: the game opened again, the hand picked up there.
      const back = await openGameAt(site, aggregator.url, 'spare4', 'blackjack-classic');
      const settled = (await back.frame.ask<{ hand: HandView }>('/hands/open')).body.hand;
      // Stood on 2♣ 2♥ (4); the dealer plays 2♦ 2♠ on to 20 by the rules.
      expect(settled).toMatchObject({
        status: 'settled',
        table: { kind: 'blackjack', abandoned: true, dealerTotal: 20 },
      });
      expect(settled.table.kind === 'blackjack' && settled.table.hands[0]!.result).toEqual({
        outcome: 'lose',
        returned: 0,
      });
      expect((await back.frame.ask<{ hand: null }>('/hands/open')).body.hand).toBeNull();
    } finally {
      ahead = 0;
    }
    const [round] = await roundsOf(table.roundId);
    expect(round).toMatchObject({ stakeOre: table.stakeOre, winOre: 0 });
  });

  it('settles hands left open past the timeout in the sweep, once, and leaves hands still played alone', async () => {
    const left = await seat('spare5', 'blackjack-classic');
    viewOf(await left.deal());
    ahead = HAND_TIMEOUT_MS + 1_000 - 60_000;
    const played = await seat('spare5', 'blackjack-nyhavn');
    try {
      viewOf(await played.deal());
      ahead = HAND_TIMEOUT_MS + 1_000;
      expect(await aggregator.settleLeftHands()).toBeGreaterThanOrEqual(1);
      expect(await roundsOf(left.roundId)).toHaveLength(1);
      expect((await played.open()).body.hand).toMatchObject({ status: 'open', roundId: played.roundId });
      expect(await aggregator.settleLeftHands()).toBe(0);
    } finally {
      ahead = 0;
    }
    const [{ n }] = (await site.db
      .select({ n: sql<number>`count(*)::int` })
      .from(gameRounds)
      .where(eq(gameRounds.roundId, roundIdOf(left.roundId)))) as [{ n: number }];
    expect(n).toBe(1);
  });

  it('refuses a deal the balance does not cover with the wallet’s refusal in Danish, and deals nothing', async () => {
    const table = await seat('newPlayer', 'blackjack-classic');
    const deal = refusalOf(await table.deal());
    expect(deal).toEqual({ status: 409, error: errors.insufficientFunds, code: gameErrorCodes.insufficientFunds });
    expect(await callsOf(table.roundId)).toEqual([]);
    expect((await table.open()).body.hand).toBeNull();
  });
});

describe('video poker: deal, then hold and draw', () => {
  it('pays the hand drawn by the pay table: four of a kind held in Jacks or Better pays 25 for 1', async () => {
    const table = await seat('profileSettings', 'jacks-or-better');
    const start = await table.balance();
    const dealt = viewOf(await table.deal());
    expect(dealt.table).toMatchObject({ kind: 'videoPoker', phase: 'dealt', payTable: 'jacks-or-better-9-6' });
    expect(dealt.table.kind === 'videoPoker' && dealt.table.pays).toMatchObject({ fourOfAKind: 25, fullHouse: 9 });
    // 2♣ 2♦ 2♥ 2♠ 3♣: hold the four twos.
    const drawn = viewOf(await table.step({ move: 'draw', held: [true, true, true, true, false] }));
    expect(drawn).toMatchObject({
      status: 'settled',
      win: oreToKroner(25 * table.stakeOre),
      table: { phase: 'drawn', category: 'fourOfAKind', held: [true, true, true, true, false] },
    });
    expect(await table.balance()).toBe(start - table.stakeOre + 25 * table.stakeOre);
    expect(refusalOf(await table.step({ move: 'draw', held: [false, false, false, false, false] })).error).toBe(
      errors.handOver,
    );
    const [round] = await roundsOf(table.roundId);
    expect(round!.moves).toEqual([{ move: 'deal' }, { move: 'draw', held: [true, true, true, true, false] }]);
  });

  it('draws the cards not held from the same deck: holding nothing gives 3 3 3 4 4, a full house paying 9', async () => {
    const table = await seat('profileOverview', 'jacks-or-better-vip');
    viewOf(await table.deal());
    const drawn = viewOf(await table.step({ move: 'draw', held: [false, false, false, false, false] }));
    expect(drawn).toMatchObject({ win: oreToKroner(9 * table.stakeOre), table: { category: 'fullHouse' } });
  });

  it('plays over HTTP in the shared aggregator’s frame: a deal, a second deal refused while open, a blackjack move refused, the draw', async () => {
    const client = await signedIn(site, 'profileKeyboard');
    const slug = 'deuces-wild';
    const session = await client.post(`/api/proxy/games/${slug}/sessions`, {});
    const opened = (await session.json()) as {
      gameSessionId: string;
      launchUrl: string;
      game: { kind: string; betMin: number };
    };
    expect(opened.game.kind).toBe('videoPoker');
    expect(new URL(opened.launchUrl).origin).toBe(new URL(process.env.CASINO_TEST_AGGREGATOR_URL!).origin);
    const frame = (path: string, body?: unknown) =>
      fetch(`${opened.launchUrl}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    const body = { gameSessionId: opened.gameSessionId, stake: opened.game.betMin };
    const roundId = randomUUID();
    const deal = await frame('/hands', { roundId, ...body });
    expect(deal.status).toBe(200);
    expect(await deal.json()).toMatchObject({ status: 'open', table: { kind: 'videoPoker', phase: 'dealt' } });
    const second = await frame('/hands', { roundId: randomUUID(), ...body });
    expect(second.status).toBe(409);
    expect(await second.json()).toEqual({ error: errors.handInProgress, code: gameErrorCodes.outOfTurn });
    const steps = `/hands/${roundId}/steps`;
    const hit = await frame(steps, { stepId: randomUUID(), gameSessionId: opened.gameSessionId, move: 'hit', hand: 0 });
    expect([hit.status, ((await hit.json()) as Refused).error]).toEqual([422, errors.notYourMove]);
    const badHold = await frame(steps, {
      stepId: randomUUID(),
      gameSessionId: opened.gameSessionId,
      move: 'draw',
      held: [true],
    });
    expect([badHold.status, ((await badHold.json()) as Refused).error]).toEqual([400, errors.heldInvalid]);
    const open = (await (await frame('/hands/open')).json()) as { hand: HandView };
    expect(open.hand.roundId).toBe(roundId);
    const draw = await frame(steps, {
      stepId: randomUUID(),
      gameSessionId: opened.gameSessionId,
      move: 'draw',
      held: [true, false, true, false, true],
    });
    expect(draw.status).toBe(200);
    expect(await draw.json()).toMatchObject({ status: 'settled', table: { phase: 'drawn' } });
    // A one-step round of a hand game is refused: it is played hand by hand.
    const round = await frame('/rounds', { roundId: randomUUID(), ...body });
    expect([round.status, ((await round.json()) as Refused).error]).toEqual([400, errors.playedAsHands]);
  });
});
