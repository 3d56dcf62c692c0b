// Bonus spins played at the game aggregator as Hub88 rewards (going live, "jackpots and bonus spins keep working";
// DOMAIN.md "Bonuses"; the seeded WEEKENDSPINS terms: "20 bonusspins à 1 kr."): opening a slot with spins left
// makes them a reward at the aggregator (its Freebets API), whose frame offers them; a bonus spin played there is
// a free bet of 0 and a win naming the reward at the site's wallet: at the grant's stake, nothing from the
// balance, one spin off the grant, the win bonus money held for wagering as the promo's terms say. A spin the
// grant no longer has is refused in Danish. Real site, real database, the aggregator over HTTP.
import type { GameSession, RoundResult } from '@casino/api-client/play';
import { gameErrorCodes } from '@casino/api-client/play';
import { kronerToOre, oreToKroner } from '@casino/locale';
import { freeSpinTexts } from '@casino/locale/games';
import { and, asc, eq, like } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import {
  freeSpinGrants,
  gameRounds,
  gameSessions,
  games,
  ledgerEntries,
  ledgerTransactions,
  promoCodeUsages,
  promoCodes,
  walletTransactions,
} from '../../db/schema.ts';
import { balanceOf } from '../../ledger/ledger.ts';
import { activeBonusOre } from '../../payments/payouts.ts';
import { json, signedIn, startTestSite, type TestSite } from '../../../test/harness.ts';
import { aggregatorAt, frameOf, gameTaking, openGameAt, startAggregatorAt } from '../../../test/games-support.ts';
import { decide, playerIdOf } from '../../../test/payments-support.ts';
import { grantSpins, promoIdOf, sevens } from '../../../test/free-spins-support.ts';
import type { SeedUserKey } from '../../seed/index.ts';
import { findPlayableGame, type PlayableGameRow } from '../playable-game.ts';
import { sandboxAggregator } from '../wallet/sandbox-aggregator.ts';
import { walletStatuses, WALLET_PATH } from '../wallet/protocol.ts';
import { roundIdOf, walletUserOf } from '../wallet/wallet-session.ts';

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(() => site.close());

const errors = freeSpinTexts.errors;
const day = 86_400_000;

const slot = async () => (await findPlayableGame(site.db, await gameTaking(site.db, 'slots', 100), 'development'))!;

const grant = (playerId: number, game: PlayableGameRow, values: Partial<typeof freeSpinGrants.$inferInsert> = {}) =>
  grantSpins(site.db, playerId, game, values);

const grantRow = async (grantId: number) =>
  (await site.db.select().from(freeSpinGrants).where(eq(freeSpinGrants.id, grantId)))[0]!;

/** The ledger of an aggregator's round: what each of its wallet calls moved. */
const ledgerOfRound = (playerId: number, roundId: string) =>
  site.db
    .select({ type: ledgerEntries.type, amountOre: ledgerEntries.amountOre })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(like(ledgerTransactions.reference, `wallet:${playerId}:${roundIdOf(roundId)}:%`));

async function openAt(who: SeedUserKey, game: PlayableGameRow) {
  const client = await signedIn(site, who);
  const session = await json<GameSession>(await client.post(`/api/proxy/games/${game.slug}/sessions`, {}));
  return { client, session, frame: frameOf(session.launchUrl) };
}

