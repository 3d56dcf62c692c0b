import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const remotes = ['mf-games', 'mf-payments', 'mf-profile', 'mf-support', 'mf-effects'];

/** An import of another app's source, by relative path or by package name. */
const appImport = (app) => [`**/${app}/**`, app, `${app}/**`];

/**
 * ARCHITECTURE rules 2 and 3 as lint: packages never import an app, the shell never imports a remote,
 * a remote never imports the shell or another remote. They meet through packages/*, URLs and atoms.
 */
function boundary(files, forbiddenApps, message, paths = []) {
  return {
    files,
    rules: {
      'no-restricted-imports': ['error', { paths, patterns: [{ group: forbiddenApps.flatMap(appImport), message }] }],
    },
  };
}

/** The packages every page loads parse with zod's tree-shakable build: classic zod ships whole to every page. */
const classicZod = ['zod', 'zod/v4'].map((name) => ({
  name,
  message: "Import { z } from 'zod/mini' (functional checks: z.optional(x), x.check(z.maxLength(n, message)), ...).",
}));
const packagesMessage = 'Packages never import an app (ARCHITECTURE rules 2, 3).';
/** Tests sit beside the code they test; what keeps bundles small does not bind them. */
const testFiles = ['**/*.test.ts', '**/*.test.tsx'];

/**
 * The API client's entries (package.json `exports`), each a folder: `src/index.ts` with `src/core/` is the main
 * entry, `src/<name>/` the entry `@casino/api-client/<name>`. Inside an entry, files import each other by relative
 * path. Entries are shared singletons, so one entry reaches another only by its package name (its index): a
 * relative import into another entry's folder would bundle that file a second time, and an entry importing its
 * own name goes round through its index. A domain's request schemas are an entry inside the requests' folder
 * (`src/requests/<domain>/`, `@casino/api-client/requests/<domain>`): neither reaches into the other's files.
 */
const apiClientEntryNames = [
  'payments',
  'profile',
  'chat',
  'play',
  'content',
  'sign-in',
  'requests',
  'requests/content',
  'requests/profile',
  'requests/sign-up',
  'requests/telemetry',
  'rules',
];
function apiClientEntry(entry) {
  const folders = ['core', ...apiClientEntryNames];
  const own = entry === 'core' ? '@casino/api-client' : `@casino/api-client/${entry}`;
  const others = folders.filter((folder) => folder !== entry).join('|');
  const inner = apiClientEntryNames.filter((name) => name.startsWith(`${entry}/`));
  const innerFolders = inner.map((name) => name.slice(entry.length + 1)).join('|');
  const outward = entry.includes('/')
    ? [{ regex: String.raw`^\.\./`, message: "An entry inside another entry's folder reaches it by its package name." }]
    : [];
  const inward = inner.length
    ? [
        {
          regex: String.raw`^\./(?:${innerFolders})/`,
          message: 'An entry inside this folder is reached by its package name.',
        },
      ]
    : [];
  return {
    // Tests use the entries as the apps do, by name, and are never bundled.
    ignores: [...testFiles, ...inner.map((name) => `packages/api-client/src/${name}/**`)],
    files:
      entry === 'core'
        ? ['packages/api-client/src/index.ts', 'packages/api-client/src/core/**']
        : [`packages/api-client/src/${entry}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...classicZod,
            {
              name: own,
              message: 'An entry of the API client imports its own files by relative path, never its own name.',
            },
          ],
          patterns: [
            { group: ['shell', ...remotes].flatMap(appImport), message: packagesMessage },
            {
              regex: String.raw`^\.\.?/(?:\.\./)*(?:${others})/`,
              message:
                'Another entry of the API client is reached by its package name (its index), never into its folder.',
            },
            ...outward,
            ...inward,
            {
              regex: String.raw`^@casino/api-client/(?!(?:${apiClientEntryNames.join('|')})$)`,
              message: 'The API client is imported through its entries (package.json exports), never into their files.',
            },
          ],
        },
      ],
    },
  };
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.deploy/**',
      '**/.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat['recommended-latest'],
  jsxA11y.flatConfigs.recommended,
  {
    languageOptions: { globals: { console: 'readonly', process: 'readonly' } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      // A control needs a name a screen reader can say (WCAG 4.1.2). Form controls are checked below.
      'jsx-a11y/control-has-associated-label': [
        'error',
        { ignoreElements: ['input', 'select', 'textarea', 'td', 'th', 'tr'] },
      ],
    },
  },
  {
    // Type information for the rules that need it: a forgotten promise is a silent failure.
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        // One config file or two per package, outside its tsconfig: more than the default limit of 8.
        projectService: {
          allowDefaultProject: ['packages/*/*.config.ts'],
          maximumDefaultProjectFileMatchCount_THIS_WILL_SLOW_DOWN_LINTING: 16,
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    // Form controls come from @casino/ui, whose fields always carry a label, an announced error and
    // aria-invalid; a bare control is how an unlabelled or silent field starts.
    files: ['shell/src/**/*.tsx', 'mf-*/src/**/*.tsx', 'packages/*/src/**/*.tsx'],
    ignores: ['packages/ui/src/**', '**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXOpeningElement[name.name=/^(input|select|textarea)$/]',
          message:
            'Use the labelled fields of @casino/ui (TextField, AmountField, SelectField, CheckboxField, RadioGroupField).',
        },
      ],
    },
  },
  boundary(['packages/**'], ['shell', ...remotes], packagesMessage),
  {
    ...boundary(
      ['packages/api-client/src/**', 'packages/ui/src/**'],
      ['shell', ...remotes],
      packagesMessage,
      classicZod,
    ),
    ignores: testFiles,
  },
  ...['core', ...apiClientEntryNames].map(apiClientEntry),
  boundary(['shell/**'], remotes, 'The shell knows remotes only by name and contract types (ARCHITECTURE rule 3).'),
  ...remotes.map((remote) =>
    boundary(
      [`${remote}/**`],
      ['shell', ...remotes.filter((other) => other !== remote)],
      'Remotes never import the shell or each other; they meet through packages/* (ARCHITECTURE rule 2).',
    ),
  ),
  {
    files: ['**/*.cjs', '**/*.js'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { module: 'writable', require: 'readonly', globalThis: 'readonly', __dirname: 'readonly' },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  { files: ['eslint.config.js', 'packages/build-config/bin/*.js'], languageOptions: { sourceType: 'module' } },
);
