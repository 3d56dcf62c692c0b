// The import rules `npm run lint` keeps (docs/decisions/0066-import-rules.md): no circles, routes call services and never the database, no
// test harness in shipped code, packages meet only through their entries, and the server's layers point down.
// packages/build-config/test/import-rules.test.ts plants each violation and shows the cruise fails on it.

const server = '^packages/api-server/src/';
/** The api-server's route files: HTTP only (validate, call the service, map the answer); one name for the kind. */
const routeFile = `${server}.+/routes\\.ts$`;
/** Entry points that compose routes into an app or a process. */
const entryPoint = `${server}(app|server|main|index)\\.ts$|${server}.+/(process|server|cli)\\.ts$`;
const testFile = '\\.test\\.tsx?$';
/** A domain's tables: its `<domain>/schema.ts` (promotions keeps its bonuses' in `promotions/bonuses/`). */
const tablesFile = `${server}.+/schema\\.ts$`;
/** The list of every domain's tables that drizzle-kit generates the migrations from. */
const allTablesFile = `${server}tables\\.ts$`;
const tablesOf = (...domains) => domains.map((domain) => `${server}${domain}/schema\\.ts$`);
/**
 * The modules whose job needs another domain's tables, each named with the tables it uses and why. Everything
 * else asks the owning domain's service.
 */
const crossDomainRoles = [
  {
    module: `${server}ledger/(ledger|player-lock)\\.ts$`,
    domain: 'ledger',
    uses: tablesOf('players'),
    why: "The ledger locks the player's row before it moves money (one money decision per player at a time); it sits below every domain, so it calls none of them.",
  },
  {
    module: `${server}regulator/(record-session|day-totals|player-report)\\.ts$`,
    domain: 'regulator',
    uses: tablesOf('ledger', 'games', 'content', 'players'),
    why: "What is reported to the authority's SAFE, read (never written) where the money and the games are: the ledger, the rounds, the catalogue's titles, the player's name. A check of the reports must join them itself.",
  },
  {
    module: `${server}seed/`,
    domain: 'seed',
    uses: [tablesFile, allTablesFile],
    why: "The seed fills an empty database with every domain's demo and test rows, before the server serves.",
  },
];

/**
 * The api-server's rooms (a top-level file or folder of src/) from the top of the house down: a room imports only
 * rooms below it, so no two rooms lean on each other. A new room takes its place here
 * (docs/decisions/0072-rooms-in-one-order.md).
 */
const serverRooms = [
  'index.ts',
  'main.ts',
  'server.ts',
  'app.ts',
  'admin/',
  'seed/',
  'tables.ts',
  'config.ts',
  'providers/',
  'wins/',
  'notifications/',
  'profile/',
  'tag-manager/',
  'health/',
  'regulator/',
  'payments/',
  'chat/',
  'games/',
  'promotions/',
  'content/',
  'auth/',
  'mail/',
  'ledger/',
  'players/',
  'sandbox-people/',
  'releases/',
  'telemetry/',
  'http/',
  'db/',
  'sandbox-process.ts',
  'repeating-job.ts',
  'node-flags.ts',
  'console-to-log.ts',
  'messages.ts',
  'time-windows.ts',
  'xml-escape.ts',
  'random.ts',
  'logger.ts',
];
const roomPath = (room) => `${server}${room.replaceAll('.', '\\.')}${room.endsWith('/') ? '' : '$'}`;
/** One rule per room: nothing it imports stands above it on the ladder. */
const roomsInOrder = serverRooms.slice(1).map((room, above) => ({
  name: 'rooms-in-order',
  severity: 'error',
  comment: `${room} stands below ${serverRooms.slice(0, above + 1).join(', ')}: it imports none of them.`,
  from: { path: roomPath(room), pathNot: testFile },
  to: { path: serverRooms.slice(0, above + 1).map(roomPath), pathNot: testFile },
}));