describe('bonus spins as a reward at the aggregator', () => {
  it('are offered in the aggregator’s frame once the slot opens, and a bonus spin there takes the grant’s stake, no money, and one spin', async () => {
    const playerId = await playerIdOf(site.db, 'spare1');
    const game = await slot();
    const granted = await grant(playerId, game);
    const { session, frame } = await openAt('spare1', game);
    expect(session.freeSpins).toMatchObject({ grantId: String(granted.id), spinsLeft: 20, spinValue: 1 });
    expect((await grantRow(granted.id)).rewardUuid).toEqual(expect.any(String));
    const page = await (await fetch(session.launchUrl)).text();
    expect(page).toContain(freeSpinTexts.use);
    expect(page).toContain(`&quot;grantId&quot;:&quot;${granted.id}&quot;`);

    const before = await balanceOf(site.db, playerId);
    const roundId = randomUUID();
    const body = {
      roundId,
      gameSessionId: session.gameSessionId,
      stake: 50,
      freeSpin: { grantId: String(granted.id) },
    };
    const round = await frame.ask<RoundResult>('/rounds', body);
    expect(round.status).toBe(200);
    expect(round.body).toMatchObject({
      stake: 1,
      replayed: false,
      freeSpin: { grantId: String(granted.id), spinsLeft: 19 },
    });
    const winOre = kronerToOre(round.body.win);
    expect(await balanceOf(site.db, playerId)).toBe(before + winOre);
    expect(round.body.balance).toBe(oreToKroner(before + winOre));
    expect((await grantRow(granted.id)).spinsLeft).toBe(19);
    // The same round asked again answers it, counting down once.
    expect((await frame.ask<RoundResult>('/rounds', body)).body).toEqual({ ...round.body, replayed: true });
    expect((await grantRow(granted.id)).spinsLeft).toBe(19);
    // At the wallet: a free bet of 0 and a win naming the reward; no stake on the ledger, the win as bonus money.
    const calls = await site.db
      .select({ kind: walletTransactions.kind, amountOre: walletTransactions.amountOre })
      .from(walletTransactions)
      .where(eq(walletTransactions.roundId, roundIdOf(roundId)))
      .orderBy(asc(walletTransactions.id));
    expect(calls).toEqual([
      { kind: 'bet', amountOre: 0 },
      { kind: 'win', amountOre: winOre },
    ]);
    expect(await ledgerOfRound(playerId, roundId)).toEqual(winOre > 0 ? [{ type: 'bonus', amountOre: winOre }] : []);
    const [row] = await site.db
      .select()
      .from(gameRounds)
      .where(eq(gameRounds.roundId, roundIdOf(roundId)));
    expect(row).toMatchObject({ stakeOre: 100, winOre, freeSpinGrantId: granted.id });
  });

  it('without a grant id plays the reward that runs out first, then the next, and refuses in Danish a spin the grant no longer has', async () => {
    const playerId = await playerIdOf(site.db, 'spare2');
    const game = await slot();
    const later = await grant(playerId, game, { spinsLeft: 3, expiresAt: new Date(Date.now() + 6 * day) });
    const sooner = await grant(playerId, game, { spinsLeft: 1, expiresAt: new Date(Date.now() + 2 * day) });
    const { session, frame } = await openAt('spare2', game);
    expect(session.freeSpins).toMatchObject({ grantId: String(sooner.id), spinsLeft: 1 });
    const play = (freeSpin: object) =>
      frame.ask<RoundResult & { error: string; code: string }>('/rounds', {
        roundId: randomUUID(),
        gameSessionId: session.gameSessionId,
        stake: 1,
        freeSpin,
      });
    expect((await play({})).body.freeSpin).toEqual({ grantId: String(sooner.id), spinsLeft: 0 });
    const usedUp = await play({ grantId: String(sooner.id) });
    expect([usedUp.status, usedUp.body.error, usedUp.body.code]).toEqual([
      409,
      errors.usedUp,
      gameErrorCodes.noFreeSpins,
    ]);
    const unknown = await play({ grantId: '999999' });
    expect([unknown.status, unknown.body.error]).toEqual([409, errors.none]);
    // Both grants became rewards when the slot opened: the next one plays in the same visit.
    expect((await play({})).body.freeSpin).toEqual({ grantId: String(later.id), spinsLeft: 2 });
    expect((await grantRow(sooner.id)).spinsLeft).toBe(0);
    expect((await grantRow(later.id)).spinsLeft).toBe(2);
  });

  it('is refused by the wallet when a free bet names a reward that is not the player’s live grant on the game', async () => {
    const playerId = await playerIdOf(site.db, 'spare3');
    const game = await slot();
    const expired = await grant(playerId, game, { expiresAt: new Date(Date.now() + 60_000) });
    await openAt('spare3', game);
    const rewardUuid = (await grantRow(expired.id)).rewardUuid!;
    await site.db
      .update(freeSpinGrants)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(freeSpinGrants.id, expired.id));
    const [row] = await site.db
      .select({ token: gameSessions.walletToken })
      .from(gameSessions)
      .where(and(eq(gameSessions.playerId, playerId), eq(gameSessions.gameId, game.id)));
    const aggregator = sandboxAggregator(`${site.url}${WALLET_PATH}`);
    const session = { token: row!.token, user: walletUserOf(playerId), gameCode: game.slug };
    const before = await balanceOf(site.db, playerId);
    for (const reward of [rewardUuid, randomUUID()]) {
      const bet = await aggregator.bet(session, { stakeOre: 0, round: randomUUID(), rewardUuid: reward });
      expect(bet.answer.status).toBe(walletStatuses.unknown);
    }
    // A free bet stakes nothing: one with an amount is not the protocol's.
    const priced = await aggregator.bet(session, { stakeOre: 100, round: randomUUID(), rewardUuid });
    expect(priced.answer.status).toBe(walletStatuses.wrongTypes);
    expect(await balanceOf(site.db, playerId)).toBe(before);
    expect((await grantRow(expired.id)).spinsLeft).toBe(20);
  });
});

