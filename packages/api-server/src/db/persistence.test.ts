// The embedded database persists to its data folder and survives restarts; versioned migrations;
// `npm run db:reset` wipes and re-seeds.
import { count, eq } from 'drizzle-orm';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { openDatabase } from './client.ts';
import { migrate, readMigrations } from './migrate.ts';
import { prepareDatabase, resetDatabase } from '../seed/prepare.ts';
import { games } from '../content/schema.ts';
import { favoriteGames } from '../games/schema.ts';
import { players } from '../players/schema.ts';
import { SEED_USERS } from '../seed/index.ts';
import { startServer } from '../server.ts';
import { Client, copyOfSeededDatabase, json, signedIn, testConfig } from '../../test/harness.ts';

describe('a restart', () => {
  it('finds the players’ changes and sessions still there', async () => {
    const dataDir = await copyOfSeededDatabase();
    const config = await testConfig({ dataDir });
    try {
      const first = await startServer(config);
      const client = await signedIn(first, 'player');
      expect(
        (
          await client.post('/api/proxy/profiles/update', {
            phoneNumber: '40556677',
            currentPassword: SEED_USERS.player.password,
          })
        ).status,
      ).toBe(200);
      expect((await client.post('/api/proxy/profiles/favoriteGames/add', { slug: 'baccarat' })).status).toBe(200);
      await first.close();

      const second = await startServer(config);
      try {
        const again = new Client(second.url);
        for (const [k, v] of client.cookies) again.cookies.set(k, v);
        const profile = await json<{ phoneNumber: string }>(await again.get('/api/proxy/profiles/show'));
        expect(profile.phoneNumber).toBe('40556677');
        const favourites = await json<{ slug: string }[]>(await again.get('/api/proxy/profiles/getFavoriteGames'));
        expect(favourites[0]?.slug).toBe('baccarat');
      } finally {
        await second.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
      await rm(path.dirname(config.shellDir), { recursive: true, force: true });
    }
  });
});

describe('migrations and seeding', () => {
  it('a fresh data folder was migrated and seeded on first start (the shared test database is one)', async () => {
    const dataDir = await copyOfSeededDatabase();
    const handle = await openDatabase({ dataDir });
    try {
      expect(await migrate(handle)).toEqual([]); // everything already applied, nothing twice
      const [{ n: playerCount } = { n: 0 }] = await handle.db.select({ n: count() }).from(players);
      const [{ n: gameCount } = { n: 0 }] = await handle.db.select({ n: count() }).from(games);
      expect(playerCount).toBeGreaterThanOrEqual(Object.keys(SEED_USERS).length);
      expect(gameCount).toBeGreaterThanOrEqual(300);
      const versions = await handle.withConnection((run) => run('SELECT version FROM schema_migrations ORDER BY 1'));
      expect(versions.map((v) => v.version)).toEqual((await readMigrations()).map((m) => m.version));
    } finally {
      await handle.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('does not seed again on a restart, and db:reset puts the seed back', async () => {
    const dataDir = await copyOfSeededDatabase();
    let handle = await prepareDatabase({ dataDir }, { testAccounts: true });
    try {
      const [mette] = await handle.db.select().from(players).where(eq(players.email, SEED_USERS.player.email));
      await handle.db.update(players).set({ firstName: 'Ændret' }).where(eq(players.id, mette!.id));
      await handle.db.delete(favoriteGames);
      await handle.close();

      handle = await prepareDatabase({ dataDir }, { testAccounts: true });
      const [kept] = await handle.db.select().from(players).where(eq(players.id, mette!.id));
      expect(kept?.firstName).toBe('Ændret');

      await resetDatabase(handle, { testAccounts: true });
      const [reset] = await handle.db.select().from(players).where(eq(players.email, SEED_USERS.player.email));
      expect(reset?.firstName).toBe('Mette');
      const [{ n } = { n: 0 }] = await handle.db.select({ n: count() }).from(favoriteGames);
      expect(n).toBe(8);
    } finally {
      await handle.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
