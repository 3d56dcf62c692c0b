// The server as a browser or a load balancer meets it: an idle connection stays open for the next request,
// longer than Node's own 5 s, so a request sent on it is not reset by a close that crossed it.
import { rm } from 'node:fs/promises';
import { Agent, get } from 'node:http';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { startServer } from './server.ts';
import { testConfig } from '../test/harness.ts';

/** GET on the agent's connection: the status and whether the request went over a connection used before. */
const fetchOver = (agent: Agent, url: string) =>
  new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
    const request = get(url, { agent }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, reused: request.reusedSocket }));
    });
    request.on('error', reject);
  });

describe('the server’s connections', () => {
  it('answers a request on a connection left idle for six seconds over that same connection', async () => {
    const config = await testConfig();
    const server = await startServer(config);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const health = `${server.url}/api/health`;
      expect(await fetchOver(agent, health)).toEqual({ status: 200, reused: false });
      await sleep(6_000);
      expect(await fetchOver(agent, health)).toEqual({ status: 200, reused: true });
    } finally {
      agent.destroy();
      await server.close();
      await config.dropDatabase();
      await rm(path.dirname(config.shellDir), { recursive: true, force: true });
    }
  }, 30_000);
});