describe('a bonus spin’s win at the aggregator', () => {
  it('is bonus money held until the wagering the promo’s terms state is done, and counts nothing towards it itself', async () => {
    const playerId = await playerIdOf(site.db, 'profileSettings');
    const game = await slot();
    const [promo] = await site.db
      .insert(promoCodes)
      .values({
        id: 91,
        code: 'SPINS10XAGG',
        gameId: game.id,
        minPaymentOre: 20_000,
        freeSpins: 10,
        wageringMultiplier: 10,
        wageringDays: 90,
        freeSpinValueOre: 200,
      })
      .returning({ id: promoCodes.id });
    const granted = await grant(playerId, game, {
      promoCodeId: promo!.id,
      spinValueOre: 200,
      spinsTotal: 10,
      spinsLeft: 10,
    });
    const aggregator = await startAggregatorAt({ random: sevens(game) });
    try {
      const { session, frame } = await openGameAt(site, aggregator.url, 'profileSettings', game.slug);
      const playedFrom = Date.now();
      const round = await frame.ask<RoundResult>('/rounds', {
        roundId: randomUUID(),
        gameSessionId: session.gameSessionId,
        stake: 1,
        freeSpin: { grantId: String(granted.id) },
      });
      const playedBy = Date.now();
      expect(round.body.stake).toBe(2);
      const winOre = kronerToOre(round.body.win);
      expect(winOre).toBeGreaterThan(0);
      expect(await ledgerOfRound(playerId, round.body.roundId)).toEqual([{ type: 'bonus', amountOre: winOre }]);
      const [usage] = await site.db
        .select()
        .from(promoCodeUsages)
        .where(and(eq(promoCodeUsages.playerId, playerId), eq(promoCodeUsages.promoCodeId, promo!.id)));
      expect(usage).toMatchObject({
        status: 'active',
        bonusAmountOre: winOre,
        wageringRequiredOre: 10 * winOre,
        wageredOre: 0,
      });
      expect(usage!.expiresAt.getTime()).toBeGreaterThanOrEqual(playedFrom + 90 * day);
      expect(usage!.expiresAt.getTime()).toBeLessThanOrEqual(playedBy + 90 * day);
      expect(await activeBonusOre(site.db, playerId, new Date())).toBe(winOre);
    } finally {
      await aggregator.close();
    }
  });
});

