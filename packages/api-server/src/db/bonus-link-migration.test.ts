// Migration 0030 moves the link between a deposit and the bonus it granted from the bonus to the deposit. A bonus
// granted before it keeps its deposit: the bonus page still shows what it was granted for (spec section 7).
import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { openDatabase } from './client.ts';
import { migrate, migrationsDir } from './migrate.ts';
import { testTempRoot } from '../../test/harness.ts';
import { createTestDatabase } from '../../test/postgres-cluster.ts';

const movingMigration = '0030_deposit_names_its_bonus';

/** The committed migrations in a temp folder, the journal cut before `tag`. */
async function migrationsBefore(tag: string): Promise<{ dir: string; restore: () => Promise<void> }> {
  const dir = path.join(await mkdtemp(path.join(testTempRoot(), 'bonus-link-')), 'migrations');
  await cp(migrationsDir, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = await readFile(journalFile, 'utf8');
  const parsed = JSON.parse(journal) as { entries: { tag: string }[] };
  const cut = parsed.entries.findIndex((entry) => entry.tag === tag);
  await writeFile(journalFile, JSON.stringify({ ...parsed, entries: parsed.entries.slice(0, cut) }));
  return { dir, restore: () => writeFile(journalFile, journal) };
}

describe('migration 0030: a deposit names the bonus it granted', () => {
  it('keeps the deposit of every bonus granted before the move', async () => {
    const { dir, restore } = await migrationsBefore(movingMigration);
    // On the project's database: PGlite, or a fresh PostgreSQL database when the project runs on one.
    const serverUrl = process.env.TEST_DATABASE_URL;
    const postgres = serverUrl ? await createTestDatabase(serverUrl, 'casino_bonus_link') : null;
    const handle = await openDatabase({ dataDir: path.join(path.dirname(dir), 'data'), databaseUrl: postgres?.url });
    try {
      await migrate(handle, dir);
      await handle.withConnection((run) =>
        run(`
          INSERT INTO players (id, customer_no, email, password_hash, first_name, last_name)
            OVERRIDING SYSTEM VALUE VALUES (1, 'K1', 'a@example.dk', 'x', 'Anne', 'Holm');
          INSERT INTO promo_codes (id, code, min_payment_ore) OVERRIDING SYSTEM VALUE VALUES (1, 'BONUS50', 5000);
          INSERT INTO payments (id, player_id, idempotency_key, amount_ore, redirect_url, cancel_url, terms_url, expires_at)
            VALUES ('00000000-0000-4000-8000-000000000001', 1, 'k1', 50000, '/', '/', '/', now()),
                   ('00000000-0000-4000-8000-000000000002', 1, 'k2', 20000, '/', '/', '/', now());
          INSERT INTO promo_code_usages (id, player_id, promo_code_id, status, expires_at, payment_id)
            OVERRIDING SYSTEM VALUE VALUES (7, 1, 1, 'active', now(), '00000000-0000-4000-8000-000000000001');
        `),
      );
      await restore();
      expect(await migrate(handle, dir)).toEqual([movingMigration]);
      const rows = await handle.withConnection((run) =>
        run('SELECT idempotency_key, granted_bonus_id::int AS granted_bonus_id FROM payments ORDER BY idempotency_key'),
      );
      expect(rows).toEqual([
        { idempotency_key: 'k1', granted_bonus_id: 7 },
        { idempotency_key: 'k2', granted_bonus_id: null },
      ]);
    } finally {
      await handle.close();
      await postgres?.drop();
    }
  });
});
