import { mkdtemp, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliDecompress } from 'node:zlib';
import { precompress } from './version-folder.ts';

const unbrotli = promisify(brotliDecompress);
let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'precompress-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const file = (name: string) => path.join(dir, name);
const sentAsBrotli = async (name: string) => (await unbrotli(await readFile(`${file(name)}.br`))).toString();

// ARCHITECTURE.md "Delivery": every text asset is served compressed. `npm start` and the bench serve the shell
// from its dist, which a cached build restores beside an older build's files and compressed twins.
describe('compressing the shell rebuilt in place', () => {
  it('compresses the new build’s files, replaces twins older than their file and leaves current ones alone', async () => {
    const past = new Date(Date.now() - 60_000);
    await writeFile(file('index.html'), '<html>old and new</html>');
    await writeFile(file('index.html.br'), 'current twin');
    await writeFile(file('app.js'), 'console.log("changed")');
    await writeFile(file('app.js.br'), 'stale twin');
    await utimes(file('app.js.br'), past, past);
    await writeFile(file('libraries.1234.js'), 'console.log("new build")');
    const untouched = (await stat(file('index.html.br'))).mtimeMs;

    await precompress(dir, { keepCurrent: true });

    expect(await sentAsBrotli('libraries.1234.js')).toBe('console.log("new build")');
    expect(await sentAsBrotli('app.js')).toBe('console.log("changed")');
    expect((await stat(file('index.html.br'))).mtimeMs).toBe(untouched);
  });

  it('compresses every file of a new version folder, whatever twins it was copied with', async () => {
    await writeFile(file('app.js'), 'console.log("v2")');
    await writeFile(file('app.js.br'), 'copied along');

    await precompress(dir);

    expect(await sentAsBrotli('app.js')).toBe('console.log("v2")');
  });
});
