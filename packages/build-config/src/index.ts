import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack, type Configuration } from '@rspack/core';
import { CheckoutIndependentRuntimePlugin } from './checkout-independent.ts';
import { federationExperiments, federationRuntimeAliases } from './federation-runtime.ts';
import { FederationContractPlugin } from './federation-contract.ts';
import { FirstLoadPlugin } from './first-load.ts';
import { firstLoadChunks } from './first-load-chunks.ts';
import { defaultChunksWithoutConsumes, ReproducibleManifestPlugin } from './reproducible.ts';
import { RoutePagesPlugin } from './route-pages.ts';
import { sharedConfig, type SharedEntry, type SingletonConfig } from './shared.ts';
import { shellFolderUrl, unpublishedShellVersion } from './shell-folder.ts';

export { sharedConfig, sharedSingletons, type SharedEntry, type SingletonConfig } from './shared.ts';

export interface AppOptions {
  /** Federation name: the key the registry and the shell use (e.g. `payments`). */
  name: string;
  /** The app's folder (pass `import.meta.dirname`). */
  dir: string;
  /** Modules this remote exposes to the shell; omit for the host. */
  exposes?: Record<string, string>;
  /** Page title of the app's own HTML page (the standalone dev page for remotes). */
  title: string;
  /**
   * Only for the e2e fixture remotes that stand for a remote built the wrong way (bundling its own
   * copies, or against another major): changes the shared singletons of this one build.
   */
  shared?: (singletons: Record<string, SingletonConfig>) => Record<string, SharedEntry>;
}

/** Ports of `npm run dev`: the shell on 3000 proxies the API (3100) and each remote's dev server. */
export const devPorts = { shell: 3000, games: 3001, payments: 3002, profile: 3003, support: 3004, effects: 3005 };
export const devApiPort = 3100;

/** In dev the registry points remotes at `/remotes/<name>/dev/`; the shell's dev server forwards there. */
const devRemoteProxies = Object.entries(devPorts)
  .filter(([name]) => name !== 'shell')
  .map(([name, port]) => ({
    context: [`/remotes/${name}/dev`],
    target: `http://127.0.0.1:${port}`,
    pathRewrite: { [`^/remotes/${name}/dev`]: '' },
  }));

/** The version a build carries: the release's own (QA builds, the e2e release test), else package.json's. */
export function appVersion(dir: string): string {
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string };
  return process.env.RELEASE_VERSION || pkg.version;
}

/** Where an app builds to: `dist`, or BUILD_OUTPUT_DIR for a variant (QA builds, e2e release tests). */
export function outputDir(dir: string): string {
  return process.env.BUILD_OUTPUT_DIR ? path.resolve(process.env.BUILD_OUTPUT_DIR) : path.join(dir, 'dist');
}

/**
 * A CSS module's class names: they carry the app name, so two remotes never collide, and the app's server
 * build names them the same, so the markup it renders matches the browser build's style sheets.
 */
export const cssClassNames = (name: string) => `${name}__[local]__[hash:5]`;

/** TypeScript and JSX through SWC, in the browser's and the server's builds alike. */
export function scriptRule(development: boolean) {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        target: 'es2022',
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development } },
      },
    },
    type: 'javascript/auto',
  };
}

