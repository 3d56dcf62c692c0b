// Issue "becoming a player", Done means: deposit limits before the first deposit (DOMAIN.md "Becoming a
// player"), and support agents, their own role, neither deposit nor play.
import { SUPPORT_AGENT } from '../seed/index.ts';
import { Client, json, startTestSite, type TestSite } from '../../test/harness.ts';
import { throughSandboxMitid } from '../../test/sandbox-mitid-support.ts';

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(() => site.close());

const deposit = (client: Client, key: string) =>
  client.post('/api/proxy/payments', { amount: 100, idempotencyKey: `new-player-${key}` });

describe('a new player', () => {
  it('cannot deposit before setting limits; once the three limits are set the deposit goes to the payment page', async () => {
    const client = new Client(site.url);
    await throughSandboxMitid(client, {
      givenName: 'Ny',
      familyName: 'Spiller',
      cpr: '030393-2001',
      birthDate: '1993-03-03',
    });
    await client.post('/api/account/signup', {
      email: 'ny-spiller@example.test',
      phoneNumber: '31234567',
      password: 'Velkommen2026',
      acceptedTerms: true,
      acceptedNewsletters: false,
      hasAcceptedSms: false,
    });

    const refused = await deposit(client, 'before-limits-0001');
    expect(refused.status).toBe(403);
    expect(await json(refused)).toMatchObject({
      code: 'DEPOSIT_LIMIT_REQUIRED',
      error: 'Du skal sætte en daglig, ugentlig eller månedlig indbetalingsgrænse, før du kan spille eller indbetale.',
    });

    const limits = await client.post('/api/proxy/payment/limits', { daily: 500, weekly: 1500, monthly: 4000 });
    expect(limits.status).toBe(200);
    const accepted = await deposit(client, 'after-limits-00001');
    expect(accepted.status).toBe(200);
    expect(await json(accepted)).toMatchObject({ hostedPaymentPageUrl: expect.stringMatching(/\/pay\/[^/]+$/) });
  });
});

describe('a support agent', () => {
  it('can neither deposit nor start a game, and is told why in Danish', async () => {
    const agent = new Client(site.url);
    await agent.signIn(SUPPORT_AGENT.email, SUPPORT_AGENT.password);
    const refused = await deposit(agent, 'agent-deposit-0001');
    expect(refused.status).toBe(403);
    expect(await json(refused)).toMatchObject({
      code: 'NOT_A_PLAYER',
      error: 'Du er logget ind som kundeservice. En kundeservicekonto kan ikke indbetale eller spille.',
    });

    const games = await json<{ slug: string }[]>(
      await agent.get('/api/content', { query: { rest_route: '/casino/v1/games', category: 'slots', per_page: 1 } }),
    );
    const play = await agent.post(`/api/proxy/games/${games[0]!.slug}/sessions`, {});
    expect(play.status).toBe(403);
    expect(await json(play)).toMatchObject({ error: expect.stringContaining('kundeservicekonto kan ikke') });
  });
});
