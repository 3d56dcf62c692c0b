// `npm start` (startServer) runs the sandbox TamperToken beside the site, a process of its own (the issue "What the
// regulator sees"): a game played is reported to SAFE by the site's job, sealed under a token that process issued.
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { testConfig, type TestSite } from '../../../test/harness.ts';
import { playerIdOf } from '../../../test/payments-support.ts';
import { jackpotGame } from '../../../test/jackpot-support.ts';
import { startServer } from '../../server.ts';
import { openDatabase } from '../../db/client.ts';
import { playOneRound } from '../../../test/safe-support.ts';
import { SANDBOX_TAMPER_TOKEN_KEY } from '../tamper-token.ts';

/** Every file under `dir`, as paths relative to it ('' when there is no such folder yet). */
const filesUnder = (dir: string) => readdir(dir, { recursive: true }).catch(() => [] as string[]);

describe('a site started as npm start starts it', () => {
  it('reports a played game to SAFE sealed by the sandbox TamperToken in its own process', async () => {
    const config = await testConfig();
    const safeDir = config.safe.storage.kind === 'folder' ? config.safe.storage.dir : '';
    // A round played before the site starts, on the site's own database.
    const database = await openDatabase(config);
    const db = database.db as TestSite['db'];
    await playOneRound(db, {
      playerId: await playerIdOf(db, 'spare2'),
      game: await jackpotGame(db, 1),
      at: new Date(),
    });
    await database.close();

    const server = await startServer({
      ...config,
      safe: { ...config.safe, tamperToken: { kind: 'sandbox', key: SANDBOX_TAMPER_TOKEN_KEY }, jobEveryMs: 100 },
    });
    try {
      let sealed: string[] = [];
      for (let tries = 0; tries < 200 && sealed.length === 0; tries += 1) {
        sealed = (await filesUnder(safeDir)).filter((file) => file.endsWith('.zip'));
        if (sealed.length === 0) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(sealed[0]?.split(path.sep)).toEqual([
        expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/u),
        expect.stringMatching(/^CASINO-DEVELOPMENT-\d+$/u),
        'KasinoSpil',
        expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/u),
        expect.stringMatching(/^CASINO-DEVELOPMENT-\d+-1\.zip$/u),
      ]);
    } finally {
      await server.close();
      await config.dropDatabase();
      await rm(safeDir, { recursive: true, force: true });
      await rm(path.dirname(config.shellDir), { recursive: true, force: true });
    }
  });
});
