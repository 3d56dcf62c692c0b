// The floor of the bench: the bare React page of bench/floor/index.tsx, built with the same
// rspack, SWC settings and page template as the apps (packages/build-config), precompressed by the
// same publish step and served with the same static server (brotli), beside the site in one run.
import { rspack, type Configuration } from '@rspack/core';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { precompress } from '@casino/delivery';
import { serveFolder, type ServedFolder } from '@casino/page-server';

const here = import.meta.dirname;
const outDir = path.join(here, 'floor', 'dist');
const template = path.join(here, '../../packages/build-config/src/index.html');

function floorConfig(): Configuration {
  return {
    mode: 'production',
    target: ['web', 'es2022'],
    context: path.join(here, 'floor'),
    entry: { main: './index.tsx' },
    output: { path: outDir, publicPath: '/', filename: '[name].[contenthash:8].js', clean: true },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              target: 'es2022',
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic' } },
            },
          },
          type: 'javascript/auto',
        },
      ],
    },
    plugins: [new rspack.HtmlRspackPlugin({ template, templateParameters: { title: 'Floor', lang: 'da' } })],
    infrastructureLogging: { level: 'error' },
  };
}

/** Builds the floor page; resolves with how long the build took (ms). */
export async function buildFloor(): Promise<number> {
  await rm(outDir, { recursive: true, force: true });
  const started = performance.now();
  await new Promise<void>((resolve, reject) =>
    rspack(floorConfig(), (error, stats) =>
      error || stats?.hasErrors() ? reject(error ?? new Error(stats?.toString('errors-only'))) : resolve(),
    ),
  );
  const ms = performance.now() - started;
  await precompress(outDir);
  return ms;
}

/** Serves the built floor page, precompressed, as the site serves its files. */
export const serveFloor = (port: number): Promise<ServedFolder> => serveFolder(outDir, port);
