// What the fuzz knows of the endpoints beyond the API document, by route (`METHOD path` as the document writes
// it): good values that reach deep (a real conversation, the fuzz's payment), a seed player of its own for a call
// that pauses, locks or deletes the account, forms and signed bodies. The endpoints themselves, their fields and
// who calls them come from /api/openapi.json (endpoints.ts); `pages` are the site's routes outside the API.
import fc from 'fast-check';
import { historyWindow } from '@casino/api-client/play';
import { notificationMethods, signedNotification } from '../../src/payments/trustly/protocol.ts';
import { sandboxTrustlyKeys } from '../../src/payments/trustly/sandbox-keys.ts';
import { SEED_PASSWORD, SEED_USERS } from '../../src/seed/index.ts';
import { formBodyOf, jsonBodyOf, queryOf, segmentOf, urlText } from './inputs.ts';
import { type FuzzContext, type Known, type Who } from './endpoints.ts';
import { createPrivateKey } from 'node:crypto';
import { SIGNATURE_HEADER as WALLET_SIGNATURE_HEADER, walletPaths } from '../../src/games/wallet/protocol.ts';
import { WALLET_PATH } from '../../src/games/wallet/protocol.ts';
import { sandboxWalletKeys } from '../../src/games/wallet/sandbox-keys.ts';
import { signBody } from '../../src/games/wallet/signature.ts';

/** Trustly's signing key, the sandbox Trustly's: the fuzzer speaks as Trustly's servers. */
const trustlyKey = createPrivateKey(sandboxTrustlyKeys.trustlyPrivateKey);

const name = fc.constantFrom('Anna', 'Ann-Sofie', 'Åse', 'O’Brien', 'Jørgen Æbelø');
const email = fc.oneof(
  fc.stringMatching(/^[a-z]{1,10}@example\.dk$/),
  fc.constantFrom('ANNA@Example.DK '),
  fc.emailAddress(),
);
const password = fc.constantFrom(SEED_PASSWORD, 'NytKodeord2027', 'kort');
const uuid = fc.uuid({ version: 4 });
const message = fc.constantFrom('Hej', 'Hvornår kommer min udbetaling?', 'Linje 1\nLinje 2');
const guestName = fc.constantFrom('Karen Holm', 'Bo');
const guestEmail = fc.constantFrom('karen@example.dk', 'bo@example.dk');
const isoTime = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString());
const sameSite = (ctx: FuzzContext) => fc.constantFrom(`${ctx.url}/mine/spil`, `${ctx.url}/profile/payment/deposit`);

/** Both card charge calls; the second has no terms URL of its own. */
const charge = (withTerms: boolean): Known => ({
  as: 'player',
  json: (ctx) => ({
    amount: fc.constantFrom(50, 100),
    currency: fc.constantFrom('DKK', 'dkk'),
    gameSessionId: fc.constantFrom(ctx.gameSessionId, 'gs-9', null),
    redirectUrl: sameSite(ctx),
    cancelUrl: sameSite(ctx),
    ...(withTerms ? { termsUrl: fc.constant(`${ctx.url}/legal/vilkaar-og-regler`) } : {}),
    idempotencyKey: fc.stringMatching(/^[A-Za-z0-9_-]{16,40}$/),
  }),
  // Now and then the key as a header too (a client may send it either way).
  headers: () =>
    fc.oneof(
      { weight: 4, arbitrary: fc.constant({}) },
      {
        weight: 1,
        arbitrary: fc.oneof(urlText, fc.stringMatching(/^[a-z0-9]{20}$/)).map((key) => ({ 'idempotency-key': key })),
      },
    ),
});

