/**
 * Where an app's server build sits in its build (and so in its published version's folder), read by the
 * page server that renders pages on the server with it. No bundler import: the server reads it.
 */
export const serverBuildFolder = 'server';

/** A remote's server entry in that folder: a CommonJS module Node loads. */
export const serverEntryFile = 'remoteEntry.cjs';

/** The shell's server build in that folder: it renders a route's page on the server (`ShellServerBuild`). */
export const shellServerFile = 'server.cjs';

/** Where the shell's inline scripts sit in its build: the page server writes them into its pages. */
export const inlineScriptsFolder = 'inline';

/** The early-clicks script in that folder (`shell/src/early-clicks.ts`), allowed by its hash. */
export const earlyClicksFile = 'early-clicks.js';
