// The sandbox TamperToken service runs as a process of its own (the issue "What the regulator sees", "the sandbox
// TamperToken runs as its own process"): the site reaches it over the service's protocol, as it would reach the
// authority's. It issues tokens whose start MAC comes from its own key, takes a close with the last MAC, and refuses
// what is no call.
import { createHmac } from 'node:crypto';
import { httpTamperTokenService } from '../tamper-token-client.ts';
import { startTamperTokenSandbox, type TamperTokenSandbox } from './process.ts';

describe('the sandbox TamperToken service, a process of its own', () => {
  const key = 'a-key-of-this-test-only';
  let sandbox: TamperTokenSandbox;
  beforeAll(async () => {
    sandbox = await startTamperTokenSandbox(key);
  });
  afterAll(() => sandbox?.stop());

  it('issues a token over the protocol, its start MAC from the sandbox’s own key, open for a day', async () => {
    const service = httpTamperTokenService(sandbox.url, 'sandbox');
    const token = await service.open('DK-TEST', new Date());
    expect(token.tokenId).toMatch(/^\d+$/u);
    expect(token.startMac).toBe(createHmac('sha256', key).update(`DK-TEST:${token.tokenId}`).digest('hex'));
    expect(token.plannedCloseAt.getTime() - token.issuedAt.getTime()).toBe(24 * 60 * 60 * 1000);
    await expect(
      service.close({ certificateId: 'DK-TEST', tokenId: token.tokenId, lastMac: token.startMac }),
    ).resolves.toBeUndefined();
  });

  it('refuses a close without a MAC, and the site hears the refusal by its number and text', async () => {
    const service = httpTamperTokenService(sandbox.url, 'sandbox');
    await expect(service.close({ certificateId: 'DK-TEST', tokenId: '17', lastMac: 'not-a-mac' })).rejects.toThrow(
      'TamperTokenLuk refused: 4 TamperTokenMAC is not a MAC',
    );
  });

  it('answers what is no TamperToken call as no service would take it', async () => {
    expect((await fetch(sandbox.url)).status).toBe(405);
    const answer = await fetch(sandbox.url, { method: 'POST', body: '<hello/>' });
    expect(answer.status).toBe(500);
    expect(await answer.text()).toContain('Not a TamperTokenAnvend_I call');
  });

  it('is gone once stopped: the site then hears that nothing answers', async () => {
    const other = await startTamperTokenSandbox(key);
    await other.stop();
    await expect(httpTamperTokenService(other.url, 'sandbox').open('DK-TEST', new Date())).rejects.toThrow();
  });
});
