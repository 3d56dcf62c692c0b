import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack, type Configuration } from '@rspack/core';
import { sharedConfig } from './shared.ts';

export { sharedConfig, sharedSingletons } from './shared.ts';

export interface AppOptions {
  /** Federation name: the key the registry and the shell use (e.g. `payments`). */
  name: string;
  /** The app's folder (pass `import.meta.dirname`). */
  dir: string;
  /** Port of `npm run dev` for this app. */
  devPort: number;
  /** Modules this remote exposes to the shell; omit for the host. */
  exposes?: Record<string, string>;
  /** Federation runtime plugins (host only). */
  runtimePlugins?: string[];
  /** Page title of the app's own HTML page (the standalone dev page for remotes). */
  title: string;
}

/** Port the api-server listens on during `npm run dev`; dev servers proxy the API to it. */
export const devApiPort = 3100;

/** One rspack + module-federation config for every app, so the six apps cannot drift apart. */
export function createAppConfig(options: AppOptions): Configuration {
  const { name, dir, devPort, exposes, runtimePlugins, title } = options;
  const isHost = !exposes;
  const production = process.env.NODE_ENV !== 'development';
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string };
  // A release may carry its own version (QA builds, the e2e release test); else package.json's.
  const version = process.env.RELEASE_VERSION || pkg.version;
  // The federation manifest reports this as buildVersion, so a release is identifiable by URL.
  process.env.MF_BUILD_VERSION = version;

  return {
    mode: production ? 'production' : 'development',
    context: dir,
    entry: { main: './src/index.ts' },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      // BUILD_OUTPUT_DIR builds a variant elsewhere (QA builds, e2e release tests) without touching dist.
      path: process.env.BUILD_OUTPUT_DIR ? path.resolve(process.env.BUILD_OUTPUT_DIR) : path.join(dir, 'dist'),
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
    },
    module: {
      parser: {
        'css/auto': { namedExports: false },
      },
      generator: {
        // Class names carry the app name, so two remotes never collide.
        'css/auto': { localIdentName: `${name}__[local]__[hash:5]`, exportsConvention: 'as-is' },
      },
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production } },
            },
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(svg|png|webp|woff2)$/, type: 'asset' },
      ],
    },
    plugins: [
      new rspack.DefinePlugin({
        __APP_NAME__: JSON.stringify(name),
        __APP_VERSION__: JSON.stringify(version),
      }),
      new rspack.HtmlRspackPlugin({
        template: path.join(import.meta.dirname, 'index.html'),
        templateParameters: { title, lang: 'da' },
      }),
      new ModuleFederationPlugin({
        name,
        filename: isHost ? undefined : 'remoteEntry.[contenthash:8].js',
        exposes,
        remotes: isHost ? {} : undefined,
        shared: sharedConfig(),
        shareStrategy: 'loaded-first',
        runtimePlugins,
        manifest: { fileName: 'mf-manifest.json' },
        dts: false,
        getPublicPath: undefined,
      }),
    ],
    optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic' },
    performance: { hints: false },
    devServer: {
      port: devPort,
      host: '127.0.0.1',
      hot: true,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [
        {
          context: ['/api', '/registry.json', '/remotes', '/sandbox', '/content'],
          target: `http://127.0.0.1:${devApiPort}`,
        },
      ],
    },
    experiments: { css: true },
  } as Configuration;
}
