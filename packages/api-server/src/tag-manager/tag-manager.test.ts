// Spec section 2: the consent script and tag manager are real, configurable scripts.
// The server tells the shell where they load from; outside production it serves local stand-ins and
// keeps what the stand-in tag manager sent, so the analytics events of spec section 3 can be read back.
import { randomUUID } from 'node:crypto';
import { tagManagerConfigSchema } from '@casino/api-client';
import { readTagManagerSettings } from './settings.ts';
import { json, startTestSite, type TestSite } from '../../test/harness.ts';

let development: TestSite;
let production: TestSite;
beforeAll(async () => {
  [development, production] = await Promise.all([
    startTestSite(),
    startTestSite({ environment: 'production', demo: true, tagManager: readTagManagerSettings({}, 'production') }),
  ]);
});
afterAll(() => Promise.all([development.close(), production.close()]));

const configOf = async (site: TestSite) =>
  tagManagerConfigSchema.parse(await json(await fetch(`${site.url}/api/tag-manager/config`)));

const postEvents = (site: TestSite, body: unknown) =>
  fetch(`${site.url}/api/stand-ins/tag-manager/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('where the consent script and tag manager load from', () => {
  it('points development at the local stand-ins', async () => {
    expect(await configOf(development)).toEqual({
      tagManagerUrl: '/stand-ins/tag-manager.js',
      consentScriptUrl: '/stand-ins/consent.js',
    });
  });

  it('loads nothing in production unless configured, and serves no stand-in there', async () => {
    expect(await configOf(production)).toEqual({ tagManagerUrl: null, consentScriptUrl: null });
    expect((await fetch(`${production.url}/stand-ins/tag-manager.js`)).headers.get('x-stand-in')).toBeNull();
    expect((await postEvents(production, { clientId: randomUUID(), events: [{ event: 'LOGIN' }] })).status).toBe(404);
  });

  it('takes the real scripts from the environment (empty means none)', () => {
    const env = { TAG_MANAGER_URL: 'https://www.googletagmanager.com/gtm.js?id=GTM-ABC', CONSENT_SCRIPT_URL: '' };
    expect(readTagManagerSettings(env, 'production')).toEqual({
      tagManagerUrl: 'https://www.googletagmanager.com/gtm.js?id=GTM-ABC',
      consentScriptUrl: null,
      standIns: false,
    });
    expect(readTagManagerSettings({ TAG_MANAGER_STAND_INS: '1' }, 'production').tagManagerUrl).toBe(
      '/stand-ins/tag-manager.js',
    );
  });
});

describe('the stand-ins (development and tests only)', () => {
  it.each(['/stand-ins/tag-manager.js', '/stand-ins/consent.js'])(
    'serves %s as JavaScript, marked as a stand-in',
    async (path) => {
      const response = await fetch(`${development.url}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/javascript/u);
      expect(response.headers.get('x-stand-in')).toBe('development and tests only');
      expect(await response.text()).toMatch(/STAND-IN .* development and tests only; not a real/u);
    },
  );

  it('keeps the events the tag manager sent per browser, for reading back', async () => {
    const clientId = randomUUID();
    const sent = [
      { event: 'LOGIN', country: 'DK', userId: '7' },
      { event: 'navigation', navName: 'header' },
    ];
    expect((await postEvents(development, { clientId, events: sent })).status).toBe(204);
    const read = await fetch(`${development.url}/api/stand-ins/tag-manager/events?clientId=${clientId}`);
    expect(await read.json()).toEqual(sent);
    const other = await fetch(`${development.url}/api/stand-ins/tag-manager/events?clientId=${randomUUID()}`);
    expect(await other.json()).toEqual([]);
  });

  it('refuses events without a client id or event name, with a Danish message', async () => {
    const bad = await postEvents(development, { clientId: 'x', events: [{ event: '' }] });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: 'clientId skal være et UUID' });
  });
});
