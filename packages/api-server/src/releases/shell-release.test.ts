// The api-server serves the shell version the release tool published, through the release state every
// server process shares, and keeps serving the chunks of the version an open tab was written for.
import { publishShell, rollbackShell } from '@casino/delivery';
import { writeShellBuild } from '@casino/delivery/shell-build-test-support';
import path from 'node:path';
import { startTestSite, type TestSite } from '../../test/harness.ts';
import { eventually, withShellHead } from '../../test/release-support.ts';

let site: TestSite;
beforeEach(async () => {
  site = await startTestSite();
});
afterEach(() => site.close());

const shellBuild = (label: string) => writeShellBuild(path.join(site.config.shellDir, '..', `shell-${label}`), label);
const publishBuild = async (label: string) =>
  (await publishShell({ root: site.releases, env: 'development', distDir: await shellBuild(label) })).version;
const get = (pathname: string) => fetch(new URL(pathname, site.url));
const shellVersionOfPage = async () =>
  /<meta name="casino-shell-version" content="([^"]+)">/.exec(await (await get('/')).text())?.[1];

describe('the shell as the server serves it', () => {
  it('is the unpublished build, named current, until a shell is published', async () => {
    await withShellHead(site.config.shellDir);
    expect(await shellVersionOfPage()).toBe('current');
  });

  it('switches pages to a published shell at once, while a tab on the one before still loads its sign-in chunk', async () => {
    // In force as soon as the server is told (at once with registry files, by a notification on PostgreSQL).
    const serves = (version: string) => async () => (await shellVersionOfPage()) === version;
    const first = await publishBuild('a');
    await eventually(serves(first));
    const next = await publishBuild('b');
    await eventually(serves(next));
    expect((await get(`/shell/${first}/login.a.js`)).status).toBe(200);
    expect((await get(`/shell/${next}/login.b.js`)).status).toBe(200);

    expect(await rollbackShell(site.releases, 'development')).toBe(first);
    await eventually(serves(first));
  });
});
