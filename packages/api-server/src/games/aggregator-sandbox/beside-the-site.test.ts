// `npm start` (startServer) runs the sandbox game aggregator beside the site, a process of its own (going live,
// "Sandboxes are outside systems"; decision 0059): a game opens on its origin through the site's game-URL call,
// a round played in its frame is booked at the site's wallet, and the process ends with the site.
import type { GameSession, RoundResult } from '@casino/api-client/play';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { gameRounds } from '../../db/schema.ts';
import { openDatabase } from '../../db/client.ts';
import { startServer } from '../../server.ts';
import { json, signedIn, testConfig, type TestSite } from '../../../test/harness.ts';
import { freePort } from '../../../test/postgres-cluster.ts';
import { frameOf, gameTaking } from '../../../test/games-support.ts';
import { roundIdOf } from '../wallet/wallet-session.ts';

describe('a site started as npm start starts it', () => {
  it('opens a game at the sandbox aggregator in its own process, on its own origin, books its round, and stops it on close', async () => {
    const port = await freePort();
    const base = await testConfig({ port, publicOrigin: `http://127.0.0.1:${port}` });
    // No address of an aggregator: the site starts its own.
    const games = base.providers.games;
    if (games.kind !== 'sandbox') throw new Error('the test site plays at the sandbox aggregator');
    const config = {
      ...base,
      providers: { ...base.providers, games: { ...games, aggregator: { ...games.aggregator, url: undefined } } },
    };
    // A slot of the seeded catalogue, read before the site runs (PGlite serves one process at a time).
    const seeded = await openDatabase(config);
    const slug = await gameTaking(seeded.db as TestSite['db'], 'slots', 1000);
    await seeded.close();
    const server = await startServer(config);
    let launchUrl: string | undefined;
    const roundId = randomUUID();
    try {
      expect(server.sandboxes?.games).toBeDefined();
      const client = await signedIn(server, 'spare1');
      const session = await json<GameSession>(await client.post(`/api/proxy/games/${slug}/sessions`, {}));
      launchUrl = session.launchUrl;
      const origin = new URL(launchUrl).origin;
      expect(origin).toBe(new URL(server.sandboxes!.games!).origin);
      expect(origin).not.toBe(server.url);
      expect(origin).not.toBe(new URL(process.env.CASINO_TEST_AGGREGATOR_URL!).origin);
      const round = await frameOf(launchUrl).ask<RoundResult>('/rounds', {
        roundId,
        gameSessionId: session.gameSessionId,
        stake: 10,
      });
      expect(round.status).toBe(200);
      expect(round.body).toMatchObject({ roundId, stake: 10, replayed: false });
    } finally {
      await server.close();
    }
    // Its process ended with the site.
    await expect(fetch(launchUrl!)).rejects.toThrow();
    const database = await openDatabase(config);
    try {
      const db = database.db as TestSite['db'];
      const [round] = await db
        .select()
        .from(gameRounds)
        .where(eq(gameRounds.roundId, roundIdOf(roundId)));
      expect(round).toMatchObject({ stakeOre: 1000 });
    } finally {
      await database.close();
      await config.dropDatabase();
      await rm(path.dirname(config.shellDir), { recursive: true, force: true });
    }
  });
});
