// Spec section 7: the /api/proxy/profiles/* calls and system notifications, with their auth and CSRF rules.
import {
  favouriteGamesSchema,
  profileSchema,
  recentPlayedGamesSchema,
  systemNotificationsSchema,
  winsSchema,
} from '@casino/api-client';
import { incompletePromoCodeUsagesSchema, profilePromoCodesSchema } from '@casino/api-client/profile';
import { paths } from '@casino/platform/paths';
import { eq } from 'drizzle-orm';
import { loginFailures } from '../auth/schema.ts';
import { favoriteGames } from '../games/schema.ts';
import { mailOutbox } from '../mail/schema.ts';
import { players } from '../players/schema.ts';
import { SEED_USERS } from '../seed/index.ts';
import { Client, json, signedIn, startTestSite, type TestSite } from '../../test/harness.ts';

let site: TestSite;
let mette: Client;
beforeAll(async () => {
  site = await startTestSite();
  mette = await signedIn(site, 'player');
});
afterAll(() => site.close());

const playerRow = async (email: string) => (await site.db.select().from(players).where(eq(players.email, email)))[0]!;

describe('authentication rule', () => {
  it.each(['show', 'getRecentPlayed', 'getFavoriteGames', 'hasIncompletePromoCodeUsages', 'wins', 'promocodes'])(
    'GET /api/proxy/profiles/%s is 401 JSON when signed out',
    async (call) => {
      const response = await fetch(`${site.url}/api/proxy/profiles/${call}`);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: 'Du skal være logget ind.' });
    },
  );

  it.each(['update', 'favoriteGames/add', 'favoriteGames/remove', 'delete', 'deleteProfile', 'cooldown', 'lock'])(
    'POST /api/proxy/profiles/%s is 401 JSON when signed out',
    async (call) => {
      const response = await new Client(site.url).post(`/api/proxy/profiles/${call}`, {});
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: 'Du skal være logget ind.' });
    },
  );

  it('GET /api/proxy/notifications/system is 401 when signed out', async () => {
    expect((await fetch(`${site.url}/api/proxy/notifications/system`)).status).toBe(401);
  });

  it('accepts the session token as a bearer header too (spec section 7: optional bearer authorization)', async () => {
    const token = mette.cookies.get('authjs.session-token')!;
    const response = await fetch(`${site.url}/api/proxy/profiles/show`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
  });
});

describe('CSRF on state-changing calls', () => {
  it('refuses a POST without the x-csrf-token header and changes nothing', async () => {
    const response = await mette.post('/api/proxy/profiles/update', { firstName: 'Hacker' }, { withoutCsrf: true });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: expect.stringContaining('Genindlæs siden') });
    expect((await playerRow(SEED_USERS.player.email)).firstName).toBe('Mette');
  });

  it('refuses a POST with a token that does not match the csrf cookie', async () => {
    const response = await mette.post(
      '/api/proxy/profiles/update',
      { firstName: 'Hacker' },
      {
        withoutCsrf: true,
        headers: { 'x-csrf-token': 'made-up' },
      },
    );
    expect(response.status).toBe(403);
  });

  it('refuses a form POST from another origin', async () => {
    await mette.ensureCsrf();
    const response = await mette.fetch('/api/proxy/profiles/cooldown', {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'text/plain', 'x-csrf-token': mette.csrfToken! },
      body: '{}',
    });
    expect(response.status).toBe(403);
    expect((await playerRow(SEED_USERS.player.email)).cooldownUntil).toBeNull();
  });
});

describe('GET show', () => {
  it('returns the signed-in player’s profile', async () => {
    const profile = profileSchema.parse(await json(await mette.get('/api/proxy/profiles/show')));
    expect(profile).toMatchObject({
      customerNo: '100001',
      name: 'Mette Jensen',
      email: 'spiller@casino.test',
      phoneNumber: '20123456',
      acceptedNewsletters: false,
      hasAcceptedSms: false,
      spendingLevel: { id: '1000-5000' },
    });
    expect(profile.lastLogin).not.toBeNull();
  });
});