describe('a bonus spin that cannot be played (DOMAIN.md "Bonuses")', () => {
  it('two bonus spins at once on the last spin of a grant: one is played, the other refused', async () => {
    const playerId = await playerIdOf(site.db, 'spare4');
    const game = await slot();
    const granted = await grant(playerId, game, { spinsLeft: 1 });
    const { session, frame } = await openAt('spare4', game);
    const spin = () =>
      frame.ask('/rounds', {
        roundId: randomUUID(),
        gameSessionId: session.gameSessionId,
        stake: 1,
        freeSpin: { grantId: String(granted.id) },
      });
    const answers = await Promise.all([spin(), spin()]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect((await grantRow(granted.id)).spinsLeft).toBe(0);
    expect(await site.db.select().from(gameRounds).where(eq(gameRounds.playerId, playerId))).toHaveLength(1);
  });

  it('is refused in Danish when the grant has expired, is another player’s or is for another game, and changes nothing', async () => {
    const playerId = await playerIdOf(site.db, 'spare5');
    const game = await slot();
    const other = (await findPlayableGame(site.db, await gameTaking(site.db, 'slots', 100, true), 'development'))!;
    const expired = await grant(playerId, game, { expiresAt: new Date(Date.now() - 60_000) });
    const elsewhere = await grant(playerId, other);
    const someoneElses = await grant(await playerIdOf(site.db, 'spare1'), game);
    const { session, frame } = await openAt('spare5', game);
    expect(session.freeSpins).toBeNull();
    const before = await balanceOf(site.db, playerId);
    for (const grantId of [expired.id, elsewhere.id, someoneElses.id]) {
      const refused = await frame.ask('/rounds', {
        roundId: randomUUID(),
        gameSessionId: session.gameSessionId,
        stake: 1,
        freeSpin: { grantId: String(grantId) },
      });
      expect(refused).toEqual({ status: 409, body: { error: errors.none, code: gameErrorCodes.noFreeSpins } });
    }
    const unreadable = await frame.ask('/rounds', {
      roundId: randomUUID(),
      gameSessionId: session.gameSessionId,
      stake: 1,
      freeSpin: { grantId: '-1' },
    });
    expect([unreadable.status, JSON.stringify(unreadable.body).includes(errors.grantInvalid)]).toEqual([400, true]);
    expect(await site.db.select().from(gameRounds).where(eq(gameRounds.playerId, playerId))).toEqual([]);
    expect(await balanceOf(site.db, playerId)).toBe(before);
    for (const { id } of [expired, elsewhere, someoneElses]) expect((await grantRow(id)).spinsLeft).toBe(20);
  });
});

describe('a bonus spin’s win under the seeded promos', () => {
  /** One winning bonus spin on the grant, in the frame of an aggregator whose reels stop on five sevens. */
  async function winningFreeSpin(who: SeedUserKey, game: PlayableGameRow, grantId: number) {
    const aggregator = await startAggregatorAt({ random: sevens(game) });
    try {
      const { session, frame } = await openGameAt(site, aggregator.url, who, game.slug);
      const round = await frame.ask<RoundResult>('/rounds', {
        roundId: randomUUID(),
        gameSessionId: session.gameSessionId,
        stake: 1,
        freeSpin: { grantId: String(grantId) },
      });
      expect(round.status).toBe(200);
      return round.body;
    } finally {
      await aggregator.close();
    }
  }

  it('leaves a bonus being wagered where it was: a bonus spin stakes no money', async () => {
    // The everyday player wagers BONUS50 and holds 12 WEEKENDSPINS spins (docs/api-server/test-logins.md).
    const playerId = await playerIdOf(site.db, 'player');
    const [seeded] = await site.db.select().from(freeSpinGrants).where(eq(freeSpinGrants.playerId, playerId));
    const [gameRow] = await site.db.select({ slug: games.slug }).from(games).where(eq(games.id, seeded!.gameId));
    const game = (await findPlayableGame(site.db, gameRow!.slug, 'development'))!;
    const wagered = async () =>
      (
        await site.db
          .select({ wageredOre: promoCodeUsages.wageredOre })
          .from(promoCodeUsages)
          .where(
            and(
              eq(promoCodeUsages.playerId, playerId),
              eq(promoCodeUsages.promoCodeId, await promoIdOf(site.db, 'BONUS50')),
            ),
          )
      )[0]!.wageredOre;
    const before = await wagered();
    await winningFreeSpin('player', game, seeded!.id);
    expect(await wagered()).toBe(before);
    expect((await grantRow(seeded!.id)).spinsLeft).toBe(11);
  });

  it('under WEEKENDSPINS, whose terms pay bonus-spin wins without wagering, is bonus money the player may withdraw', async () => {
    const playerId = await playerIdOf(site.db, 'profileLimits');
    const game = await slot();
    const granted = await grant(playerId, game);
    const before = await balanceOf(site.db, playerId);
    const round = await winningFreeSpin('profileLimits', game, granted.id);
    const winOre = kronerToOre(round.win);
    expect(winOre).toBeGreaterThan(0);
    expect(await ledgerOfRound(playerId, round.roundId)).toEqual([{ type: 'bonus', amountOre: winOre }]);
    expect(await balanceOf(site.db, playerId)).toBe(before + winOre);
    expect(await activeBonusOre(site.db, playerId, new Date())).toBe(0);
    expect(await site.db.select().from(promoCodeUsages).where(eq(promoCodeUsages.playerId, playerId))).toEqual([]);
  });
});

describe('bonus spins granted by a confirmed deposit', () => {
  /** The player enters the code and deposits for it on the sandbox bank's page; the grant it made. */
  async function depositFor(who: SeedUserKey, code: string) {
    const client = await signedIn(site, who);
    expect((await client.post('/api/proxy/profiles/promocodes/redeem', { code })).status).toBe(200);
    const charge = await client.post('/api/proxy/payments', { amount: 200, idempotencyKey: randomUUID() });
    await decide(client, (await json<{ hostedPaymentPageUrl: string }>(charge)).hostedPaymentPageUrl, 'approve');
    const [promo] = await site.db.select().from(promoCodes).where(eq(promoCodes.code, code));
    const playerId = await playerIdOf(site.db, who);
    const [granted] = await site.db
      .select()
      .from(freeSpinGrants)
      .where(and(eq(freeSpinGrants.playerId, playerId), eq(freeSpinGrants.promoCodeId, promo!.id)));
    return { promo: promo!, playerId, granted: granted! };
  }

  /** A bonus spin on the grant played at the moment `now`, the aggregator's and the wallet's clock alike. */
  async function freeSpinAt(playerId: number, granted: typeof freeSpinGrants.$inferSelect, now: Date) {
    const [row] = await site.db.select({ slug: games.slug }).from(games).where(eq(games.id, granted.gameId));
    const game = (await findPlayableGame(site.db, row!.slug, 'development'))!;
    const aggregator = aggregatorAt(site.db, now, () => 0);
    const launch = await aggregator.launchOf(playerId, game);
    await aggregator.reward(await grantRow(granted.id), game);
    return aggregator.playRound(launch, { roundId: randomUUID(), stake: 1, freeSpin: { grantId: String(granted.id) } });
  }

  it.each<[string, SeedUserKey, Partial<typeof promoCodes.$inferInsert>]>([
    ['WEEKENDSPINS as seeded (1 kr., 7 days)', 'freeSpins', {}],
    ['WEEKENDSPINS given 2,50 kr. and 3 days', 'spare6', { freeSpinValueOre: 250, freeSpinDays: 3 }],
  ])(
    'from %s expire after exactly the code’s days, play at the code’s value, and are refused in Danish from then on',
    async (_name, who, numbers) => {
      if (Object.keys(numbers).length > 0)
        await site.db.update(promoCodes).set(numbers).where(eq(promoCodes.code, 'WEEKENDSPINS'));
      const { promo, playerId, granted } = await depositFor(who, 'WEEKENDSPINS');
      expect(granted).toMatchObject({ spinsTotal: promo.freeSpins, spinValueOre: promo.freeSpinValueOre });
      expect(granted.expiresAt.getTime() - granted.grantedAt.getTime()).toBe(promo.freeSpinDays * day);

      const played = await freeSpinAt(playerId, granted, new Date(granted.expiresAt.getTime() - 1));
      expect(played.stake).toBe(oreToKroner(promo.freeSpinValueOre));
      expect((await grantRow(granted.id)).spinsLeft).toBe(promo.freeSpins - 1);

      await expect(freeSpinAt(playerId, granted, granted.expiresAt)).rejects.toThrow(errors.expired);
      expect((await grantRow(granted.id)).spinsLeft).toBe(promo.freeSpins - 1);
    },
  );
});