/** Test harnesses: the server's test folder, test-support files, and the test frameworks. */
const testHarness = [
  '^packages/[^/]+/test/',
  '-support\\.tsx?$',
  '^packages/testing/',
  '(^|/)node_modules/(jest|jest-[^/]+|@jest/[^/]+|@testing-library/[^/]+|msw|@playwright/[^/]+|fast-check)/',
];

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import circle: split the shared part into a module both sides import.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'route-file-name',
      severity: 'error',
      comment:
        'A route file is named routes.ts: a domain with several groups of routes keeps each in a folder of its own.',
      from: { path: `${server}.+-routes?\\.ts$` },
      to: {},
    },
    {
      name: 'route-not-database',
      severity: 'error',
      comment: 'A route validates, calls its domain service and maps the answer; the service owns queries and ledger.',
      from: { path: routeFile },
      to: {
        path: [
          '(^|/)node_modules/drizzle-orm/',
          `${server}db/(client|tables|columns)\\.ts$`,
          `${server}.+/schema\\.ts$`,
          `${server}ledger/`,
        ],
      },
    },
    {
      name: 'no-test-harness-in-src',
      severity: 'error',
      comment: 'Shipped code never imports a test harness; test helpers live in the package test folder.',
      // The testing package and the build config (jest preset) are test tooling by purpose.
      from: { path: '^packages/[^/]+/src/', pathNot: [testFile, '^packages/(testing|build-config)/'] },
      to: { path: testHarness },
    },
    {
      name: 'no-package-internals',
      severity: 'error',
      comment: 'A package is reached by its name and its declared entries (package.json exports), never by path.',
      from: { path: '^(packages/[^/]+|shell|mf-[^/]+|e2e)/' },
      to: { path: '^packages/[^/]+/', pathNot: '^$1/', dependencyTypes: ['local'] },
    },
    {
      name: 'no-package-internals',
      severity: 'error',
      comment: 'Only the entries a package declares in package.json exports can be imported.',
      from: {},
      to: { path: '^@casino/', couldNotResolve: true },
    },
    {
      name: 'only-entries-import-routes',
      severity: 'error',
      comment: 'Routes are the top of the server: only the app or a process mounts them, nothing below imports one.',
      from: { path: server, pathNot: [routeFile, entryPoint, testFile] },
      to: { path: routeFile },
    },
    {
      name: 'services-not-http',
      severity: 'error',
      comment:
        "A service takes plain values; the HTTP middleware (sessions, agents, compliance: a domain's require-*.ts) belongs to routes.",
      from: {
        path: server,
        pathNot: [routeFile, entryPoint, testFile, `${server}([^/]+/require-[^/]+|http/.+)\\.ts$`],
      },
      to: { path: `${server}[^/]+/require-[^/]+\\.ts$` },
    },
    {
      name: 'ledger-below-domains',
      severity: 'error',
      comment: 'The ledger sits under every domain: it imports only the database (and the tables its own refer to).',
      from: { path: `${server}ledger/`, pathNot: testFile },
      to: { path: server, pathNot: [`${server}(ledger|db)/`, `${server}.+/schema\\.ts$`] },
    },
    {
      name: 'tables-of-their-own-domain',
      severity: 'error',
      comment:
        "A domain's tables (its schema.ts) are used by that domain's modules only: another domain calls a named function of the owner's service. src/tables.ts lists them all for drizzle-kit, and a foreign key names another domain's table.",
      from: {
        path: `${server}([^/]+)/`,
        pathNot: [testFile, tablesFile, ...crossDomainRoles.map((role) => role.module)],
      },
      to: { path: [tablesFile, allTablesFile], pathNot: `${server}$1/` },
    },
    ...crossDomainRoles.map((role) => ({
      name: 'tables-of-their-own-domain',
      severity: 'error',
      comment: role.why,
      from: { path: role.module, pathNot: testFile },
      to: { path: [tablesFile, allTablesFile], pathNot: [`${server}${role.domain}/`, ...role.uses] },
    })),
    {
      name: 'database-at-the-bottom',
      severity: 'error',
      comment: 'The database layer (client, columns, migrations) imports no domain: a domain imports it.',
      from: { path: [`${server}db/(client|columns|migrate)\\.ts$`, `${server}.+/schema\\.ts$`] },
      to: { path: server, pathNot: [`${server}db/`, `${server}.+/schema\\.ts$`, `${server}logger\\.ts$`] },
    },
    ...roomsInOrder,
    {
      name: 'rooms-in-order',
      severity: 'error',
      comment: "A file of the api-server outside the rooms' ladder: give its room a place in serverRooms.",
      from: { path: server, pathNot: [testFile, ...serverRooms.map(roomPath)] },
      to: {},
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Build output and data of the project's own folders (not of node_modules, whose files are imported).
    exclude: { path: '^(?:shell|mf-[a-z]+|packages/[^/]+|e2e|e2e/bench)/(?:dist|\\.deploy|\\.data|test-results)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
