// The schema has one source. Migrations are generated from src/db/schema.ts by drizzle-kit and
// applied by src/db/migrate.ts on PGlite and on PostgreSQL alike.
import { eq } from 'drizzle-orm';
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { openDatabase, type DatabaseHandle } from './client.ts';
import { migrate, migrationsDir, readMigrations } from './migrate.ts';
import { prepareDatabase } from './prepare.ts';
import { players } from './schema.ts';
import { SEED_USERS } from '../seed/index.ts';
import { describeOnPostgres, testTempRoot, withCopyOfSeededDatabase } from '../../test/harness.ts';
import { createTestDatabase } from '../../test/postgres-cluster.ts';

const packageDir = path.resolve(import.meta.dirname, '../..');
const schemaFile = path.join(packageDir, 'src/db/schema.ts');

/**
 * `npm run db:generate` with the schema and output folder given: what a developer runs after an edit. drizzle-kit
 * wants `--out` relative to the working folder, and exits 0 on errors: the stdout and files are what count.
 */
async function generate(schema: string, out: string, name: string): Promise<string> {
  const args = ['generate', '--dialect=postgresql', `--schema=${schema}`, `--out=${path.relative(packageDir, out)}`];
  const { stdout, stderr } = await promisify(execFile)(
    process.execPath,
    ['src/db/drizzle-kit.ts', ...args, `--name=${name}`],
    { cwd: packageDir },
  );
  return stdout + stderr;
}

const sqlFiles = async (dir: string) => (await readdir(dir)).filter((file) => file.endsWith('.sql')).sort();

/** A temp copy of the committed migrations, so generating never writes into src/. */
async function copyOfMigrations(root: string): Promise<string> {
  const out = path.join(root, 'migrations');
  await cp(migrationsDir, out, { recursive: true });
  return out;
}

/** schema.ts plus a change: a NOT NULL column (with a default) on players, which has rows, and a new table. */
async function changedSchema(root: string): Promise<string> {
  const source = await readFile(schemaFile, 'utf8');
  const playersTable = /pgTable\(\s*'players',\s*\{\n/;
  if (!playersTable.test(source)) throw new Error('The players table of schema.ts changed shape: update this test');
  const changed =
    source
      .replace(playersTable, (start) => `${start}    nickname: text('nickname').notNull().default('spiller'),\n`)
      // The copy lives in a temp folder: its own relative imports point back into src/db.
      .replace(
        /from '(\.{1,2}\/[^']+)'/g,
        (_, rel: string) => `from '${path.resolve(path.dirname(schemaFile), rel)}'`,
      ) +
    `
export const playerNotes = pgTable('player_notes', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  playerId: integer('player_id').notNull().references(() => players.id),
  note: text('note').notNull(),
});
`;
  const file = path.join(root, 'schema.ts');
  await writeFile(file, changed);
  return file;
}

describe('migrations generated from schema.ts', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(testTempRoot(), 'casino-migrations-'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('the committed migrations are up to date with schema.ts (nobody edits one without the other)', async () => {
    const out = await copyOfMigrations(path.join(root, 'current'));
    const before = await sqlFiles(out);
    const report = await generate(schemaFile, out, 'unexpected');
    expect(await sqlFiles(out)).toEqual(before);
    expect(report).toContain('No schema changes');
  }, 60_000);

  describe('a schema change', () => {
    let changed: string; // the migrations folder with the generated change
    let newVersion: string;
    beforeAll(async () => {
      const dir = path.join(root, 'changed');
      changed = await copyOfMigrations(dir);
      await generate(await changedSchema(dir), changed, 'player_nickname');
      newVersion = (await readMigrations(changed)).at(-1)!.version;
    }, 60_000);

    it('generates one new migration that adds the column and the table', async () => {
      expect(await sqlFiles(changed)).toEqual([...(await sqlFiles(migrationsDir)), `${newVersion}.sql`]);
      expect(newVersion).toMatch(/^\d{4}_player_nickname$/);
      const script = await readFile(path.join(changed, `${newVersion}.sql`), 'utf8');
      expect(script).toContain('ALTER TABLE "players" ADD COLUMN "nickname" text DEFAULT \'spiller\' NOT NULL');
      expect(script).toContain('CREATE TABLE "player_notes"');
    });

    it('applies on PGlite to a seeded database, keeping its data', async () => {
      await withCopyOfSeededDatabase((handle) => expectChangeApplies(handle, changed, newVersion));
    });

    describeOnPostgres('on PostgreSQL', () => {
      it('applies on PostgreSQL to a seeded database, keeping its data', async () => {
        const database = await createTestDatabase(process.env.TEST_DATABASE_URL!, 'casino_migrations');
        const handle = await prepareDatabase({ dataDir: '', databaseUrl: database.url }, { testAccounts: true });
        try {
          await expectChangeApplies(handle, changed, newVersion);
        } finally {
          await handle.close();
          await database.drop();
        }
      });
    });
  });
});

/** Applies the generated change to a seeded database: only the new migration runs, and nothing is lost. */
async function expectChangeApplies(handle: DatabaseHandle, dir: string, version: string): Promise<void> {
  const before = await handle.db.select().from(players).where(eq(players.email, SEED_USERS.player.email));
  const playerCount = (await handle.db.select().from(players)).length;

  expect(await migrate(handle, dir)).toEqual([version]);
  expect(await migrate(handle, dir)).toEqual([]); // and only once

  const query = (sql: string) => handle.withConnection((run) => run(sql));
  const [mette] = await query(`SELECT email, first_name, nickname FROM players WHERE id = ${before[0]!.id}`);
  expect(mette).toEqual({ email: SEED_USERS.player.email, first_name: before[0]!.firstName, nickname: 'spiller' });
  expect((await query('SELECT count(*)::int AS n FROM players'))[0]!.n).toBe(playerCount);
  await query(`INSERT INTO player_notes (player_id, note) VALUES (${before[0]!.id}, 'ny tabel')`);
  expect(await query('SELECT note FROM player_notes')).toEqual([{ note: 'ny tabel' }]);
}

describe('the migration runner', () => {
  it('refuses a database made by the old hand-written migrations, with the db:reset hint', async () => {
    await withCopyOfSeededDatabase(async (handle) => {
      await handle.withConnection((run) =>
        run(`DELETE FROM schema_migrations;
             INSERT INTO schema_migrations (version, checksum) VALUES ('0001_initial', 'a'), ('0002_payments', 'b');`),
      );
      await expect(migrate(handle)).rejects.toThrow(/npm run db:reset/);
    });
  });

  describeOnPostgres('on PostgreSQL', () => {
    it('two servers starting on one new database migrate it once, one after the other', async () => {
      const database = await createTestDatabase(process.env.TEST_DATABASE_URL!, 'casino_migrate_twice');
      const [a, b] = await Promise.all([1, 2].map(() => openDatabase({ dataDir: '', databaseUrl: database.url })));
      try {
        const applied = await Promise.all([migrate(a!), migrate(b!)]);
        expect(applied.flat().sort()).toEqual((await readMigrations()).map((m) => m.version));
      } finally {
        await Promise.all([a!.close(), b!.close()]);
        await database.drop();
      }
    });
  });
});
