// `npm run lint` cruises the imports (docs/decisions/0066-import-rules.md). Each case plants one violation in a throwaway folder laid out like
// the repository (its node_modules borrowed), and the cruise refuses it; the real tree passes.
import { mkdir, mkdtemp, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { importViolations, repoRoot } from '../src/import-rules.ts';

const roots: string[] = [];

/** Cruises `packages/` of a fresh folder holding only `files`. */
async function cruisePlanted(files: Record<string, string>): Promise<string[]> {
  const root = await realpath(await mkdtemp(path.join(os.tmpdir(), 'import-rules-')));
  roots.push(root);
  await symlink(path.join(repoRoot, 'node_modules'), path.join(root, 'node_modules'));
  for (const [name, source] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, name)), { recursive: true });
    await writeFile(path.join(root, name), source);
  }
  return importViolations(root, ['packages']);
}

afterAll(async () => {
  await Promise.all(roots.map((root) => rm(root, { recursive: true, force: true })));
});

// A cruise parses every file with TypeScript: seconds on a busy machine.
const cruiseTimeout = 60_000;

const server = 'packages/api-server/src';
/** A domain in the server's shape: route -> service -> ledger -> database, each with its own tables. */
const cleanDomain = {
  [`${server}/db/client.ts`]: 'export type Database = { name: string };\n',
  [`${server}/ledger/schema.ts`]: "export const entries = { table: 'ledger_entries' };\n",
  [`${server}/ledger/ledger.ts`]:
    "import { entries } from './schema.ts';\nexport const balanceOf = () => entries.table;\n",
  [`${server}/payments/schema.ts`]:
    "import { entries } from '../ledger/schema.ts';\nexport const wallets = { table: 'wallets', entries };\n",
  [`${server}/tables.ts`]: "export * from './ledger/schema.ts';\nexport * from './payments/schema.ts';\n",
  [`${server}/payments/service.ts`]:
    "import { eq } from 'drizzle-orm';\nimport { balanceOf } from '../ledger/ledger.ts';\nimport { wallets } from './schema.ts';\nexport const walletOf = () => [eq, balanceOf(), wallets];\n",
  [`${server}/payments/routes.ts`]:
    "import { walletOf } from './service.ts';\nexport const routes = () => walletOf();\n",
  [`${server}/app.ts`]: "import { routes } from './payments/routes.ts';\nexport const app = routes;\n",
};

