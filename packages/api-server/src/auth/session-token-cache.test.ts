import { cachedSessionToken } from './session-token-cache.ts';

// Signed-in calls (ARCHITECTURE "Auth"): the session cookie is decoded once a minute per browser, never served
// past the token's own expiry, and a cookie that does not decode is tried anew each time.
describe('decoded session tokens', () => {
  const inSeconds = (s: number) => Math.floor(Date.now() / 1000) + s;

  it('decodes the same credentials once for many calls', async () => {
    let decodes = 0;
    const decode = async () => (decodes++, { sid: 'a', exp: inSeconds(3600) });
    for (let i = 0; i < 5; i++) expect(await cachedSessionToken('cookie-a', decode)).toMatchObject({ sid: 'a' });
    expect(decodes).toBe(1);
  });

  it('does not keep a token past its expiry', async () => {
    let decodes = 0;
    const decode = async () => (decodes++, { sid: 'b', exp: inSeconds(1) });
    await cachedSessionToken('cookie-b', decode);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await cachedSessionToken('cookie-b', decode);
    expect(decodes).toBe(2);
  });

  it('keeps nothing of credentials that do not decode', async () => {
    let decodes = 0;
    const decode = async () => (decodes++, null);
    expect(await cachedSessionToken('cookie-c', decode)).toBeNull();
    expect(await cachedSessionToken('cookie-c', decode)).toBeNull();
    expect(decodes).toBe(2);
  });
});
