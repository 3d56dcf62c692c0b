// The issue "Sandboxes are outside systems": the sandbox MitID broker and mail service run as processes of their
// own beside the site, which reaches them only over OpenID Connect and SMTP through its production adapters
// (openid-client, nodemailer); the site's process loads none of the sandboxes' libraries.
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { Client, testConfig } from '../../test/harness.ts';
import { startServerProcess } from '../../test/server-process.ts';
import { SEED_USERS } from '../sandbox-people/seed-users.ts';

const hook = path.join(import.meta.dirname, '..', '..', 'test', 'loaded-packages-hook.ts');
const packagesIn = (urls: string) =>
  new Set(urls.split('\n').map((url) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//u.exec(url)?.[1]));

describe('a site started as production starts it, with its sandboxes beside it', () => {
  it('sends the browser to the sandbox MitID and the mail to the sandbox mail service, loading neither', async () => {
    const config = await testConfig();
    const loadedFile = path.join(path.dirname(config.shellDir), 'loaded-packages.txt');
    const server = await startServerProcess(
      config.databaseUrl ?? '',
      { config },
      { DATA_DIR: config.dataDir, NODE_OPTIONS: `--import=${hook}`, LOADED_PACKAGES_FILE: loadedFile },
    );
    try {
      const visitor = new Client(server.url);
      const start = await visitor.get('/api/auth/mitid/start', { query: { intent: 'signup', callbackUrl: '/spil' } });
      const broker = new URL(start.headers.get('location')!);
      expect(broker.origin).not.toBe(server.url);
      expect(broker.pathname).toBe('/auth');
      // The site serves no part of it (the other sandboxes' pages ask a visitor to sign in first).
      expect((await visitor.get('/sandbox/mitid/.well-known/openid-configuration')).status).not.toBe(200);

      const asked = await visitor.post('/api/account/password-reset', { email: SEED_USERS.player.email });
      expect(asked.ok).toBe(true);
      expect((await visitor.get('/sandbox/mail')).status).not.toBe(200);
    } finally {
      await server.stop();
    }
    const loaded = packagesIn(await readFile(loadedFile, 'utf8'));
    await config.dropDatabase();
    await rm(path.dirname(config.shellDir), { recursive: true, force: true });
    // Its production adapters did the work...
    expect(loaded).toContain('openid-client');
    expect(loaded).toContain('nodemailer');
    // ...and the sandboxes' own libraries stayed in the sandboxes' processes.
    for (const library of ['oidc-provider', 'smtp-server', 'mailparser'])
      expect({ library, loaded: loaded.has(library) }).toEqual({ library, loaded: false });
  }, 60_000);
});
