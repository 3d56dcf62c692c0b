import { createRequire } from 'node:module';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack, type Configuration } from '@rspack/core';
import { CheckoutIndependentRuntimePlugin } from './checkout-independent.ts';
import { appVersion, cssClassNames, outputDir, scriptRule, type AppOptions } from './index.ts';
import { serverBuildFolder, serverEntryFile, shellServerFile } from './server-files.ts';
import { defaultChunksWithoutConsumes } from './reproducible.ts';
import { sharedConfig } from './shared.ts';

const require = createRequire(import.meta.url);

/**
 * The app's server build, next to its browser build (`dist/server/`), so a published version is one
 * folder with both: the same federation name, exposes and shared singletons, for Node (`async-node`,
 * CommonJS chunks named `.cjs`, since the apps' packages are ES modules). The shell's server build
 * (`server.cjs`, named by `./server-files.ts`) renders a route's page with the remotes' server entries (`remoteEntry.cjs`),
 * which the federation runtime's Node plugin loads and runs. Built after the browser build, which
 * empties `dist`.
 */
export function createServerConfig(options: AppOptions): Configuration {
  const { name, dir, exposes } = options;
  const isHost = !exposes;
  return {
    mode: 'production',
    target: 'async-node',
    context: dir,
    entry: isHost ? { server: './src/server.tsx' } : {},
    devtool: false,
    output: {
      path: path.join(outputDir(dir), serverBuildFolder),
      publicPath: 'auto',
      uniqueName: name, // as the browser build's: CSS class names are hashed with it
      filename: isHost ? shellServerFile : '[name].cjs',
      chunkFilename: '[name].[contenthash:8].cjs',
      library: { type: 'commonjs-module' },
      chunkFormat: 'commonjs',
      chunkLoading: 'async-node',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'], extensionAlias: { '.js': ['.ts', '.tsx', '.js'] } },
    // The server's sanitizer (`@casino/ui`'s purifier.node.ts), from node_modules as it is: loaded once by the
    // server, not once per remote that shows HTML.
    externals: { 'sanitize-html': 'commonjs sanitize-html' },
    module: {
      parser: { 'css/auto': { namedExports: false } },
      generator: {
        // The browser build's class names; no CSS file (the browser build's are the page's).
        'css/auto': { localIdentName: cssClassNames(name), exportsConvention: 'as-is', exportsOnly: true },
      },
      rules: [
        scriptRule(false),
        { test: /\.css$/, type: 'css/auto' },
        // The browser build's URLs for pictures and fonts, without writing the files again.
        { test: /\.(svg|png|webp|woff2)$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    plugins: [
      new rspack.DefinePlugin({
        __APP_NAME__: JSON.stringify(name),
        __APP_VERSION__: JSON.stringify(appVersion(dir)),
      }),
      new ModuleFederationPlugin({
        name,
        filename: isHost ? undefined : serverEntryFile,
        exposes,
        remotes: isHost ? {} : undefined,
        shared: sharedConfig(),
        shareStrategy: 'loaded-first',
        library: { type: 'commonjs-module' },
        remoteType: 'script',
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        manifest: false,
        dts: false,
      }),
      new CheckoutIndependentRuntimePlugin(),
    ],
    optimization: {
      // Not minified, for readable stack traces; but without comments, which name the fallbacks of
      // shared modules by absolute path: two checkouts of one commit must build the same files.
      minimize: true,
      minimizer: [
        new rspack.SwcJsMinimizerRspackPlugin({
          minimizerOptions: { compress: false, mangle: false, format: { comments: false } },
        }),
      ],
      // Numbered modules and chunks: a named module is its path, and a long chunk name is cut short with a
      // hash of the absolute paths of its modules, so names would differ from checkout to checkout.
      moduleIds: 'natural',
      chunkIds: 'natural',
      splitChunks: { cacheGroups: defaultChunksWithoutConsumes },
    },
    performance: { hints: false },
    experiments: { css: true },
  } as Configuration;
}
