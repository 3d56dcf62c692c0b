// The bench's players (`npm run bench`, the game rounds spread over many players): each signs in with the seed
// password and plays rounds at the game aggregator on its own money. Real server, real database, the sandbox
// aggregator over HTTP.
import type { GameSession, RoundResult } from '@casino/api-client/play';
import { kronerToOre } from '@casino/locale';
import { like } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { players } from '../players/schema.ts';
import { balanceOf } from '../ledger/ledger.ts';
import { Client, json, startTestSite, type TestSite } from '../../test/harness.ts';
import { frameOf, gameTaking } from '../../test/games-support.ts';
import { addBenchPlayers, benchPlayerEmail } from './bench-players.ts';
import { SEED_PASSWORD } from '../sandbox-people/seed-users.ts';

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(() => site.close());

const benchPlayers = () => site.db.select().from(players).where(like(players.email, 'bench.%'));

describe('the bench-only players (operating.md, Load and memory: the bench’s rounds spread over many players)', () => {
  it('sign in with the seed password and each play a round on their own money; adding them again adds none', async () => {
    await addBenchPlayers(site.db, 3);
    await addBenchPlayers(site.db, 3);
    const added = await benchPlayers();
    expect(added.map((player) => player.email).sort()).toEqual([1, 2, 3].map(benchPlayerEmail));

    const slug = await gameTaking(site.db, 'slots', 1000);
    for (const player of added) {
      const client = new Client(site.url);
      expect((await client.signIn(player.email, SEED_PASSWORD)).status).toBe(200);
      const session = await json<GameSession>(await client.post(`/api/proxy/games/${slug}/sessions`, {}));
      const stake = 10;
      const before = await balanceOf(site.db, player.id);
      const round = await frameOf(session.launchUrl).ask<RoundResult>('/rounds', {
        roundId: randomUUID(),
        gameSessionId: session.gameSessionId,
        stake,
      });
      expect(round.status).toBe(200);
      expect(await balanceOf(site.db, player.id)).toBe(before - kronerToOre(stake) + kronerToOre(round.body.win));
    }
  });
});