/** Every write endpoint (POST, PUT, PATCH, DELETE). */
export const knownWrites: Record<string, Known> = {
  'POST /api/auth/_log': {
    as: 'anonymous',
    json: () => ({
      level: fc.constantFrom('error', 'warn', 'debug'),
      code: fc.constantFrom('CLIENT_FETCH_ERROR', 'x'),
      message: message,
      metadata: fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 3 }),
    }),
  },
  // Auth.js's own surface: its forms, on the paths it answers.
  'POST /api/auth/*': {
    as: 'anonymous',
    request: (ctx) =>
      fc.record({
        path: fc.oneof(
          fc.constantFrom(
            '/api/auth/callback/credentials',
            '/api/auth/signin/credentials',
            '/api/auth/signout',
            '/api/auth/session',
          ),
          segmentOf(fc.constantFrom('signin', 'callback')).map((s) => `/api/auth/${s}`),
        ),
        body: formBodyOf({
          csrfToken: fc.constant(ctx.csrfOf('anonymous')),
          email: fc.oneof(email, fc.constant(SEED_USERS.spare1.email)),
          password,
          callbackUrl: fc.constantFrom('/', `${ctx.url}/profile`, 'https://evil.example/'),
        }).map((text) => ({ type: 'form' as const, text })),
        headers: fc.constantFrom<Record<string, string>>({ 'x-auth-return-redirect': '1' }, {}),
      }),
  },
  'POST /api/stand-ins/tag-manager/events': {
    as: 'anonymous',
    json: () => ({
      clientId: uuid,
      events: fc.array(fc.record({ event: fc.constantFrom('page_view', 'deposit') }), { minLength: 1, maxLength: 3 }),
    }),
  },
  'POST /api/telemetry': {
    as: 'anonymous',
    json: () => ({
      events: fc.array(
        fc.record({
          kind: fc.constantFrom('load-failure', 'render-error', 'uncaught-error'),
          remote: fc.constantFrom('payments', 'games'),
          version: fc.constantFrom('1.0.0-1a2b3c4d', '2.0.0'),
          route: fc.constantFrom('/', '/spil/:slug', '(other)'),
          cohort: fc.constantFrom('canary', 'stable'),
        }),
        { minLength: 1, maxLength: 3 },
      ),
    }),
  },
  'POST /api/proxy/profiles/update': {
    as: 'player',
    json: () => ({
      firstName: name,
      lastName: name,
      email,
      phoneNumber: fc.constantFrom('20304050', '+45 20 30 40 50', null),
      acceptedNewsletters: fc.boolean(),
      hasAcceptedSms: fc.boolean(),
      spendingLevel: fc.record({ id: fc.constantFrom('under-1000', '1000-5000', 'over-20000') }),
      currentPassword: password,
    }),
  },
  'POST /api/proxy/profiles/password': {
    as: 'spare4',
    json: () => ({ currentPassword: password, newPassword: password }),
  },
  'POST /api/proxy/profiles/favoriteGames/add': { as: 'player', json: (ctx) => ({ slug: fc.constant(ctx.slug) }) },
  'POST /api/proxy/profiles/favoriteGames/remove': { as: 'player', json: (ctx) => ({ slug: fc.constant(ctx.slug) }) },
  // A pause and an exclusion end the player's sessions: each has a player of its own.
  'POST /api/proxy/profiles/cooldown': { as: 'spare2', json: () => ({}) },
  'POST /api/proxy/profiles/lock': {
    as: 'spare3',
    json: () => ({ period: fc.constantFrom('month', 'forever', 'day'), acceptedNewsletters: fc.boolean() }),
  },
  'POST /api/proxy/profiles/delete': { as: 'spare5', json: () => ({}) },
  'POST /api/proxy/profiles/deleteProfile': {
    as: 'spare5',
    json: () => ({ acceptedNewsletters: fc.constant(false), token: fc.stringMatching(/^[A-Za-z0-9_-]{43}$/) }),
  },
  'POST /api/proxy/profiles/promocodes/redeem': {
    as: 'player',
    json: () => ({ code: fc.constantFrom('VELKOMST', 'velkomst ') }),
  },
  'POST /api/proxy/chat/conversations': { as: 'player', json: () => ({ message }) },
  'POST /api/proxy/chat/conversations/{id}/messages': {
    as: 'player',
    params: (ctx) => ({ id: ctx.conversationId }),
    json: () => ({ message }),
  },
  'POST /api/proxy/chat/conversations/{id}/end': {
    as: 'player',
    params: (ctx) => ({ id: ctx.conversationId }),
    json: () => ({ reason: fc.constantFrom('player', 'inactivity', 'offline', 'agent') }),
  },
  'POST /api/proxy/chat/contact': { as: 'player', json: () => ({ message }) },
  'POST /api/proxy/chat/agent/presence': { as: 'agent', json: () => ({ online: fc.boolean() }) },
  'POST /api/proxy/chat/agent/conversations/{id}/claim': {
    as: 'agent',
    params: (ctx) => ({ id: ctx.conversationId }),
  },
  'POST /api/proxy/chat/agent/conversations/{id}/handover': {
    as: 'agent',
    params: (ctx) => ({ id: ctx.conversationId }),
    json: () => ({ agentId: fc.integer({ min: 1, max: 99_999 }) }),
  },
  'POST /api/proxy/chat/agent/contact-messages/{id}/reply': {
    as: 'agent',
    params: (ctx) => ({ id: ctx.contactId }),
    json: () => ({ message }),
  },
  'POST /api/support/guest': { as: 'anonymous', json: () => ({ name: guestName, email: guestEmail }) },
  'POST /api/support/contact': {
    as: 'anonymous',
    json: () => ({ name: guestName, email: guestEmail, message }),
  },
  'POST /api/support/conversations': { as: 'guest', json: () => ({ message }) },
  'POST /api/support/conversations/{id}/messages': {
    as: 'guest',
    params: (ctx) => ({ id: ctx.guestConversationId }),
    json: () => ({ message }),
  },
  'POST /api/support/conversations/{id}/end': {
    as: 'guest',
    params: (ctx) => ({ id: ctx.guestConversationId }),
    json: () => ({ reason: fc.constantFrom('player', 'inactivity', 'offline') }),
  },
  'POST /api/proxy/chat/agent/contact-messages/{id}/handled': {
    as: 'agent',
    params: (ctx) => ({ id: ctx.contactId }),
    json: () => ({}),
  },
  // No case is open in the fuzz's database: a good request is answered 404, a spoiled one refused first.
  'POST /api/proxy/chat/agent/payout-cases/{id}/paid': {
    as: 'agent',
    params: () => ({ id: '1' }),
    json: () => ({ bankReference: fc.constantFrom('DK-2026-000123', '4711') }),
  },
  // Limits of their own, so the everyday player's deposits are not refused for a limit the fuzz lowered.
  'POST /api/proxy/payment/limits': {
    as: 'profileLimits',
    json: () => ({
      daily: fc.integer({ min: 1, max: 1_000 }),
      weekly: fc.integer({ min: 1_000, max: 5_000 }),
      monthly: fc.integer({ min: 5_000, max: 50_000 }),
    }),
  },
  'POST /api/proxy/payments': charge(true),
  'POST /api/proxy/payment/charge': charge(false),
  'POST /api/proxy/payment/withdrawal': {
    as: 'player',
    json: () => ({
      amount: fc.constantFrom(1, 10.5, 100),
      fullAmount: fc.boolean(),
      idempotencyKey: fc.stringMatching(/^[A-Za-z0-9_-]{16,40}$/),
      forfeitBonus: fc.boolean(),
    }),
  },
  'POST /api/proxy/payment/withdrawals/{id}/cancel': {
    as: 'player',
    params: () => ({ id: '00000000-0000-4000-8000-000000000000' }),
    json: () => ({}),
  },
  // Becoming a player: the account after MitID (no sign-up runs here, so it is refused once the body is good),
  // the mailed links' calls and the sandbox MitID's form (an interaction that does not exist).
  'POST /api/account/signup': {
    as: 'anonymous',
    json: () => ({
      email,
      phoneNumber: fc.constantFrom('31234567', '+45 31 23 45 67'),
      password: fc.constantFrom('Velkommen2026', 'kort'),
      acceptedTerms: fc.constantFrom(true, false),
      acceptedNewsletters: fc.boolean(),
      hasAcceptedSms: fc.boolean(),
    }),
  },
  'POST /api/account/verify-email': { as: 'anonymous', json: () => ({ token: fc.stringMatching(/^[\w-]{43}$/) }) },
  'POST /api/account/password-reset': { as: 'anonymous', json: () => ({ email }) },
  'POST /api/account/password-reset/confirm': {
    as: 'anonymous',
    json: () => ({ token: fc.stringMatching(/^[\w-]{43}$/), newPassword: fc.constantFrom('NytKodeord2027', 'kort') }),
  },
  'POST /api/proxy/games/{slug}/sessions': { as: 'player', params: (ctx) => ({ slug: ctx.slug }), json: () => ({}) },
  // Trustly's servers sign their notifications: signed odd data reaches past the signature check.
  'POST /api/payments/provider/notify': {
    as: 'anonymous',
    request: (ctx) =>
      fc
        .tuple(
          fc.constantFrom(...notificationMethods),
          fc.record({
            notificationid: urlText,
            orderid: fc.oneof(urlText, fc.constant(ctx.paymentId)),
            messageid: fc.constant(ctx.paymentId),
            amount: fc.oneof(fc.constant('100.00'), urlText),
            currency: fc.constantFrom('DKK', 'EUR', ''),
          }),
          fc.oneof({ weight: 3, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
        )
        .map(([method, data, signed]) => {
          const notification = signedNotification(method, data, trustlyKey);
          const text = JSON.stringify(
            signed ? notification : { ...notification, params: { ...notification.params, signature: data.amount } },
          );
          return { path: '/api/payments/provider/notify', body: { type: 'json' as const, text } };
        }),
  },
  ...walletCalls(),
};

/** The game aggregator signs its wallet calls: signed odd bodies reach past the signature check. */
function walletCalls(): Record<string, Known> {
  const key = createPrivateKey(sandboxWalletKeys.aggregatorPrivateKey);
  return Object.fromEntries(
    Object.values(walletPaths).map((path) => [
      `POST ${WALLET_PATH}${path}`,
      {
        as: 'anonymous' as const,
        request: () =>
          fc
            .tuple(
              jsonBodyOf({}),
              fc.oneof({ weight: 3, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
              urlText,
            )
            .map(([text, signed, odd]) => ({
              path: `${WALLET_PATH}${path}`,
              body: { type: 'json' as const, text },
              headers: { [WALLET_SIGNATURE_HEADER]: signed ? signBody(text, key) : odd },
            })),
      },
    ]),
  );
}

const contentQuery = (ctx: FuzzContext, route: fc.Arbitrary<string>) => ({
  rest_route: route,
  per_page: fc.constantFrom('1', '10', '100'),
  page: fc.constantFrom('1', '2'),
  slug: fc.constant(ctx.slug),
  category: fc.constantFrom('slots', 'bordspil'),
  tag: fc.constantFrom('populaer', 'nyhed'),
  search: fc.constantFrom('roulette', 'gennemspilskrav', '%', '_'),
});
const wins = () => ({
  amountMin: fc.constantFrom('0', '250', '1000000000'),
  period: fc.constantFrom('day', 'week', 'month'),
  limit: fc.constantFrom('1', '20', '100'),
});
/** The QA pin the server reads on every page outside production. */
const pagePin = () => ({ pin: fc.constantFrom('payments@1.0.0-abc', 'clear', 'payments@constructor') });
const signedIn = (who: Who = 'player'): Known & { as: Who } => ({ as: who });

/** Every read endpoint (GET), with the query parameters it takes. */
export const knownReads: Record<string, Known> = {
  'GET /api/auth/error': {
    as: 'anonymous',
    answered: ['error', 'code'],
    query: () => ({
      error: fc.constantFrom('CredentialsSignin', 'Default', 'constructor', '__proto__'),
      code: fc.constantFrom('rate_limited', 'toString'),
    }),
    headers: () => fc.constantFrom<Record<string, string>>({ accept: 'application/json' }, {}),
  },
  'GET /api/auth/*': {
    as: 'anonymous',
    request: () =>
      fc.record({
        path: fc.oneof(
          fc.constantFrom('/api/auth/session', '/api/auth/csrf', '/api/auth/providers', '/api/auth/signin'),
          segmentOf(fc.constantFrom('signout', 'callback', 'verify-request')).map((s) => `/api/auth/${s}`),
        ),
        query: queryOf({ callbackUrl: fc.constantFrom('/', 'https://evil.example/'), error: fc.constant('Default') }),
      }),
  },
  // The games list takes every parameter; the fuzz asks the other routes too.
  'GET /api/content': {
    as: 'anonymous',
    answered: ['rest_route'],
    query: (ctx) => contentQuery(ctx, fc.constant('/casino/v1/games')),
    request: (ctx) =>
      fc.record({
        path: fc.constant('/api/content'),
        query: queryOf(
          contentQuery(
            ctx,
            fc.oneof(
              fc.constantFrom('/casino/v1/games', '/wp/v2/categories', '/wp/v2/tags', '/wp/v2/posts', '/wp/v2/pages'),
              fc.oneof(fc.constant('1'), urlText).map((id) => `/casino/v1/game-manual/${id}`),
            ),
          ),
        ),
      }),
  },
  'GET /api/content/art/blog/{file}': { as: 'anonymous', params: () => ({ file: 'velkommen.svg' }) },
  'GET /api/content/art/{file}': {
    as: 'anonymous',
    answered: ['format'],
    params: (ctx) => ({ file: `${ctx.slug}.webp` }),
    query: () => ({ format: fc.constantFrom('banner', 'thumbnail') }),
  },
  'GET /api/wins': { as: 'anonymous', query: wins },
  'GET /api/stand-ins/tag-manager/events': { as: 'anonymous', query: () => ({ clientId: uuid }) },
  'GET /api/proxy/profiles/getRecentPlayed': { as: 'player', query: () => ({ limit: fc.constantFrom('1', '12') }) },
  'GET /api/proxy/profiles/getFavoriteGames': {
    as: 'player',
    query: () => ({ limit: fc.constantFrom('1', '12', '100'), from: isoTime, to: isoTime }),
  },
  'GET /api/proxy/profiles/wins': { as: 'player', query: wins },
  'GET /api/proxy/chat/agent/conversations/{id}/account': {
    as: 'agent',
    params: (ctx) => ({ id: ctx.conversationId }),
  },
  'GET /api/support/guest': signedIn('guest'),
  'GET /api/proxy/chat/agent/conversations/{id}': { as: 'agent', params: (ctx) => ({ id: ctx.conversationId }) },
  'GET /api/proxy/compliance/safe/days/{day}': { as: 'compliance', params: () => ({ day: '2026-11-20' }) },
  'GET /api/proxy/compliance/players/{customerNo}/games': {
    as: 'compliance',
    params: () => ({ customerNo: SEED_USERS.player.customerNo }),
  },
  'GET /api/proxy/payment/withdrawals/{id}': {
    as: 'player',
    params: () => ({ id: '00000000-0000-4000-8000-000000000000' }),
  },
  'GET /api/proxy/payment/receipt': { as: 'player', query: (ctx) => ({ paymentId: fc.constant(ctx.paymentId) }) },
  'GET /api/proxy/payment/transactions': {
    as: 'player',
    query: () => ({
      type: fc.constantFrom('deposit', 'withdrawal', 'bet', 'win', 'bonus'),
      from: isoTime,
      to: isoTime,
      limit: fc.constantFrom('1', '50', '200'),
      offset: fc.constantFrom('0', '10', '10000000'),
    }),
  },
  'GET /api/proxy/games/history': {
    as: 'player',
    query: (ctx) => ({
      game: fc.constant(ctx.slug),
      from: fc.constantFrom(historyWindow().earliest, historyWindow().today, '2026-02-30', '1900-01-01'),
      to: fc.constantFrom(historyWindow().today, '9999-12-31'),
      cursor: fc.constantFrom(
        Buffer.from(`${new Date().toISOString().replace('Z', '000Z')}|1`).toString('base64url'),
        'AAAA',
      ),
      limit: fc.constantFrom('1', '50', '51'),
    }),
  },
  'GET /api/proxy/games/history/{id}': { as: 'player', params: () => ({ id: '1' }) },
  'GET /api/auth/mitid/start': {
    as: 'anonymous',
    answered: ['intent', 'callbackUrl'],
    query: () => ({
      intent: fc.constantFrom('signup', 'login', 'x'),
      callbackUrl: fc.constantFrom('/spil', '//evil.example'),
    }),
  },
  'GET /api/auth/mitid/callback': {
    as: 'anonymous',
    answered: ['code', 'state', 'error'],
    query: () => ({ code: fc.string(), state: fc.string(), error: fc.constantFrom('access_denied', 'x') }),
  },
};

/** The site's routes outside the API (the sandboxes' pages, the stand-in scripts, metrics, the page server). */
export const pages: Record<string, Known & { as: Who }> = {
  'GET /stand-ins/tag-manager.js': { as: 'anonymous' },
  'GET /stand-ins/consent.js': { as: 'anonymous' },
  'GET /registry.json': { as: 'anonymous' },
  'GET /metrics': { as: 'anonymous' },
  'GET /': { as: 'anonymous', answered: ['pin'], query: pagePin },
  'GET /index.html': { as: 'anonymous', answered: ['pin'], query: pagePin },
  'GET /*': {
    as: 'anonymous',
    request: () =>
      fc.record({
        path: fc
          .array(urlText, { minLength: 1, maxLength: 3 })
          .map((parts) => `/${parts.join('/')}`.replace(/^\/+/, '/')),
        query: queryOf(pagePin()),
      }),
  },
};
