// Lock day / month / forever and their effect on sign-in, deposit and play (spec sections
// 4 and 7; DOMAIN.md "Limits and exclusion"). A pause keeps the player signed in but stops deposits and play; an
// exclusion or closed account ends every session and refuses the next sign-in.
import { randomUUID } from 'node:crypto';
import { playBlockOf } from '../players/play-block.ts';
import { playFacts } from '../payments/play-facts.ts';
import { SEED_USERS, type SeedUserKey } from '../seed/index.ts';
import { Client, json, signedIn, startTestSite, type TestSite } from '../../test/harness.ts';
import { playerIdOf } from '../../test/payments-support.ts';

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(() => site.close());

const deposit = (client: Client) => client.post('/api/proxy/payments', { amount: 100, idempotencyKey: randomUUID() });
const signInAgain = async (who: SeedUserKey) => {
  const response = await new Client(site.url).signIn(SEED_USERS[who].email, SEED_USERS[who].password);
  return json<{ code?: string; message?: string; url: string }>(response);
};

describe('a 24-hour pause (period day)', () => {
  it('keeps the player signed in, refuses deposits and play with the Danish reason, and allows sign-in', async () => {
    const client = await signedIn(site, 'spare1');
    expect((await client.post('/api/proxy/profiles/cooldown')).status).toBe(200);

    expect((await client.get('/api/proxy/profiles/show')).status).toBe(200);
    const refused = await deposit(client);
    expect(refused.status).toBe(403);
    expect(await json(refused)).toMatchObject({
      code: 'PLAY_PAUSED',
      error: 'Du holder spilpause i 24 timer. Du kan ikke spille eller indbetale, før pausen er slut.',
    });
    expect((await playBlockOf(site.db, await playerIdOf(site.db, 'spare1'), playFacts))?.reason).toBe('cooldown');
    // A payout stays possible: the player's own money is never locked in by a pause.
    const payout = { amount: 50, idempotencyKey: 'pause-payout-0000001' };
    expect((await client.post('/api/proxy/payment/withdrawal', payout)).status).toBe(200);

    const again = await signInAgain('spare1');
    expect(again.code).toBeUndefined();
    expect(new URL(again.url, site.url).searchParams.has('error')).toBe(false);
  });
});

describe.each([
  ['month', 'spare2', 'self_excluded', 'Du har udelukket dig selv fra spil.'],
  ['forever', 'spare3', 'account_closed', 'Din konto er lukket.'],
] as const)('a lock for %s', (period, who, code, message) => {
  it('ends every session at once: no deposit, no play, no profile, and sign-in is refused with the reason', async () => {
    const [phone, laptop] = [await signedIn(site, who), await signedIn(site, who)];
    const response = await phone.post('/api/proxy/profiles/lock', { period, acceptedNewsletters: false });
    expect(response.status).toBe(200);

    for (const device of [phone, laptop]) {
      expect(await device.session()).toBeNull();
      expect((await deposit(device)).status).toBe(401);
      expect((await device.post('/api/proxy/games/any-game/sessions', {})).status).toBe(401);
      expect((await device.get('/api/proxy/profiles/show')).status).toBe(401);
    }
    const again = await signInAgain(who);
    expect(again.code).toBe(code);
    expect(again.message).toContain(message);
    const block = await playBlockOf(site.db, await playerIdOf(site.db, who), playFacts);
    expect(block?.reason).toBe(period === 'month' ? 'excluded' : 'closed');
  });
});
