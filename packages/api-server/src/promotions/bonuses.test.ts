// Spec section 2 (/profile/bonus-progress) and DOMAIN.md "Bonuses": each bonus being wagered with its requirement of
// multiplier x (deposit + bonus), wagered and left, at least 60 days to finish; rounds played count towards it.
import type { GameSession } from '@casino/api-client/play';
import { activeBonusesSchema } from '@casino/api-client/profile';
import { and, asc, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { games, gameTerms, terms } from '../content/schema.ts';
import { json, signedIn, startTestSite, type Client, type TestSite } from '../../test/harness.ts';
import { frameOf } from '../../test/games-support.ts';
import { oreToKroner } from '@casino/locale';

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(() => site.close());

const day = 86_400_000;
const bonusesOf = async (client: Client) =>
  activeBonusesSchema.parse(await json(await client.get('/api/proxy/profiles/bonuses')));

describe('GET bonuses', () => {
  it('shows the seeded BONUS50: 10 x (500 + 250) kr. to wager, 1.200 kr. done, 57 days left', async () => {
    const mette = await signedIn(site, 'player');
    const [bonus, ...others] = await bonusesOf(mette);
    expect(others).toEqual([]);
    expect(bonus).toMatchObject({
      code: 'BONUS50',
      bonusAmount: 250,
      depositAmount: 500,
      multiplier: 10,
      wageringRequired: 7500,
      wagered: 1200,
      remaining: 6300,
    });
    expect(Date.parse(bonus!.expiresAt) - Date.parse(bonus!.startedAt)).toBeGreaterThanOrEqual(60 * day);
  });

  it('counts a round played in a game towards the wagering, stake for stake', async () => {
    const mette = await signedIn(site, 'player');
    const before = (await bonusesOf(mette))[0]!;
    const [game] = await site.db
      .select({ slug: games.slug, betMinOre: games.betMinOre })
      .from(games)
      .innerJoin(gameTerms, eq(gameTerms.gameId, games.id))
      .innerJoin(terms, eq(terms.id, gameTerms.termId))
      .where(and(eq(terms.slug, 'slots'), eq(games.isActive, true), eq(games.isPublished, true)))
      .orderBy(asc(games.id))
      .limit(1);
    const session = await json<GameSession>(await mette.post(`/api/proxy/games/${game!.slug}/sessions`, {}));
    const stake = oreToKroner(game!.betMinOre);
    // Played in the game aggregator's frame: the stake reaches the site as a wallet bet.
    const round = await frameOf(session.launchUrl).ask('/rounds', {
      roundId: randomUUID(),
      gameSessionId: session.gameSessionId,
      stake,
    });
    expect(round.status).toBe(200);
    const after = (await bonusesOf(mette))[0]!;
    expect(after.wagered).toBeCloseTo(before.wagered + stake, 2);
    expect(after.remaining).toBeCloseTo(before.remaining - stake, 2);
  });

  it('is empty for a player without a bonus', async () => {
    expect(await bonusesOf(await signedIn(site, 'newPlayer'))).toEqual([]);
  });
});