describe('POST update', () => {
  it('saves profile fields, the phone number as 8 digits and spendingLevel sent as { id }', async () => {
    const client = await signedIn(site, 'noLimits');
    const response = await client.post('/api/proxy/profiles/update', {
      firstName: 'Sofie',
      phoneNumber: '+45 40 11 22 33',
      spendingLevel: { id: 'under-1000' },
      hasAcceptedSms: true,
      currentPassword: SEED_USERS.noLimits.password,
    });
    expect(response.status).toBe(200);
    const profile = profileSchema.parse(await response.json());
    expect(profile).toMatchObject({ firstName: 'Sofie', name: 'Sofie Hansen', phoneNumber: '40112233' });
    expect(profile.spendingLevel).toEqual({ id: 'under-1000' });
    const row = await playerRow(SEED_USERS.noLimits.email);
    expect(row).toMatchObject({ firstName: 'Sofie', phoneNumber: '40112233', spendingLevelId: 'under-1000' });
  });

  // DOMAIN.md "Becoming a player": the name comes from MitID and is not edited by the player.
  it('keeps the name MitID gave: another name is refused in Danish and nothing changes', async () => {
    const client = await signedIn(site, 'spare2');
    const refused = await client.post('/api/proxy/profiles/update', { lastName: 'Holm', phoneNumber: '40998877' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      error: 'Dit navn kommer fra MitID og kan ikke ændres her.',
      issues: [{ path: ['lastName'] }],
    });
    const row = await playerRow(SEED_USERS.spare2.email);
    expect(row).toMatchObject({ lastName: SEED_USERS.spare2.lastName, phoneNumber: SEED_USERS.spare2.phoneNumber });
  });

  it('withdraws SMS consent when the phone number is removed', async () => {
    const client = await signedIn(site, 'onPause');
    const update = { phoneNumber: null, currentPassword: SEED_USERS.onPause.password };
    const profile = profileSchema.parse(await json(await client.post('/api/proxy/profiles/update', update)));
    expect(profile).toMatchObject({ phoneNumber: null, hasAcceptedSms: false });
  });

  it.each([
    ['an unknown spending level', { spendingLevel: { id: 'millionaire' } }, 'Vælg et gyldigt forventet forbrug'],
    ['spendingLevel as a bare string', { spendingLevel: 'under-1000' }, undefined],
    ['an invalid e-mail', { email: 'ikke-en-mail' }, 'Indtast en gyldig e-mailadresse'],
    ['an invalid phone number', { phoneNumber: '123' }, 'Indtast et gyldigt dansk telefonnummer på 8 cifre'],
    ['an unknown field', { balance: 1_000_000 }, undefined],
    ['an empty update', {}, 'Der er ingen ændringer at gemme'],
  ])('refuses %s with 400 and leaves the profile as it was', async (_name, body, message) => {
    const before = await playerRow(SEED_USERS.player.email);
    const response = await mette.post('/api/proxy/profiles/update', body);
    expect(response.status).toBe(400);
    const answer = await json<{ error: string; issues: unknown[] }>(response);
    expect(answer.issues.length).toBeGreaterThan(0);
    if (message) expect(answer.error).toBe(message);
    expect(await playerRow(SEED_USERS.player.email)).toEqual(before);
  });

  it('refuses SMS consent without a phone number', async () => {
    const client = await signedIn(site, 'spare1');
    await client.post('/api/proxy/profiles/update', { phoneNumber: null, currentPassword: SEED_USERS.spare1.password });
    const response = await client.post('/api/proxy/profiles/update', { hasAcceptedSms: true });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'Angiv et telefonnummer for at modtage SMS' });
    expect((await playerRow(SEED_USERS.spare1.email)).hasAcceptedSms).toBe(false);
  });

  it('refuses an e-mail another account uses with 409, naming the field for the settings form', async () => {
    const response = await mette.post('/api/proxy/profiles/update', {
      email: SEED_USERS.newPlayer.email,
      currentPassword: SEED_USERS.player.password,
    });
    expect(response.status).toBe(409);
    const taken = 'E-mailadressen bruges allerede af en anden konto.';
    expect(await response.json()).toEqual({
      error: taken,
      issues: [{ path: ['email'], message: taken, code: 'custom' }],
    });
    expect((await playerRow(SEED_USERS.player.email)).email).toBe(SEED_USERS.player.email);
  });

  // DOMAIN.md "Becoming a player": changing the e-mail or the phone number asks for the password again.
  describe('a new e-mail or phone number needs the password again', () => {
    it('refuses a new phone number without the password, naming the field, and changes nothing', async () => {
      const client = await signedIn(site, 'spare3');
      const before = await playerRow(SEED_USERS.spare3.email);
      const response = await client.post('/api/proxy/profiles/update', { phoneNumber: '40998877' });
      expect(response.status).toBe(400);
      const required = 'Skriv din adgangskode for at ændre e-mail eller telefonnummer';
      expect(await response.json()).toMatchObject({ error: required, issues: [{ path: ['currentPassword'] }] });
      expect(await playerRow(SEED_USERS.spare3.email)).toEqual(before);
    });

    it('refuses a wrong password in Danish, counts it as a failed sign-in, and changes nothing', async () => {
      const client = await signedIn(site, 'spare3');
      const before = await playerRow(SEED_USERS.spare3.email);
      const response = await client.post('/api/proxy/profiles/update', {
        email: 'ny-adresse@casino.test',
        currentPassword: 'forkert-kode-1',
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        error: 'Den nuværende adgangskode er forkert.',
        issues: [{ path: ['currentPassword'] }],
      });
      expect(await playerRow(SEED_USERS.spare3.email)).toEqual(before);
      const failures = await site.db.select().from(loginFailures).where(eq(loginFailures.email, before.email));
      expect(failures.length).toBeGreaterThan(0);
    });

    it('saves a new e-mail with the password, and sends a link to confirm it to the new address', async () => {
      const client = await signedIn(site, 'spare3');
      const email = 'spare3-ny@casino.test';
      const response = await client.post('/api/proxy/profiles/update', {
        email,
        currentPassword: SEED_USERS.spare3.password,
      });
      expect(response.status).toBe(200);
      expect(profileSchema.parse(await response.json()).email).toBe(email);
      expect(await playerRow(email)).toMatchObject({ emailVerifiedAt: null });
      const [mail] = await site.db.select().from(mailOutbox).where(eq(mailOutbox.toEmail, email));
      expect(mail?.actionUrl).toContain(`${paths.verifyEmail}?token=`);
    });

    it('saves the spending level and consents without the password', async () => {
      const client = await signedIn(site, 'spare4');
      const response = await client.post('/api/proxy/profiles/update', {
        email: SEED_USERS.spare4.email,
        acceptedNewsletters: true,
        spendingLevel: { id: 'over-20000' },
      });
      expect(response.status).toBe(200);
      expect(await playerRow(SEED_USERS.spare4.email)).toMatchObject({ acceptedNewsletters: true });
    });
  });

  it('refuses a body that is not JSON', async () => {
    await mette.ensureCsrf();
    const response = await mette.fetch('/api/proxy/profiles/update', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: site.url, 'x-csrf-token': mette.csrfToken! },
      body: '{firstName:',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'Forespørgslen er ikke gyldig JSON.' });
  });
});

