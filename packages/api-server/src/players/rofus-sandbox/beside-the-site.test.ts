// `npm start` (startServer) runs the sandbox ROFUS beside the site, a process of its own (the issue "Sandboxes are
// outside systems"): the site asks it over ROFUS's protocol, so the seed's ROFUS player is kept out by the
// sandbox's register while the everyday player signs in.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { Client, json, testConfig } from '../../../test/harness.ts';
import { SEED_USERS } from '../../sandbox-people/seed-users.ts';
import { startServer } from '../../server.ts';

describe('a site started as npm start starts it', () => {
  it('asks the sandbox ROFUS in its own process at every login', async () => {
    const config = await testConfig();
    const server = await startServer({
      ...config,
      providers: { ...config.providers, selfExclusion: { kind: 'sandbox' } },
    });
    try {
      const refused = await new Client(server.url).signIn(SEED_USERS.rofus.email, SEED_USERS.rofus.password);
      expect(await json(refused)).toMatchObject({ code: 'rofus' });
      const player = new Client(server.url);
      await player.signIn(SEED_USERS.player.email, SEED_USERS.player.password);
      expect(await player.session()).toMatchObject({ user: { email: SEED_USERS.player.email } });
    } finally {
      await server.close();
      await config.dropDatabase();
      await rm(path.dirname(config.shellDir), { recursive: true, force: true });
    }
  });
});
