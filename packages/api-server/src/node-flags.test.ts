import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { serverNodeFlags } from './node-flags.ts';

const scriptsOf = async (packageDir: string) =>
  (JSON.parse(await readFile(path.join(packageDir, 'package.json'), 'utf8')) as { scripts: Record<string, string> })
    .scripts;

// The server runs with its memory flags however an operator starts it (docs/decisions/0054).
describe('the commands that start the site', () => {
  it.each([
    ['npm start', path.resolve(import.meta.dirname, '../../..'), 'start'],
    ["the api-server's start", path.resolve(import.meta.dirname, '..'), 'start'],
    ["the api-server's dev", path.resolve(import.meta.dirname, '..'), 'dev'],
  ])('%s runs the server with its Node flags', async (_, dir, script) => {
    const command = (await scriptsOf(dir))[script]!;
    const serverStart = command.split('&&').find((part) => part.includes('main.ts'))!;
    for (const flag of serverNodeFlags) expect(serverStart).toContain(flag);
  });
});