/** One rspack + module-federation config for every app, so the six apps cannot drift apart. */
export function createAppConfig(options: AppOptions): Configuration {
  const { name, dir, exposes, title, shared = (singletons) => singletons } = options;
  const devPort = devPorts[name as keyof typeof devPorts];
  const isHost = !exposes;
  const production = process.env.NODE_ENV !== 'development';
  // A remote's own page (its standalone dev page) needs a federation runtime of its own; a
  // production remote is only ever loaded by the shell, so it builds its container alone.
  const ownPage = isHost || !production;
  const version = appVersion(dir);
  // The federation manifest reports this as buildVersion, so a release is identifiable by URL.
  process.env.MF_BUILD_VERSION = version;

  const sharedModules = shared(sharedConfig());

  return {
    mode: production ? 'production' : 'development',
    // Evergreen browsers only: no down-levelled async functions or spreads in the bundles.
    target: ['web', 'es2022'],
    context: dir,
    entry: ownPage ? { main: './src/index.ts' } : {},
    // Production maps are written for error reporting but not referenced from the bundles; the
    // publish step and the page server keep them off the public site (packages/delivery, packages/page-server).
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    output: {
      path: outputDir(dir),
      // Remotes resolve chunks next to their manifest, so one build serves from any versioned folder.
      publicPath: isHost ? '/' : 'auto',
      uniqueName: name,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      cssFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      cssChunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      alias: federationRuntimeAliases(),
    },
    module: {
      parser: {
        'css/auto': { namedExports: false },
      },
      generator: {
        'css/auto': { localIdentName: cssClassNames(name), exportsConvention: 'as-is' },
      },
      rules: [
        scriptRule(!production),
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(svg|png|webp|woff2)$/, type: 'asset' },
      ],
    },
    plugins: [
      new rspack.DefinePlugin({
        __APP_NAME__: JSON.stringify(name),
        __APP_VERSION__: JSON.stringify(version),
      }),
      ...(ownPage
        ? [
            new rspack.HtmlRspackPlugin({
              template: path.join(import.meta.dirname, 'index.html'),
              templateParameters: { title, lang: 'da' },
              // A production shell's page names its scripts in its version's folder (the server
              // writes the published version in); its chunks then load from beside `main.js`.
              ...(isHost && production ? { publicPath: shellFolderUrl(unpublishedShellVersion) } : {}),
            }),
          ]
        : []),
      // The host's static files (web app manifest, icons, service worker) go next to its page.
      ...(isHost && existsSync(path.join(dir, 'public'))
        ? [new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(dir, 'public'), to: '.' }] })]
        : []),
      new ModuleFederationPlugin({
        name,
        filename: isHost ? undefined : 'remoteEntry.[contenthash:8].js',
        exposes,
        remotes: isHost ? {} : undefined,
        shared: sharedModules,
        shareStrategy: 'loaded-first',
        manifest: { fileName: 'mf-manifest.json' },
        dts: false,
        experiments: federationExperiments(isHost, production),
      }),
      new CheckoutIndependentRuntimePlugin(),
      new ReproducibleManifestPlugin(),
      // The host's first-load files, for the server's preload hints (packages/page-server).
      ...(isHost && production ? [new FirstLoadPlugin()] : []),
      // A remote's page files per route, for the server's hints of the current route's page.
      ...(!isHost && production ? [new RoutePagesPlugin()] : []),
      // What a remote needs of the shell, or what the shell provides: the release tool compares them.
      ...(production ? [new FederationContractPlugin(isHost, dir, sharedModules)] : []),
    ],
    optimization: {
      // Short ids (0, 1, 2…) rather than hashed ones (4275): the ids are in every chunk and in the
      // runtime's chunk map, so short ones make every page lighter. The cost: adding a module
      // renumbers those after it, so a deploy changes more chunk files than it would with hashed ids
      // (each build is deployed whole, every file named by its content hash, so nothing can mix).
      moduleIds: 'natural',
      chunkIds: 'natural',
      splitChunks: { cacheGroups: { ...defaultChunksWithoutConsumes, ...(isHost ? firstLoadChunks : {}) } },
    },
    performance: { hints: false },
    // `rspack serve` compiles dynamic imports lazily unless told otherwise, and a remote loaded through
    // the shell's dev server then asks the shell's server (not its own) to compile its page: the page
    // never arrives. Every app compiles everything in `npm run dev`.
    lazyCompilation: false,
    devServer: {
      port: devPort,
      host: '127.0.0.1',
      hot: true,
      historyApiFallback: true,
      // Remotes are loaded through the shell's dev server on :3000 and reconnect from there.
      allowedHosts: 'all',
      headers: { 'Access-Control-Allow-Origin': '*' },
      // Remotes reconnect live reload to their own port even when loaded through the shell.
      client: { webSocketURL: `ws://127.0.0.1:${devPort}/ws` },
      proxy: [
        ...(isHost ? devRemoteProxies : []),
        // What the api-server serves itself: the API, the registry, the sandbox pages (payment, game
        // provider, mail outbox) and the stand-in tag manager and consent scripts.
        { context: ['/api', '/registry.json', '/sandbox', '/stand-ins'], target: `http://127.0.0.1:${devApiPort}` },
      ],
    },
    experiments: { css: true },
  } as Configuration;
}
