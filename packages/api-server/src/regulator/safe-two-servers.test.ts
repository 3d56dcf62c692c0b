// Two servers on ONE PostgreSQL report to SAFE at once (as every server runs the reporting job): each settled
// game is in exactly one file, and the TamperToken's MAC chain has no gap and no fork. PGlite cannot be shared
// by two servers, so this runs on PostgreSQL only.
import { asc, isNull } from 'drizzle-orm';
import { prepareDatabase } from '../seed/prepare.ts';
import { regulatorOutbox, safeFiles } from './schema.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { jackpotGame } from '../../test/jackpot-support.ts';
import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { describeOnPostgres, testSafeSettings, testTempRoot } from '../../test/harness.ts';
import { playerIdOf } from '../../test/payments-support.ts';
import { createTestDatabase } from '../../test/postgres-cluster.ts';
import { reportToSafe, safeDepsOf } from './job.ts';
import { playOneRound, reportedTransactionIds } from '../../test/safe-support.ts';
import { verifyDay } from './verify.ts';
import { danishIsoDate } from '@casino/locale/games';

describeOnPostgres('two servers reporting to SAFE from one PostgreSQL', () => {
  let one: DatabaseHandle;
  let other: DatabaseHandle;
  let drop: () => Promise<void>;
  let safeDir: string;
  beforeAll(async () => {
    safeDir = await mkdtemp(path.join(testTempRoot(), 'casino-safe-'));
    const database = await createTestDatabase(process.env.TEST_DATABASE_URL!, 'casino_safe');
    drop = database.drop;
    const options = { dataDir: '', databaseUrl: database.url };
    one = await prepareDatabase(options, { testAccounts: true });
    other = await prepareDatabase(options, { testAccounts: true });
  }, 60_000);
  afterAll(async () => {
    await one?.close();
    await other?.close();
    await drop?.();
    await rm(safeDir, { recursive: true, force: true });
  });

  it('reports each settled game once, in one unbroken MAC chain, while both pack at the same time', async () => {
    const settings = { ...testSafeSettings({ SAFE_DIR: safeDir }), sessionsPerFile: 3 };
    const servers = [
      safeDepsOf(one.db, settings, 'http://casino.test'),
      safeDepsOf(other.db, settings, 'http://casino.test'),
    ];
    const playerId = await playerIdOf(one.db, 'spare1');
    const game = await jackpotGame(one.db, 1);
    const rounds: string[] = [];
    for (let wave = 0; wave < 3; wave += 1) {
      for (let n = 0; n < 7; n += 1)
        rounds.push((await playOneRound(one.db, { playerId, game, at: new Date() })).roundId);
      await Promise.all(servers.flatMap((deps) => [reportToSafe(deps, new Date()), reportToSafe(deps, new Date())]));
    }

    expect(await one.db.select().from(regulatorOutbox).where(isNull(regulatorOutbox.safeFileId))).toEqual([]);
    const reported = await reportedTransactionIds(one.db, servers[0]!.storage);
    expect(rounds.map((id) => reported.get(id))).toEqual(rounds.map(() => 1));
    const chain = await one.db.select().from(safeFiles).orderBy(asc(safeFiles.tokenId), asc(safeFiles.sequence));
    expect(chain.map((f) => f.sequence)).toEqual(chain.map((_, i) => i + 1));
    const verdicts = await verifyDay(one.db, servers[1]!.storage, danishIsoDate(new Date()));
    expect(verdicts.length).toBeGreaterThanOrEqual(7);
    expect(verdicts.flatMap((v) => v.problems)).toEqual([]);
  });
});