describe('the lint keeps the import rules', () => {
  it(
    'passes a domain whose route calls its service, which calls the ledger',
    async () => {
      expect(await cruisePlanted(cleanDomain)).toEqual([]);
    },
    cruiseTimeout,
  );

  it(
    'fails on an import circle',
    async () => {
      const violations = await cruisePlanted({
        'packages/platform/src/a.ts': "import { b } from './b.ts';\nexport const a = () => b;\n",
        'packages/platform/src/b.ts': "import { a } from './a.ts';\nexport const b = () => a;\n",
      });
      expect(violations).toEqual([expect.stringMatching(/^no-circular: packages\/platform\/src\/[ab]\.ts -> /)]);
    },
    cruiseTimeout,
  );

  it(
    'fails on a route that imports drizzle, the database client, a domain table or the ledger, in any folder',
    async () => {
      const violations = await cruisePlanted({
        ...cleanDomain,
        [`${server}/payments/tables/schema.ts`]: "export const limits = { table: 'limits' };\n",
        [`${server}/payments/routes.ts`]: "import { eq } from 'drizzle-orm';\nexport const routes = () => eq;\n",
        [`${server}/payments/limit/routes.ts`]:
          "import type { Database } from '../../db/client.ts';\nexport const limitRoutes = (db: Database) => db;\n",
        [`${server}/payments/balance/routes.ts`]:
          "import { balanceOf } from '../../ledger/ledger.ts';\nexport const balanceRoutes = () => balanceOf();\n",
        [`${server}/payments/status/routes.ts`]:
          "import { wallets } from '../schema.ts';\nimport { limits } from '../tables/schema.ts';\nexport const status = () => [wallets, limits];\n",
      });
      expect(violations).toHaveLength(5);
      expect(violations).toEqual(
        expect.arrayContaining([
          `route-not-database: ${server}/payments/limit/routes.ts -> ${server}/db/client.ts`,
          `route-not-database: ${server}/payments/balance/routes.ts -> ${server}/ledger/ledger.ts`,
          expect.stringMatching(
            new RegExp(`^route-not-database: ${server}/payments/routes.ts -> .*node_modules/drizzle-orm/`),
          ),
          `route-not-database: ${server}/payments/status/routes.ts -> ${server}/payments/schema.ts`,
          `route-not-database: ${server}/payments/status/routes.ts -> ${server}/payments/tables/schema.ts`,
        ]),
      );
    },
    cruiseTimeout,
  );

  it(
    "fails on a domain that uses another domain's tables instead of its service, the ledger's lock included",
    async () => {
      const violations = await cruisePlanted({
        ...cleanDomain,
        [`${server}/players/schema.ts`]: "export const players = { table: 'players' };\n",
        // A table's foreign key names another domain's table: allowed.
        [`${server}/wins/schema.ts`]:
          "import { wallets } from '../payments/schema.ts';\nexport const bonuses = { table: 'bonuses', wallets };\n",
        [`${server}/wins/service.ts`]:
          "import { wallets } from '../payments/schema.ts';\nimport { bonuses } from './schema.ts';\nexport const bonusOf = () => [wallets, bonuses];\n",
        [`${server}/wins/report.ts`]: "import * as tables from '../tables.ts';\nexport const report = tables;\n",
        // The ledger's named role reads the players' rows, and nothing else of another domain.
        [`${server}/ledger/player-lock.ts`]:
          "import { players } from '../players/schema.ts';\nimport { wallets } from '../payments/schema.ts';\nexport const lock = [players, wallets];\n",
        // A test sets up whatever rows it needs.
        [`${server}/wins/service.test.ts`]:
          "import { wallets } from '../payments/schema.ts';\nexport const test = wallets;\n",
      });
      // The lock reaching payments and the report reaching the list of all tables also break the rooms' order.
      expect(violations).toHaveLength(5);
      expect(violations).toEqual(
        expect.arrayContaining([
          `rooms-in-order: ${server}/ledger/player-lock.ts -> ${server}/payments/schema.ts`,
          `rooms-in-order: ${server}/wins/report.ts -> ${server}/tables.ts`,
          `tables-of-their-own-domain: ${server}/wins/service.ts -> ${server}/payments/schema.ts`,
          `tables-of-their-own-domain: ${server}/wins/report.ts -> ${server}/tables.ts`,
          `tables-of-their-own-domain: ${server}/ledger/player-lock.ts -> ${server}/payments/schema.ts`,
        ]),
      );
    },
    cruiseTimeout,
  );

  it(
    'fails on a route file not named routes.ts: one name for the kind, a folder for each group of routes',
    async () => {
      const violations = await cruisePlanted({
        ...cleanDomain,
        [`${server}/payments/limit-routes.ts`]:
          "import { walletOf } from './service.ts';\nexport const limits = walletOf;\n",
        [`${server}/payments/status-route.ts`]:
          "import { walletOf } from './service.ts';\nexport const status = walletOf;\n",
      });
      expect(violations).toEqual(
        expect.arrayContaining([
          `route-file-name: ${server}/payments/limit-routes.ts -> ${server}/payments/service.ts`,
          `route-file-name: ${server}/payments/status-route.ts -> ${server}/payments/service.ts`,
        ]),
      );
    },
    cruiseTimeout,
  );

  it(
    "fails on shipped code that imports a test harness: the server's test folder, a test-support file, a test framework",
    async () => {
      const violations = await cruisePlanted({
        'packages/api-server/test/harness.ts': 'export const startTestSite = () => 1;\n',
        [`${server}/payments/wallet-test-support.ts`]: 'export const aWallet = () => 1;\n',
        [`${server}/payments/fuzz.ts`]:
          "import { startTestSite } from '../../test/harness.ts';\nimport { aWallet } from './wallet-test-support.ts';\nexport const fuzz = () => [startTestSite, aWallet];\n",
        'packages/ui/src/render.ts':
          "import { render } from '@testing-library/react';\nimport { jest } from '@jest/globals';\nexport const show = [render, jest];\n",
        // Tests themselves may, of course.
        [`${server}/payments/wallet.test.ts`]:
          "import { startTestSite } from '../../test/harness.ts';\nexport const test = startTestSite;\n",
      });
      expect(violations).toHaveLength(4);
      expect(violations).toEqual(
        expect.arrayContaining([
          `no-test-harness-in-src: ${server}/payments/fuzz.ts -> packages/api-server/test/harness.ts`,
          `no-test-harness-in-src: ${server}/payments/fuzz.ts -> ${server}/payments/wallet-test-support.ts`,
          expect.stringMatching(
            /^no-test-harness-in-src: packages\/ui\/src\/render.ts -> .*node_modules\/@jest\/globals\//,
          ),
          expect.stringMatching(
            /^no-test-harness-in-src: packages\/ui\/src\/render.ts -> .*node_modules\/@testing-library\/react\//,
          ),
        ]),
      );
    },
    cruiseTimeout,
  );

  it(
    "fails on a package that imports another package's files by path or past its declared entries",
    async () => {
      const violations = await cruisePlanted({
        'packages/api-client/src/core/errors.ts': 'export class ApiError extends Error {}\n',
        'packages/ui/src/errors.ts':
          "export { ApiError } from '../../api-client/src/core/errors.ts';\nexport { inputLimits } from '@casino/api-client/src/core/schemas/input-limits.ts';\n",
      });
      expect(violations).toHaveLength(2);
      expect(violations).toEqual(
        expect.arrayContaining([
          'no-package-internals: packages/ui/src/errors.ts -> @casino/api-client/src/core/schemas/input-limits.ts',
          'no-package-internals: packages/ui/src/errors.ts -> packages/api-client/src/core/errors.ts',
        ]),
      );
    },
    cruiseTimeout,
  );

  it(
    "fails on an arrow back up the server's layers",
    async () => {
      const violations = await cruisePlanted({
        ...cleanDomain,
        [`${server}/chat/require-agent.ts`]: 'export const requireAgent = () => 1;\n',
        [`${server}/promotions/offer.ts`]: 'export const MAX_WAGERING = 30;\n',
        [`${server}/payments/schema.ts`]:
          "import { MAX_WAGERING } from '../promotions/offer.ts';\nexport const wallets = { table: 'wallets', max: MAX_WAGERING };\n",
        [`${server}/ledger/ledger.ts`]:
          "import { walletOf } from '../payments/service.ts';\nexport const balanceOf = () => 1;\nexport const both = () => walletOf;\n",
        [`${server}/payments/blocks.ts`]:
          "import { requireAgent } from '../chat/require-agent.ts';\nimport { routes } from './routes.ts';\nexport const blocks = [requireAgent, routes];\n",
      });
      expect(violations).toHaveLength(6);
      expect(violations).toEqual(
        expect.arrayContaining([
          `database-at-the-bottom: ${server}/payments/schema.ts -> ${server}/promotions/offer.ts`,
          `ledger-below-domains: ${server}/ledger/ledger.ts -> ${server}/payments/service.ts`,
          `rooms-in-order: ${server}/ledger/ledger.ts -> ${server}/payments/service.ts`,
          expect.stringMatching(/^no-circular: packages\/api-server\/src\/(ledger|payments)\//),
          `only-entries-import-routes: ${server}/payments/blocks.ts -> ${server}/payments/routes.ts`,
          `services-not-http: ${server}/payments/blocks.ts -> ${server}/chat/require-agent.ts`,
        ]),
      );
    },
    cruiseTimeout,
  );

  it(
    "fails on a room that imports a room above it on the server's ladder, and on a room not on the ladder",
    async () => {
      const violations = await cruisePlanted({
        ...cleanDomain,
        // players stands below payments: the play block may not ask the deposit limits itself.
        [`${server}/players/play-block.ts`]:
          "import { walletOf } from '../payments/service.ts';\nexport const playBlockOf = () => walletOf();\n",
        [`${server}/vault/keys.ts`]:
          "import { balanceOf } from '../ledger/ledger.ts';\nexport const keys = balanceOf;\n",
      });
      expect(violations).toEqual([
        `rooms-in-order: ${server}/players/play-block.ts -> ${server}/payments/service.ts`,
        `rooms-in-order: ${server}/vault/keys.ts -> ${server}/ledger/ledger.ts`,
      ]);
    },
    cruiseTimeout,
  );

  it(
    'passes the real tree: no circle, no route reaching the database, no arrow back up',
    async () => {
      expect(await importViolations()).toEqual([]);
    },
    cruiseTimeout,
  );
});
