import { execFile } from 'node:child_process';
import { utimes } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { remoteNames } from './layout.ts';
import { promote, publish, publishedVersions } from './publish.ts';
import { readRegistry } from './registry-store.ts';
import { tempDeployFolders } from './test-deploy.ts';

const run = promisify(execFile);
const cli = path.join(import.meta.dirname, 'cli.ts');
const deploy = tempDeployFolders();
const fakeBuild = (name: string, body: string) => deploy.build(name, '1.0.0', body);
let root: string;
beforeEach(() => {
  root = deploy.root;
});

describe('two release engineers publishing at the same moment', () => {
  it('loses no pointer change when every remote is published at once', async () => {
    const versions = await Promise.all(
      remoteNames.map(async (remote) =>
        publish({ root, remote, distDir: await fakeBuild(remote, `${remote} v1`), env: 'production' }),
      ),
    );
    const registry = await readRegistry(root, 'production');
    expect(remoteNames.map((remote) => registry.remotes[remote]?.current)).toEqual(versions);
    expect(registry.revision).toBe(remoteNames.length);
  });

  it('loses no pointer change when separate release processes publish at once', async () => {
    const env = { ...process.env, DEPLOY_DIR: root };
    const outputs = await Promise.all(
      remoteNames.map(async (remote) => {
        const dist = await fakeBuild(remote, `${remote} from its own process`);
        const { stdout } = await run(process.execPath, [cli, 'publish', remote, '--dist', dist], { env });
        return /now at (\S+)$/m.exec(stdout)?.[1];
      }),
    );
    const registry = await readRegistry(root, 'production');
    expect(remoteNames.map((remote) => registry.remotes[remote]?.current)).toEqual(outputs);
    expect(registry.revision).toBe(remoteNames.length);
  });

  it('keeps every one of many promotions of one remote in its rollback history', async () => {
    const published: string[] = [];
    for (const body of ['a', 'b', 'c', 'd', 'e', 'f']) {
      published.push(await publish({ root, remote: 'payments', distDir: await fakeBuild(body, body), env: 'staging' }));
    }
    await Promise.all(published.map((version) => promote(root, 'production', 'payments', version)));
    const entry = (await readRegistry(root, 'production')).remotes.payments!;
    expect([...entry.previous, entry.current].sort()).toEqual([...published].sort());
  });
});

describe('the order of published versions', () => {
  it('follows the publish record, not the folders’ modification times', async () => {
    const first = await publish({ root, remote: 'games', distDir: await fakeBuild('one', 'one'), env: 'production' });
    const second = await publish({ root, remote: 'games', distDir: await fakeBuild('two', 'two'), env: 'production' });
    // As after a copy to a CDN or object store: the older folder now looks newer.
    const later = new Date(Date.now() + 60_000);
    await utimes(path.join(root, 'remotes', 'games', first), later, later);
    expect(await publishedVersions(root, 'games')).toEqual([first, second]);
  });
});
