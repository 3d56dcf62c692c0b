// The sandbox game's bonus spins: a slot the player holds bonus spins for shows how many are left at which stake
// and "Brug bonusspin" (texts from @casino/locale); a game without them shows neither. The seeded everyday player
// holds 12 of 20 WEEKENDSPINS spins à 1 kr. (packages/api-server README, "Test logins").
import type { GameSession } from '@casino/api-client/play';
import { freeSpinTexts } from '@casino/locale/games';
import { eq } from 'drizzle-orm';
import { games } from '../../content/schema.ts';
import { promoCodes } from '../../promotions/schema.ts';
import { json, signedIn, startTestSite, type Client, type TestSite } from '../../../test/harness.ts';

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(() => site.close());

async function launch(client: Client, slug: string) {
  const session = await json<GameSession>(await client.post(`/api/proxy/games/${slug}/sessions`, {}));
  return { session, html: await (await fetch(session.launchUrl)).text() };
}

const weekendSpinsGame = async () =>
  (
    await site.db
      .select({ slug: games.slug })
      .from(promoCodes)
      .innerJoin(games, eq(games.id, promoCodes.gameId))
      .where(eq(promoCodes.code, 'WEEKENDSPINS'))
  )[0]!.slug;

describe('the sandbox game with bonus spins', () => {
  it('shows the spins left at their stake and "Brug bonusspin" on the grant’s game, and nothing on another', async () => {
    const client = await signedIn(site, 'player');
    const slug = await weekendSpinsGame();
    const { session, html } = await launch(client, slug);
    expect(session.game.kind).toBe('slots');
    expect(session.freeSpins).toMatchObject({ spinsLeft: 12, spinValue: 1 });
    expect(html).toContain(`<h2 id="free-spins-title">${freeSpinTexts.region}</h2>`);
    expect(html).toContain(freeSpinTexts.have(12, '1\u00a0kr.'));
    expect(html).toContain(`<button type="button" id="free-spin" class="primary">${freeSpinTexts.use}</button>`);

    const spare = await signedIn(site, 'spare1');
    const without = await launch(spare, slug);
    expect(without.session.freeSpins).toBeNull();
    expect(without.html).not.toContain(freeSpinTexts.use);
  });
});
