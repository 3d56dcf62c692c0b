// Spec section 2 (/profile/password): a password change needs the current password, follows the strength
// rules, and ends every other session of the player while this one stays; a wrong current password counts
// against the sign-in limit, so a stolen session cannot guess it.
import { passwordChangeResultSchema } from '@casino/api-client/profile';
import { SEED_USERS } from '../seed/index.ts';
import { Client, json, signedIn, startTestSite, type TestSite } from '../../test/harness.ts';

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(() => site.close());

const change = (client: Client, currentPassword: string, newPassword: string) =>
  client.post('/api/proxy/profiles/password', { currentPassword, newPassword });
const signInAs = async (email: string, password: string) =>
  json<{ code?: string }>(await new Client(site.url).signIn(email, password));

describe('changing the password', () => {
  it('ends the other sessions, keeps this one, and only the new password signs in', async () => {
    const { email, password } = SEED_USERS.spare1;
    const [here, phone, tablet] = [
      await signedIn(site, 'spare1'),
      await signedIn(site, 'spare1'),
      await signedIn(site, 'spare1'),
    ];
    const response = await change(here, password, 'NyKode2027');
    expect(response.status).toBe(200);
    expect(passwordChangeResultSchema.parse(await response.json())).toEqual({ ok: true, otherSessionsEnded: 2 });

    expect((await here.get('/api/proxy/profiles/show')).status).toBe(200);
    for (const other of [phone, tablet]) {
      expect(await other.session()).toBeNull();
      expect((await other.get('/api/proxy/profiles/show')).status).toBe(401);
    }
    expect((await signInAs(email, password)).code).toBe('invalid_credentials');
    expect((await signInAs(email, 'NyKode2027')).code).toBeUndefined();
  });

  it('refuses a wrong current password under its field and changes nothing', async () => {
    const { email, password } = SEED_USERS.spare2;
    const [here, other] = [await signedIn(site, 'spare2'), await signedIn(site, 'spare2')];
    const response = await change(here, 'Forkert2026', 'NyKode2027');
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({
      error: 'Den nuværende adgangskode er forkert.',
      issues: [{ path: ['currentPassword'] }],
    });
    expect((await other.get('/api/proxy/profiles/show')).status).toBe(200);
    expect((await signInAs(email, password)).code).toBeUndefined();
  });

  it.each([
    ['too short', 'Kort1', 'Den nye adgangskode skal være mindst 10 tegn'],
    ['without a digit', 'bareBogstaver', 'Den nye adgangskode skal indeholde både bogstaver og tal'],
    ['without a letter', '12345678901', 'Den nye adgangskode skal indeholde både bogstaver og tal'],
    ['the same as now', SEED_USERS.spare3.password, 'Den nye adgangskode skal være forskellig fra den nuværende'],
  ])('refuses a new password %s with the rule that failed', async (_name, newPassword, message) => {
    const here = await signedIn(site, 'spare3');
    const response = await change(here, SEED_USERS.spare3.password, newPassword);
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({ error: message, issues: [{ path: ['newPassword'] }] });
  });

  it('stops after 5 wrong current passwords in 15 minutes, like sign-in', async () => {
    const here = await signedIn(site, 'spare4');
    for (let i = 0; i < 5; i += 1) expect((await change(here, `Forkert${i}2026`, 'NyKode2027')).status).toBe(400);
    const sixth = await change(here, SEED_USERS.spare4.password, 'NyKode2027');
    expect(sixth.status).toBe(429);
    expect(await json(sixth)).toEqual({ error: 'For mange forkerte forsøg. Vent 15 minutter, og prøv igen.' });
  });
});
