// Bonus spins played on their game (DOMAIN.md "Bonuses"; the seeded WEEKENDSPINS terms: "20 bonusspins à 1 kr.",
// "Gevinster fra bonusspins udbetales uden gennemspilskrav"): a round asked for as a bonus spin is played at
// the grant's stake whatever the request says, takes no money from the balance, lowers the grant's spins in the
// round's one transaction and once per round id; an expired or used-up grant is refused in Danish and changes
// nothing; a win is bonus money, held for wagering exactly as the promo's terms say. A grant from a confirmed deposit
// takes its value and its days from its code, the numbers the code's terms state. Real server, real database.
import { gameErrorCodes, type GameSession, type RoundResult } from '@casino/api-client/play';
import type { ActiveBonus } from '@casino/api-client/profile';
import { kronerToOre, oreToKroner } from '@casino/locale';
import { freeSpinTexts } from '@casino/locale/games';
import { and, asc, eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import {
  freeSpinGrants,
  gameRounds,
  gameTerms,
  games,
  ledgerEntries,
  ledgerTransactions,
  promoCodeUsages,
  promoCodes,
  terms,
} from '../../db/schema.ts';
import { balanceOf } from '../../ledger/ledger.ts';
import { activeBonusOre } from '../../payments/payouts.ts';
import { json, signedIn, startTestSite, type Client, type TestSite } from '../../../test/harness.ts';
import type { SeedUserKey } from '../../seed/index.ts';
import { findPlayableGame, type PlayableGameRow } from '../playable-game.ts';
import { playRound, roundReference } from '../play-round.ts';
import { startGameSession } from '../sessions.ts';
import { decide, playerIdOf } from '../../../test/payments-support.ts';
import { grantSpins, promoIdOf, sevens } from '../../../test/free-spins-support.ts';

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(() => site.close());

const errors = freeSpinTexts.errors;
const day = 86_400_000;

/** Two listed slot games (active and published), the first one the grants are for. */
async function slotGames(): Promise<[PlayableGameRow, PlayableGameRow]> {
  const rows = await site.db
    .select({ slug: games.slug })
    .from(games)
    .innerJoin(gameTerms, eq(gameTerms.gameId, games.id))
    .innerJoin(terms, eq(terms.id, gameTerms.termId))
    .where(and(eq(terms.slug, 'slots'), eq(games.isActive, true), eq(games.isPublished, true)))
    .orderBy(asc(games.id))
    .limit(2);
  const [first, second] = await Promise.all(rows.map((r) => findPlayableGame(site.db, r.slug, 'development')));
  if (first?.maths.kind !== 'slots' || second?.maths.kind !== 'slots') throw new Error('two slots expected');
  return [first, second];
}

/** A promo whose terms hold bonus-spin wins for 10 x wagering within 90 days (the seeded ones carry none). */
async function wageredSpinsPromo(game: PlayableGameRow): Promise<number> {
  const [row] = await site.db
    .insert(promoCodes)
    .values({
      id: 90,
      code: 'SPINS10X',
      gameId: game.id,
      minPaymentOre: 20_000,
      freeSpins: 10,
      wageringMultiplier: 10,
      wageringDays: 90,
      freeSpinValueOre: 200,
    })
    .returning({ id: promoCodes.id });
  return row!.id;
}

const grant = (playerId: number, game: PlayableGameRow, values: Partial<typeof freeSpinGrants.$inferInsert> = {}) =>
  grantSpins(site.db, playerId, game, values);

const spinsLeftOf = async (grantId: number) =>
  (await site.db.select().from(freeSpinGrants).where(eq(freeSpinGrants.id, grantId)))[0]!.spinsLeft;

const roundsOf = async (playerId: number) => site.db.select().from(gameRounds).where(eq(gameRounds.playerId, playerId));

const ledgerOfRound = (playerId: number, roundId: string) =>
  site.db
    .select({ type: ledgerEntries.type, amountOre: ledgerEntries.amountOre })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(eq(ledgerTransactions.reference, roundReference(playerId, roundId)));

const spin = (client: Client, slug: string, body: Record<string, unknown>) =>
  client.post(`/api/proxy/games/${slug}/rounds`, { roundId: randomUUID(), stake: 1, ...body });

/** A winning bonus spin played straight through the service (the random source is the maths' only input). */
async function winningFreeSpin(playerId: number, game: PlayableGameRow, grantId: number) {
  const session = await startGameSession(site.db, playerId, game.id, new Date());
  const answer = await playRound(site.db, {
    playerId,
    game,
    random: sevens(game),
    request: { roundId: randomUUID(), gameSessionId: session.id, stake: 1, freeSpin: { grantId: String(grantId) } },
  });
  if (!answer.ok) throw new Error(answer.error);
  return answer.result;
}

async function expectRefused(response: Response, error: string) {
  expect(response.status).toBe(409);
  expect(await json(response)).toEqual({ error, code: gameErrorCodes.noFreeSpins });
}

describe('a bonus spin', () => {
  it('is played at the grant’s stake whatever the request says, takes nothing from the balance and counts the grant down by one', async () => {
    const client = await signedIn(site, 'spare1');
    const playerId = await playerIdOf(site.db, 'spare1');
    const [game] = await slotGames();
    const granted = await grant(playerId, game);
    const session = await json<GameSession>(await client.post(`/api/proxy/games/${game.slug}/sessions`, {}));
    expect(session.freeSpins).toEqual({
      grantId: String(granted.id),
      spinsLeft: 20,
      spinValue: 1,
      expiresAt: granted.expiresAt.toISOString(),
    });

    const roundId = randomUUID();
    const response = await spin(client, game.slug, {
      roundId,
      gameSessionId: session.gameSessionId,
      stake: 50,
      freeSpin: { grantId: String(granted.id) },
    });
    expect(response.status).toBe(200);
    const round = await json<RoundResult>(response);
    expect(round).toMatchObject({
      stake: 1,
      replayed: false,
      freeSpin: { grantId: String(granted.id), spinsLeft: 19 },
    });
    expect(round.balance).toBe(500 + round.win);
    expect(await balanceOf(site.db, playerId)).toBe(kronerToOre(500 + round.win));
    expect(await spinsLeftOf(granted.id)).toBe(19);
    // No 'bet' entry: only a win, as bonus money, under the round's reference.
    expect(await ledgerOfRound(playerId, roundId)).toEqual(
      round.win > 0 ? [{ type: 'bonus', amountOre: kronerToOre(round.win) }] : [],
    );
    const [row] = await site.db.select().from(gameRounds).where(eq(gameRounds.roundId, roundId));
    expect(row).toMatchObject({ stakeOre: 100, freeSpinGrantId: granted.id });
  });

  it('with the same round id answers the stored round and counts down once, and is no cash round', async () => {
    const client = await signedIn(site, 'spare2');
    const playerId = await playerIdOf(site.db, 'spare2');
    const [game] = await slotGames();
    const granted = await grant(playerId, game, { spinsLeft: 5 });
    const session = await json<GameSession>(await client.post(`/api/proxy/games/${game.slug}/sessions`, {}));
    const body = { roundId: randomUUID(), gameSessionId: session.gameSessionId, freeSpin: {} };

    const first = await json<RoundResult>(await spin(client, game.slug, body));
    const again = await spin(client, game.slug, body);
    expect(again.status).toBe(200);
    expect(await json<RoundResult>(again)).toEqual({ ...first, replayed: true });
    expect(first.freeSpin).toEqual({ grantId: String(granted.id), spinsLeft: 4 });
    expect(await spinsLeftOf(granted.id)).toBe(4);

    // The same id asked for as a cash round is another round: refused, nothing taken.
    const asCash = await client.post(`/api/proxy/games/${game.slug}/rounds`, {
      roundId: body.roundId,
      gameSessionId: session.gameSessionId,
      stake: 1,
    });
    expect(asCash.status).toBe(409);
    expect(await roundsOf(playerId)).toHaveLength(1);
    expect(await balanceOf(site.db, playerId)).toBe(kronerToOre(first.balance));
  });

  it('without a grant id plays the live grant on this game that runs out first, and the last spin leaves none', async () => {
    const client = await signedIn(site, 'spare3');
    const playerId = await playerIdOf(site.db, 'spare3');
    const [game, other] = await slotGames();
    await grant(playerId, other, { spinsLeft: 3 });
    const later = await grant(playerId, game, { spinsLeft: 3, expiresAt: new Date(Date.now() + 6 * day) });
    const sooner = await grant(playerId, game, { spinsLeft: 1, expiresAt: new Date(Date.now() + 2 * day) });
    const session = await json<GameSession>(await client.post(`/api/proxy/games/${game.slug}/sessions`, {}));
    expect(session.freeSpins).toMatchObject({ grantId: String(sooner.id), spinsLeft: 1 });

    const first = await json<RoundResult>(
      await spin(client, game.slug, { gameSessionId: session.gameSessionId, freeSpin: {} }),
    );
    expect(first.freeSpin).toEqual({ grantId: String(sooner.id), spinsLeft: 0 });
    const second = await json<RoundResult>(
      await spin(client, game.slug, { gameSessionId: session.gameSessionId, freeSpin: {} }),
    );
    expect(second.freeSpin).toEqual({ grantId: String(later.id), spinsLeft: 2 });
  });

  it('two bonus spins at once on the last spin of a grant: one is played, the other refused', async () => {
    const client = await signedIn(site, 'spare4');
    const playerId = await playerIdOf(site.db, 'spare4');
    const [game] = await slotGames();
    const granted = await grant(playerId, game, { spinsLeft: 1 });
    const session = await json<GameSession>(await client.post(`/api/proxy/games/${game.slug}/sessions`, {}));
    const freeSpin = { grantId: String(granted.id) };
    const answers = await Promise.all([
      spin(client, game.slug, { gameSessionId: session.gameSessionId, freeSpin }),
      spin(client, game.slug, { gameSessionId: session.gameSessionId, freeSpin }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await spinsLeftOf(granted.id)).toBe(0);
    expect(await roundsOf(playerId)).toHaveLength(1);
  });
});

describe('a bonus spin that cannot be played', () => {
  it('is refused in Danish when the grant has expired, is used up, is another player’s or is for another game, and changes nothing', async () => {
    const client = await signedIn(site, 'spare5');
    const playerId = await playerIdOf(site.db, 'spare5');
    const [game, other] = await slotGames();
    const expired = await grant(playerId, game, { expiresAt: new Date(Date.now() - 60_000) });
    const usedUp = await grant(playerId, game, { spinsLeft: 0 });
    const elsewhere = await grant(playerId, other);
    const someoneElses = await grant(await playerIdOf(site.db, 'spare1'), game);
    const session = await json<GameSession>(await client.post(`/api/proxy/games/${game.slug}/sessions`, {}));
    expect(session.freeSpins).toBeNull();
    const play = (freeSpin: object) =>
      spin(client, game.slug, { gameSessionId: session.gameSessionId, stake: 1, freeSpin });

    await expectRefused(await play({ grantId: String(expired.id) }), errors.expired);
    await expectRefused(await play({ grantId: String(usedUp.id) }), errors.usedUp);
    await expectRefused(await play({ grantId: String(elsewhere.id) }), errors.none);
    await expectRefused(await play({ grantId: String(someoneElses.id) }), errors.none);
    await expectRefused(await play({}), errors.none);

    expect(await roundsOf(playerId)).toEqual([]);
    expect(await balanceOf(site.db, playerId)).toBe(50_000);
    expect(await spinsLeftOf(expired.id)).toBe(20);
    expect(await spinsLeftOf(someoneElses.id)).toBe(20);
  });

  it('names a grant id the API can read, or the Danish reason it cannot', async () => {
    const client = await signedIn(site, 'spare5');
    const [game] = await slotGames();
    const session = await json<GameSession>(await client.post(`/api/proxy/games/${game.slug}/sessions`, {}));
    const response = await spin(client, game.slug, {
      gameSessionId: session.gameSessionId,
      freeSpin: { grantId: '-1' },
    });
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain(errors.grantInvalid);
  });
});

describe('a bonus spin’s win', () => {
  it('is bonus money held until the wagering the promo’s terms state is done, and counts nothing towards it itself', async () => {
    const playerId = await playerIdOf(site.db, 'profileSettings');
    const [game] = await slotGames();
    const promoCodeId = await wageredSpinsPromo(game);
    const granted = await grant(playerId, game, { promoCodeId, spinValueOre: 200, spinsTotal: 10, spinsLeft: 10 });

    const playedFrom = Date.now();
    const round = await winningFreeSpin(playerId, game, granted.id);
    const playedBy = Date.now();
    expect(round.stake).toBe(2);
    const winOre = kronerToOre(round.win);
    expect(winOre).toBeGreaterThan(0);
    expect(await ledgerOfRound(playerId, round.roundId)).toEqual([{ type: 'bonus', amountOre: winOre }]);
    const [usage] = await site.db
      .select()
      .from(promoCodeUsages)
      .where(and(eq(promoCodeUsages.playerId, playerId), eq(promoCodeUsages.promoCodeId, promoCodeId)));
    expect(usage).toMatchObject({
      status: 'active',
      bonusAmountOre: winOre,
      wageringRequiredOre: 10 * winOre,
      wageredOre: 0,
    });
    // Within the promo's own 90 days from the win.
    expect(usage!.expiresAt.getTime()).toBeGreaterThanOrEqual(playedFrom + 90 * day);
    expect(usage!.expiresAt.getTime()).toBeLessThanOrEqual(playedBy + 90 * day);
    // Not withdrawable as it is: a withdrawal now would forfeit it.
    expect(await activeBonusOre(site.db, playerId, new Date())).toBe(winOre);
    // The bonus progress page counts it as a bonus with no deposit behind it: 10 x (0 kr. + the win).
    const client = await signedIn(site, 'profileSettings');
    const progress = await json<ActiveBonus[]>(await client.get('/api/proxy/profiles/bonuses'));
    expect(progress).toContainEqual(
      expect.objectContaining({
        code: 'SPINS10X',
        bonusAmount: round.win,
        depositAmount: 0,
        multiplier: 10,
        wageringRequired: oreToKroner(10 * winOre),
        remaining: oreToKroner(10 * winOre),
      }),
    );

    // A second win adds to the bonus being wagered.
    const next = await winningFreeSpin(playerId, game, granted.id);
    const [after] = await site.db.select().from(promoCodeUsages).where(eq(promoCodeUsages.id, usage!.id));
    const bothOre = winOre + kronerToOre(next.win);
    expect(after).toMatchObject({ bonusAmountOre: bothOre, wageringRequiredOre: 10 * bothOre });

    // Once wagered, the bonus is the player's; a later win is a new bonus with its own requirement.
    await site.db
      .update(promoCodeUsages)
      .set({ wageredOre: 10 * bothOre, status: 'completed' })
      .where(eq(promoCodeUsages.id, usage!.id));
    const third = await winningFreeSpin(playerId, game, granted.id);
    const [fresh] = await site.db.select().from(promoCodeUsages).where(eq(promoCodeUsages.id, usage!.id));
    const thirdOre = kronerToOre(third.win);
    expect(fresh).toMatchObject({
      status: 'active',
      bonusAmountOre: thirdOre,
      wageringRequiredOre: 10 * thirdOre,
      wageredOre: 0,
    });
    expect(await activeBonusOre(site.db, playerId, new Date())).toBe(thirdOre);
  });

  it('leaves a bonus being wagered where it was: a bonus spin stakes no money (DOMAIN.md "Bonuses")', async () => {
    // The everyday player wagers BONUS50 and holds 12 WEEKENDSPINS spins (packages/api-server README, "Test logins").
    const playerId = await playerIdOf(site.db, 'player');
    const [seeded] = await site.db.select().from(freeSpinGrants).where(eq(freeSpinGrants.playerId, playerId));
    const game = (await findPlayableGame(
      site.db,
      (await site.db.select({ slug: games.slug }).from(games).where(eq(games.id, seeded!.gameId)))[0]!.slug,
      'development',
    ))!;
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
    await winningFreeSpin(playerId, game, seeded!.id);
    expect(await wagered()).toBe(before);
    expect(await spinsLeftOf(seeded!.id)).toBe(11);
  });

  it('under WEEKENDSPINS, whose terms pay bonus-spin wins without wagering, is bonus money the player may withdraw', async () => {
    const playerId = await playerIdOf(site.db, 'profileLimits');
    const [game] = await slotGames();
    const granted = await grant(playerId, game);
    const before = await balanceOf(site.db, playerId);

    const round = await winningFreeSpin(playerId, game, granted.id);
    const winOre = kronerToOre(round.win);
    expect(await ledgerOfRound(playerId, round.roundId)).toEqual([{ type: 'bonus', amountOre: winOre }]);
    expect(await balanceOf(site.db, playerId)).toBe(before + winOre);
    expect(await activeBonusOre(site.db, playerId, new Date())).toBe(0);
    const usages = await site.db
      .select({ n: sql<number>`count(*)::int` })
      .from(promoCodeUsages)
      .where(eq(promoCodeUsages.playerId, playerId));
    expect(usages[0]!.n).toBe(0);
    expect(oreToKroner(winOre)).toBe(round.win);
  });
});

describe('bonus spins granted by a confirmed deposit', () => {
  /** The player enters the code and deposits for it through the sandbox payment page; the grant it made. */
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

  /** A bonus spin on the grant played at the moment `now` (the service takes the clock as its input). */
  async function freeSpinAt(playerId: number, grantId: number, gameId: number, now: Date) {
    const [row] = await site.db.select({ slug: games.slug }).from(games).where(eq(games.id, gameId));
    const game = (await findPlayableGame(site.db, row!.slug, 'development'))!;
    const session = await startGameSession(site.db, playerId, game.id, now);
    return playRound(site.db, {
      playerId,
      game,
      random: () => 0,
      now,
      request: { roundId: randomUUID(), gameSessionId: session.id, stake: 1, freeSpin: { grantId: String(grantId) } },
    });
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

      const lastMoment = new Date(granted.expiresAt.getTime() - 1);
      const played = await freeSpinAt(playerId, granted.id, granted.gameId, lastMoment);
      if (!played.ok) throw new Error(played.error);
      expect(played.result.stake).toBe(oreToKroner(promo.freeSpinValueOre));
      expect(await spinsLeftOf(granted.id)).toBe(promo.freeSpins - 1);

      const refused = await freeSpinAt(playerId, granted.id, granted.gameId, granted.expiresAt);
      expect(refused).toMatchObject({
        ok: false,
        status: 409,
        error: errors.expired,
        code: gameErrorCodes.noFreeSpins,
      });
      expect(await spinsLeftOf(granted.id)).toBe(promo.freeSpins - 1);
    },
  );
});
