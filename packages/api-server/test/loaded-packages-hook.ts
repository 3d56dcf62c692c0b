// Loaded with `--import` into a server process a test starts: writes, as the process ends, every package file
// it loaded (to LOADED_PACKAGES_FILE), so a test can say which libraries the site runs.
import { writeFileSync } from 'node:fs';
import { registerHooks } from 'node:module';

const loaded = new Set<string>();
registerHooks({
  load(url, context, next) {
    if (url.includes('/node_modules/')) loaded.add(url);
    return next(url, context);
  },
});
process.on('exit', () => writeFileSync(process.env.LOADED_PACKAGES_FILE!, [...loaded].join('\n')));
