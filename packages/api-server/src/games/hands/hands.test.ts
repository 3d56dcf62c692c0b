// Blackjack and video poker played step by step with the hand held on the server (issue brief, DOMAIN.md
// "Games"): every step out of turn is refused in Danish and changes nothing; a double or a split debits its
// stake once even when the request repeats; a hand settles once; a hand the player leaves is settled by the
// rules, not lost; video poker pays by its pay table. Real server, real database; the shoe is stacked by the
// random source (a source answering n − 1 leaves the shoe in deck order: 2♣ 2♦ 2♥ 2♠ 3♣ 3♦ ...).
import { gameErrorCodes, type HandView } from '@casino/api-client/play';
import { kronerToOre, oreToKroner } from '@casino/locale';
import { gameTexts } from '@casino/locale/games';
import { and, eq, like, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { gameRounds, ledgerTransactions, tableHands } from '../../db/schema.ts';
import { balanceOf } from '../../ledger/ledger.ts';
import type { SeedUserKey } from '../../seed/index.ts';
import { findPlayableGame } from '../playable-game.ts';
import { startGameSession } from '../sessions.ts';
import { json, signedIn, startTestSite, type TestSite } from '../../../test/harness.ts';
import { settleHand } from './hand-ledger.ts';
import { HAND_TIMEOUT_MS } from './hand-timeout.ts';
import { dealHand, openHand, settleLeftHands, stepHand, type HandAnswer, type HandStepRequest } from './play-hand.ts';
import { playerIdOf } from '../../../test/payments-support.ts';

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(() => site.close());

const errors = gameTexts.errors;
const inDeckOrder = (n: number) => n - 1;

const gameCalled = async (slug: string) => (await findPlayableGame(site.db, slug, 'development'))!;

/** A player at a table of `slug` with a live game session, dealing and stepping at a chosen time. */
async function seat(who: SeedUserKey, slug: string) {
  const playerId = await playerIdOf(site.db, who);
  const game = await gameCalled(slug);
  const session = await startGameSession(site.db, playerId, game.id, new Date());
  const roundId = randomUUID();
  const stake = oreToKroner(game.betMinOre);
  const deal = (now = new Date(), id = roundId) =>
    dealHand(site.db, {
      playerId,
      game,
      random: inDeckOrder,
      now,
      request: { roundId: id, gameSessionId: session.id, stake },
    });
  const step = (move: Record<string, unknown>, stepId = randomUUID(), now = new Date()) =>
    stepHand(site.db, {
      playerId,
      game,
      roundId,
      now,
      step: { stepId, gameSessionId: session.id, ...move } as HandStepRequest,
    });
  const balance = () => balanceOf(site.db, playerId);
  return { playerId, game, roundId, stakeOre: game.betMinOre, deal, step, balance };
}

const viewOf = (answer: HandAnswer): HandView => {
  if (!answer.ok) throw new Error(answer.error);
  return answer.view;
};
const refusalOf = (answer: HandAnswer) => {
  if (answer.ok) throw new Error('the step was taken');
  return { status: answer.status, error: answer.error, code: answer.code };
};

/** The ledger transactions of a hand: its keys (deal, double-0, split-0, settle) and what each moved. */
async function handLedger(playerId: number, roundId: string) {
  return site.db
    .select({ reference: ledgerTransactions.reference })
    .from(ledgerTransactions)
    .where(like(ledgerTransactions.reference, `hand:${playerId}:${roundId}:%`));
}

const handRow = async (playerId: number, roundId: string) =>
  (
    await site.db
      .select()
      .from(tableHands)
      .where(and(eq(tableHands.playerId, playerId), eq(tableHands.roundId, roundId)))
  )[0]!;

describe('blackjack, step by step on the server', () => {
  it('refuses every step out of turn with a Danish message and changes nothing', async () => {
    const table = await seat('spare2', 'blackjack-classic');
    const noHand = refusalOf(await table.step({ move: 'hit', hand: 0 }));
    expect(noHand).toEqual({ status: 409, error: errors.noHand, code: gameErrorCodes.outOfTurn });

    const dealt = viewOf(await table.deal());
    expect(dealt).toMatchObject({
      status: 'open',
      table: { kind: 'blackjack', allowed: ['hit', 'stand', 'double', 'split'] },
    });
    // The hole card stays on the server while the hand is played.
    expect(dealt.table.kind === 'blackjack' && dealt.table.dealer).toHaveLength(1);
    const before = { balance: await table.balance(), row: await handRow(table.playerId, table.roundId) };

    const secondDeal = refusalOf(await table.deal(new Date(), randomUUID()));
    expect(secondDeal).toEqual({ status: 409, error: errors.handInProgress, code: gameErrorCodes.outOfTurn });
    expect(refusalOf(await table.step({ move: 'stand', hand: 1 }))).toMatchObject({
      status: 409,
      error: errors.notThisHandsTurn,
    });
    expect(refusalOf(await table.step({ move: 'draw', held: [true, true, true, true, true] }))).toMatchObject({
      status: 422,
      error: errors.notYourMove,
    });
    viewOf(await table.step({ move: 'hit', hand: 0 }));
    const afterHit = { balance: await table.balance(), row: await handRow(table.playerId, table.roundId) };
    expect(refusalOf(await table.step({ move: 'double', hand: 0 }))).toMatchObject({
      status: 422,
      error: errors.cannotDouble,
    });
    expect(refusalOf(await table.step({ move: 'split', hand: 0 }))).toMatchObject({
      status: 422,
      error: errors.cannotSplit,
    });
    expect(afterHit.balance).toBe(before.balance);
    expect((await handRow(table.playerId, table.roundId)).state).toEqual(afterHit.row.state);

    const settled = viewOf(await table.step({ move: 'stand', hand: 0 }));
    expect(settled.status).toBe('settled');
    expect(refusalOf(await table.step({ move: 'hit', hand: 0 }))).toEqual({
      status: 409,
      error: errors.handOver,
      code: gameErrorCodes.handOver,
    });
  });

  it('debits a split and a double once each, even when the same step is sent again, and settles the hand once', async () => {
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
    const keys = (await handLedger(table.playerId, table.roundId)).map((t) => t.reference.split(':').at(-1));
    expect(keys.sort()).toEqual(['deal', 'double-0', 'double-1', 'split-0', ...(settled.win > 0 ? ['settle'] : [])]);

    // Settling again is refused by the database transaction, and the round is recorded once.
    const row = await handRow(table.playerId, table.roundId);
    await expect(site.db.transaction((tx) => settleHand(tx, row, row.state, new Date()))).rejects.toThrow(/not open/);
    const rounds = await site.db
      .select()
      .from(gameRounds)
      .where(and(eq(gameRounds.playerId, table.playerId), eq(gameRounds.roundId, table.roundId)));
    expect(rounds).toHaveLength(1);
    expect(rounds[0]).toMatchObject({ stakeOre: 4 * table.stakeOre, winOre: kronerToOre(settled.win) });
  });

  it('settles a hand the player left by the rules when the player comes back after the timeout, not lost', async () => {
    const table = await seat('spare4', 'blackjack-classic');
    const dealtAt = new Date();
    viewOf(await table.deal(dealtAt));
    const soon = await openHand(site.db, {
      playerId: table.playerId,
      game: table.game,
      now: new Date(dealtAt.getTime() + 60_000),
    });
    expect(soon).toMatchObject({ status: 'open', roundId: table.roundId });

    const back = new Date(dealtAt.getTime() + HAND_TIMEOUT_MS + 1_000);
    const settled = (await openHand(site.db, { playerId: table.playerId, game: table.game, now: back }))!;
    // Stood on 2♣ 2♥ (4); the dealer plays 2♦ 2♠ on to 20 by the rules.
    expect(settled).toMatchObject({
      status: 'settled',
      table: { kind: 'blackjack', abandoned: true, dealerTotal: 20 },
    });
    expect(settled.table.kind === 'blackjack' && settled.table.hands[0]!.result).toEqual({
      outcome: 'lose',
      returned: 0,
    });
    expect(await openHand(site.db, { playerId: table.playerId, game: table.game, now: back })).toBeNull();
    const [round] = await site.db.select().from(gameRounds).where(eq(gameRounds.roundId, table.roundId));
    expect(round).toMatchObject({ stakeOre: table.stakeOre, winOre: 0 });
  });

  it('settles hands left open past the timeout in the sweep, once, and leaves hands still played alone', async () => {
    const left = await seat('spare5', 'blackjack-classic');
    const dealtAt = new Date();
    viewOf(await left.deal(dealtAt));
    const later = new Date(dealtAt.getTime() + HAND_TIMEOUT_MS + 1_000);
    const played = await seat('spare5', 'blackjack-nyhavn');
    viewOf(await played.deal(new Date(later.getTime() - 60_000)));

    expect(await settleLeftHands(site.db, later)).toBeGreaterThanOrEqual(1);
    expect((await handRow(left.playerId, left.roundId)).status).toBe('settled');
    expect((await handRow(played.playerId, played.roundId)).status).toBe('open');
    expect(await settleLeftHands(site.db, later)).toBe(0);
    const [{ n }] = (await site.db
      .select({ n: sql<number>`count(*)::int` })
      .from(gameRounds)
      .where(eq(gameRounds.roundId, left.roundId))) as [{ n: number }];
    expect(n).toBe(1);
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
  });

  it('draws the cards not held from the same deck: holding nothing gives 3 3 3 4 4, a full house paying 9', async () => {
    const table = await seat('profileOverview', 'jacks-or-better-vip');
    viewOf(await table.deal());
    const drawn = viewOf(await table.step({ move: 'draw', held: [false, false, false, false, false] }));
    expect(drawn).toMatchObject({ win: oreToKroner(9 * table.stakeOre), table: { category: 'fullHouse' } });
  });

  it('plays over HTTP: a deal, a second deal refused while the hand is open, a blackjack move refused, the draw', async () => {
    const client = await signedIn(site, 'profileKeyboard');
    const slug = 'deuces-wild';
    const session = await json<{ gameSessionId: string; game: { kind: string; betMin: number } }>(
      await client.post(`/api/proxy/games/${slug}/sessions`, {}),
    );
    expect(session.game.kind).toBe('videoPoker');
    const body = { gameSessionId: session.gameSessionId, stake: session.game.betMin };
    const roundId = randomUUID();
    const deal = await client.post(`/api/proxy/games/${slug}/hands`, { roundId, ...body });
    expect(deal.status).toBe(200);
    expect(await json<HandView>(deal)).toMatchObject({ status: 'open', table: { kind: 'videoPoker', phase: 'dealt' } });
    const second = await client.post(`/api/proxy/games/${slug}/hands`, { roundId: randomUUID(), ...body });
    expect(second.status).toBe(409);
    expect(await json(second)).toEqual({ error: errors.handInProgress, code: gameErrorCodes.outOfTurn });
    const steps = `/api/proxy/games/${slug}/hands/${roundId}/steps`;
    const hit = await client.post(steps, {
      stepId: randomUUID(),
      gameSessionId: session.gameSessionId,
      move: 'hit',
      hand: 0,
    });
    expect([hit.status, (await json<{ error: string }>(hit)).error]).toEqual([422, errors.notYourMove]);
    const badHold = await client.post(steps, {
      stepId: randomUUID(),
      gameSessionId: session.gameSessionId,
      move: 'draw',
      held: [true],
    });
    expect([badHold.status, (await json<{ error: string }>(badHold)).error]).toEqual([400, errors.heldInvalid]);
    const open = await json<{ hand: HandView }>(await client.get(`/api/proxy/games/${slug}/hands/open`));
    expect(open.hand.roundId).toBe(roundId);
    const draw = await client.post(steps, {
      stepId: randomUUID(),
      gameSessionId: session.gameSessionId,
      move: 'draw',
      held: [true, false, true, false, true],
    });
    expect(draw.status).toBe(200);
    expect(await json<HandView>(draw)).toMatchObject({ status: 'settled', table: { phase: 'drawn' } });
    // A one-step round of a hand game is refused: it is played hand by hand.
    const round = await client.post(`/api/proxy/games/${slug}/rounds`, { roundId: randomUUID(), ...body });
    expect([round.status, (await json<{ error: string }>(round)).error]).toEqual([400, errors.playedAsHands]);
  });
});
