// The import rules `npm run lint` keeps (docs/decisions/0066-import-rules.md): no circles, routes call services and never the database, no
// test harness in shipped code, packages meet only through their entries, and the server's layers point down.
// packages/build-config/test/import-rules.test.ts plants each violation and shows the cruise fails on it.

const server = '^packages/api-server/src/';
/** The api-server's route files: HTTP only (validate, call the service, map the answer); one name for the kind. */
const routeFile = `${server}.+/routes\\.ts$`;
/** Entry points that compose routes into an app or a process. */
const entryPoint = `${server}(app|server|main|index)\\.ts$|${server}.+/(process|server|cli)\\.ts$`;
const testFile = '\\.test\\.tsx?$';

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
          `${server}db/(client|schema)\\.ts$`,
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
      comment: 'A service takes plain values; the HTTP middleware (sessions, agents) belongs to routes.',
      from: { path: server, pathNot: [routeFile, entryPoint, testFile, `${server}(auth/require-[^/]+|http/.+)\\.ts$`] },
      to: { path: `${server}auth/require-[^/]+\\.ts$` },
    },
    {
      name: 'ledger-below-domains',
      severity: 'error',
      comment: 'The ledger sits under every domain: it imports only the database.',
      from: { path: `${server}ledger/`, pathNot: testFile },
      to: { path: server, pathNot: `${server}(ledger|db)/` },
    },
    {
      name: 'database-at-the-bottom',
      severity: 'error',
      comment: 'The database layer (client, tables, migrations) imports no domain: a domain imports it.',
      from: { path: [`${server}db/(client|schema|migrate)\\.ts$`, `${server}.+/schema\\.ts$`] },
      to: { path: server, pathNot: [`${server}db/`, `${server}.+/schema\\.ts$`, `${server}logger\\.ts$`] },
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