describe('recent and favourite games', () => {
  it('lists at most 12 recently played games, one per game, newest first (spec section 9)', async () => {
    const games = recentPlayedGamesSchema.parse(
      await json(await mette.get('/api/proxy/profiles/getRecentPlayed', { query: { limit: 12 } })),
    );
    expect(games).toHaveLength(12);
    expect(new Set(games.map((g) => g.slug)).size).toBe(12);
    const times = games.map((g) => Date.parse(g.playedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(games[0]!.imageUrl).toBe(`/api/content/art/${games[0]!.slug}.webp`);
    const all = recentPlayedGamesSchema.parse(
      await json(await mette.get('/api/proxy/profiles/getRecentPlayed?limit=50')),
    );
    expect(all).toHaveLength(16);
  });

  it('refuses a limit outside 1-50', async () => {
    expect((await mette.get('/api/proxy/profiles/getRecentPlayed', { query: { limit: 0 } })).status).toBe(400);
  });

  it('lists favourites newest first, with limit and a from/to window on when they were added', async () => {
    const all = favouriteGamesSchema.parse(await json(await mette.get('/api/proxy/profiles/getFavoriteGames')));
    expect(all).toHaveLength(8);
    const limited = favouriteGamesSchema.parse(
      await json(await mette.get('/api/proxy/profiles/getFavoriteGames', { query: { limit: 3 } })),
    );
    expect(limited).toEqual(all.slice(0, 3));
    const from = all[5]!.addedAt;
    const to = all[2]!.addedAt;
    const window = favouriteGamesSchema.parse(
      await json(await mette.get('/api/proxy/profiles/getFavoriteGames', { query: { from, to } })),
    );
    expect(window.map((g) => g.slug)).toEqual(all.slice(2, 6).map((g) => g.slug));
  });

  it('adds and removes a favourite by slug', async () => {
    const client = await signedIn(site, 'newPlayer');
    const slug = 'europaeisk-roulette';
    expect(await json(await client.post('/api/proxy/profiles/favoriteGames/add', { slug }))).toEqual({ ok: true });
    expect(await json(await client.post('/api/proxy/profiles/favoriteGames/add', { slug }))).toEqual({ ok: true });
    let list = favouriteGamesSchema.parse(await json(await client.get('/api/proxy/profiles/getFavoriteGames')));
    expect(list.map((g) => g.slug)).toEqual([slug]);
    expect(list[0]!.title).toBe('Europæisk Roulette');
    expect(await json(await client.post('/api/proxy/profiles/favoriteGames/remove', { slug }))).toEqual({ ok: true });
    list = favouriteGamesSchema.parse(await json(await client.get('/api/proxy/profiles/getFavoriteGames')));
    expect(list).toEqual([]);
  });

  it.each([
    ['a malformed slug', { slug: 'Not A Slug!' }, 400],
    ['a missing slug', {}, 400],
    ['a game that does not exist', { slug: 'findes-ikke' }, 404],
  ])('refuses to add %s and changes nothing', async (_name, body, status) => {
    const before = await site.db.select().from(favoriteGames);
    const response = await mette.post('/api/proxy/profiles/favoriteGames/add', body);
    expect(response.status).toBe(status);
    expect(await json<{ error: string }>(response)).toMatchObject({ error: expect.any(String) });
    expect(await site.db.select().from(favoriteGames)).toEqual(before);
  });

  it('refuses to remove with a malformed slug and changes nothing', async () => {
    const before = await site.db.select().from(favoriteGames);
    expect((await mette.post('/api/proxy/profiles/favoriteGames/remove', { slug: 42 })).status).toBe(400);
    expect(await site.db.select().from(favoriteGames)).toEqual(before);
  });
});

describe('wins', () => {
  it('lists the player’s own wins of at least 250 kr. today by default (spec section 9)', async () => {
    const wins = winsSchema.parse(await json(await mette.get('/api/proxy/profiles/wins')));
    expect(wins).toEqual([expect.objectContaining({ amount: 750, currency: 'DKK', playerName: 'Mette J.' })]);
    const week = winsSchema.parse(
      await json(await mette.get('/api/proxy/profiles/wins', { query: { period: 'week' } })),
    );
    expect(week.map((w) => w.amount)).toEqual([750, 320]);
    const bigOnly = winsSchema.parse(
      await json(await mette.get('/api/proxy/profiles/wins', { query: { period: 'week', amountMin: 500 } })),
    );
    expect(bigOnly.map((w) => w.amount)).toEqual([750]);
  });

  it('lists everyone’s big wins publicly, biggest first, with masked names', async () => {
    const wins = winsSchema.parse(await json(await fetch(`${site.url}/api/wins`)));
    expect(wins.length).toBeGreaterThan(3);
    expect(wins.every((w) => w.amount >= 250 && Date.now() - Date.parse(w.wonAt) <= 86_400_000)).toBe(true);
    const amounts = wins.map((w) => w.amount);
    expect([...amounts].sort((a, b) => b - a)).toEqual(amounts);
    for (const w of wins) expect(w.playerName).toMatch(/^\p{L}+ \p{Lu}\.$/u);
    const limited = winsSchema.parse(await json(await fetch(`${site.url}/api/wins?limit=2&period=month`)));
    expect(limited).toHaveLength(2);
  });

  it('refuses an unknown period', async () => {
    const response = await fetch(`${site.url}/api/wins?period=year`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ issues: [{ path: ['period'] }] });
  });
});

describe('promo codes', () => {
  it('shows the next offer the player can get and their free spins', async () => {
    const promo = profilePromoCodesSchema.parse(await json(await mette.get('/api/proxy/profiles/promocodes')));
    // BONUS50 is in use and VELKOMST is for first deposits only.
    expect(promo.nextPromoCode).toMatchObject({
      code: 'WEEKENDSPINS',
      freeSpins: 20,
      minPaymentTransactionAmount: 200,
    });
    expect(promo.nextPromoCode?.game).toEqual(expect.any(String));
    expect(promo.freeSpins).toEqual([
      expect.objectContaining({ code: 'WEEKENDSPINS', spins: 20, remainingSpins: 12, spinValue: 1 }),
    ]);
    expect(promo.freeSpins[0]!.game.slug).toBe(promo.nextPromoCode?.game);
  });

  it('offers the welcome bonus before a first deposit', async () => {
    const client = await signedIn(site, 'newPlayer');
    const promo = profilePromoCodesSchema.parse(await json(await client.get('/api/proxy/profiles/promocodes')));
    expect(promo.nextPromoCode).toMatchObject({ code: 'VELKOMST', bonusAmount: 1000, bonusPaymentPercent: 100 });
    expect(promo.nextPromoCode?.wagering).toEqual({ multiplier: 10, days: 60 });
    expect(promo.freeSpins).toEqual([]);
  });

  it('tells whether a bonus is still being wagered', async () => {
    const mine = incompletePromoCodeUsagesSchema.parse(
      await json(await mette.get('/api/proxy/profiles/hasIncompletePromoCodeUsages')),
    );
    expect(mine).toEqual({ hasIncomplete: true });
    const other = await signedIn(site, 'newPlayer');
    expect(await json(await other.get('/api/proxy/profiles/hasIncompletePromoCodeUsages'))).toEqual({
      hasIncomplete: false,
    });
  });
});

describe('system notifications', () => {
  it('lists only the notifications running now, as { id, message }', async () => {
    const list = systemNotificationsSchema.parse(await json(await mette.get('/api/proxy/notifications/system')));
    expect(list.map((n) => n.id)).toEqual(['1', '2']);
    expect(list[0]!.message).toContain('Vi opdaterer vores systemer');
  });
});
