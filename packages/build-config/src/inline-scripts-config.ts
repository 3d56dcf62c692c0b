import path from 'node:path';
import type { Configuration } from '@rspack/core';
import { outputDir, scriptRule, type AppOptions } from './index.ts';
import { earlyClicksFile, inlineScriptsFolder } from './server-files.ts';

/**
 * The shell's inline scripts (`dist/inline/`): each one file without imports, minified, with no module
 * runtime around it, for the page server to write into its pages and allow by the hash of that text.
 */
export function createInlineScriptsConfig({ dir }: AppOptions): Configuration {
  return {
    mode: 'production',
    target: 'web',
    context: dir,
    entry: { [path.parse(earlyClicksFile).name]: './src/early-clicks.ts' },
    devtool: false,
    output: { path: path.join(outputDir(dir), inlineScriptsFolder), filename: '[name].js', iife: true, clean: true },
    resolve: { extensions: ['.ts'] },
    module: { rules: [scriptRule(false)] },
    optimization: { runtimeChunk: false, splitChunks: false },
  };
}
