// A property-based fuzz test (fast-check) over every write endpoint's body and every query parameter. Whatever
// arrives, the server answers below 500; a 400 carries a Danish message and changes nothing of the player's;
// every text field refuses NUL, broken characters and a length past its bound; and afterwards every value the
// requests stored still parses by its schema. The endpoints, their body fields and query parameters come from the
// API document (/api/openapi.json, decision 0058), so a new route is fuzzed as soon as it is registered; the site's
// routes outside the API are listed with what the fuzz knows (test/fuzz/known.ts).
import { inputLimits, profileSchema } from '@casino/api-client';
import { emailInputSchema, httpUrl, personName, referenceIdSchema } from '@casino/api-client/requests';
import { chatMessageTextSchema, contactMessageTextSchema, guestNameSchema } from '@casino/api-client/chat';
import { idempotencyKeySchema } from '@casino/api-client/payments';
import type { GameSession } from '@casino/api-client/play';
import { eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import fc from 'fast-check';
import { z } from 'zod';
import { loginFailures, sessions } from '../auth/schema.ts';
import { chatConversations, chatMessages, contactMessages, contactReplies, supportGuests } from '../chat/schema.ts';
import { favoriteGames, gameRounds, gameSessions } from '../games/schema.ts';
import { ledgerEntries } from '../ledger/schema.ts';
import { mailOutbox } from '../mail/schema.ts';
import { payments, withdrawals } from '../payments/schema.ts';
import { players } from '../players/schema.ts';
import { promoCodeUsages } from '../promotions/bonuses/schema.ts';
import { promoCodeClaims } from '../promotions/schema.ts';
import { COMPLIANCE_OFFICER, SEED_USERS, SUPPORT_AGENT } from '../seed/index.ts';
import {
  endpointsOf,
  goodPathOf,
  requestsOf,
  type Endpoint,
  type FuzzContext,
  type FuzzRequest,
  type Who,
} from '../../test/fuzz/endpoints.ts';
import { knownReads, knownWrites, pages } from '../../test/fuzz/known.ts';
import { apiOperations, documentPathOf, type ApiDocument } from '../../test/api-document.ts';
import { Client, json, signedIn, startTestSite, type TestSite } from '../../test/harness.ts';

/** Runs per endpoint: about 1,500 requests in all, well under a minute on two cores on either database. */
const writeRuns = 30;
const readRuns = 15;

// Started before the tests are listed: they are the API document's endpoints.
const site: TestSite = await startTestSite();
const document = await json<ApiDocument>(await fetch(`${site.url}/api/openapi.json`));
const known = { ...knownWrites, ...knownReads };
const api = endpointsOf(document, known);
const pageEndpoints: Endpoint[] = Object.entries(pages).map(([route, page]) => ({
  ...page,
  route,
  method: route.slice(0, route.indexOf(' ')),
}));
const endpoints = [...api, ...pageEndpoints];
const writes = endpoints.filter((e) => e.method !== 'GET').map((e) => [e.route, e] as const);
const reads = endpoints.filter((e) => e.method === 'GET').map((e) => [e.route, e] as const);
let ctx: FuzzContext;
const clients = new Map<Who, Client>();

async function signInAs(who: Who): Promise<Client> {
  if (who === 'anonymous') return new Client(site.url);
  if (who === 'guest') {
    const guest = new Client(site.url);
    await guest.post('/api/support/guest', { name: 'Fuzz Gæst', email: 'fuzz.gaest@example.dk' });
    return guest;
  }
  if (who === 'player') return signedIn(site, 'spare1');
  if (who !== 'agent' && who !== 'compliance') return signedIn(site, who);
  const staff = new Client(site.url);
  const login = who === 'agent' ? SUPPORT_AGENT : COMPLIANCE_OFFICER;
  await staff.signIn(login.email, login.password);
  return staff;
}

async function clientOf(who: Who): Promise<Client> {
  let client = clients.get(who);
  if (!client) {
    client = await signInAs(who);
    await client.ensureCsrf();
    clients.set(who, client);
  }
  return client;
}

/** Senders who can no longer sign in (excluded by the fuzz itself): their requests go on being refused. */
const excluded = new Set<Who>();

/** Signs the sender in again after a pause ended their session; false when they may not sign in any more. */
async function signInAgain(who: Who): Promise<boolean> {
  if (who === 'anonymous' || who === 'guest' || excluded.has(who)) return false;
  const signedOut = clients.get(who);
  clients.delete(who);
  try {
    await clientOf(who);
    return true;
  } catch {
    excluded.add(who);
    if (signedOut) clients.set(who, signedOut);
    return false;
  }
}

const contentTypes = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
  multipart: 'multipart/form-data; boundary=x',
};

interface Answer {
  status: number;
  contentType: string;
  text: string;
}

async function send(who: Who, method: string, request: FuzzRequest): Promise<Answer> {
  const client = await clientOf(who);
  const headers: Record<string, string> = { origin: site.url, ...request.headers };
  if (method !== 'GET' && client.csrfToken) headers['x-csrf-token'] = client.csrfToken;
  if (request.body) headers['content-type'] = contentTypes[request.body.type];
  const abort = new AbortController();
  const response = await client.fetch(request.query ? `${request.path}?${request.query}` : request.path, {
    method,
    headers,
    body: request.body?.text,
    signal: abort.signal,
  });
  const contentType = response.headers.get('content-type') ?? '';
  // A live stream never ends: its status is the answer.
  if (contentType.startsWith('text/event-stream')) {
    abort.abort();
    return { status: response.status, contentType, text: '' };
  }
  return { status: response.status, contentType, text: await response.text() };
}

/** English words of error messages: a refusal the player reads is in Danish. */
const english = /\b(is|must|required|expected|received|invalid|unknown|should|not)\b/i;

/** A JSON 400 says what is wrong in Danish (before any colon: what follows may repeat the input). */
function danishError(answer: Answer): string | null {
  if (!answer.contentType.includes('application/json')) return null;
  const { error } = JSON.parse(answer.text) as { error?: unknown };
  expect(error).toEqual(expect.any(String));
  expect(String(error).split(':')[0]).not.toMatch(english);
  return String(error);
}

/** What a request could change of a player: their row, their limits and how many rows they own, in one query. */
async function footprint(playerId: number): Promise<string> {
  const owned = {
    favoriteGames,
    gameRounds,
    gameSessions,
    ledgerEntries,
    payments,
    withdrawals,
    chatConversations,
    contactMessages,
    mailOutbox,
    promoCodeClaims,
    promoCodeUsages,
  };
  const counts = Object.fromEntries(
    Object.entries(owned).map(([key, table]) => [
      key,
      sql<number>`(select count(*) from ${table} where ${table.playerId} = ${playerId})`,
    ]),
  );
  const [row] = await site.db
    .select({
      player: sql<unknown>`row_to_json(${players})`,
      limits: sql<unknown>`(select json_agg(l order by l.period) from deposit_limits l where l.player_id = ${playerId})`,
      messages: sql<number>`(select count(*) from chat_messages m join chat_conversations c
        on c.id = m.conversation_id where c.player_id = ${playerId})`,
      ...counts,
    })
    .from(players)
    .where(eq(players.id, playerId));
  return JSON.stringify(row);
}

/** The seeded player behind a sender, by the e-mail it was seeded with (the fuzz may change it later). */
const playerIds = new Map<Who, number>();
async function playerIdOf(who: Who): Promise<number | null> {
  if (who === 'anonymous' || who === 'agent' || who === 'compliance' || who === 'guest') return null;
  if (!playerIds.has(who)) {
    const { email } = SEED_USERS[who === 'player' ? 'spare1' : who];
    const [row] = await site.db.select({ id: players.id }).from(players).where(eq(players.email, email));
    playerIds.set(who, row!.id);
  }
  return playerIds.get(who)!;
}

/** Auth.js's own surface answers in its own shapes (a session, a redirect); our refusals are checked elsewhere. */
const authJsRoutes = new Set(['POST /api/auth/*', 'GET /api/auth/*']);

async function fuzz(route: string, endpoint: Endpoint, runs: number) {
  const { method } = endpoint;
  const who = endpoint.as;
  const ownerId = method === 'GET' ? null : await playerIdOf(who);
  await clientOf(who);
  // What the player owns after the last request: a 400 must leave it as it was.
  let last = ownerId === null ? null : await footprint(ownerId);
  await fc.assert(
    fc.asyncProperty(requestsOf(endpoint, ctx), async (request) => {
      let answer = await send(who, method, request);
      if (answer.status === 401 && (await signInAgain(who))) {
        if (ownerId !== null) last = await footprint(ownerId);
        answer = await send(who, method, request);
      }
      if (answer.status >= 500) throw new Error(`${route} answered ${answer.status}: ${answer.text.slice(0, 300)}`);
      if (answer.status === 400 && !authJsRoutes.has(route)) {
        danishError(answer);
        if (ownerId !== null) expect(await footprint(ownerId)).toBe(last);
      } else if (ownerId !== null) last = await footprint(ownerId);
    }),
    { numRuns: runs },
  );
}

/**
 * Ways to spoil a good text (in a JSON body, and percent-encoded in a query): what no person types, and more than
 * any field holds. A query cannot carry half a surrogate pair (broken UTF-8 stays as its %-text), a bell it can.
 */
const spoilers: [string, (good: string) => string, (good: string) => string][] = [
  ['a NUL character', (good) => `${good.slice(0, 1)}\u0000${good.slice(1)}`, (good) => `${good}%00`],
  ['a broken or control character', (good) => `${good}\ud800`, (good) => `${good}%07`],
  ['5,000 more characters', (good) => good + 'a'.repeat(5_000), (good) => good + 'a'.repeat(5_000)],
];

/** A good value of each field (a text one where the field has any), from a fixed sample. */
function goodValues(fields: Record<string, fc.Arbitrary<unknown>>): Record<string, unknown> {
  const samples = fc.sample(fc.record(fields), { numRuns: 20, seed: 15 });
  return Object.fromEntries(
    Object.keys(fields).map((key) => [key, samples.find((s) => typeof s[key] === 'string')?.[key] ?? samples[0]![key]]),
  );
}

/** One request with one spoiled field: 400 in Danish naming that field, and nothing of the player's changed. */
async function expectRefused(route: string, endpoint: Endpoint, request: FuzzRequest, field: string) {
  await clientOf(endpoint.as);
  const ownerId = await playerIdOf(endpoint.as);
  const before = ownerId === null ? null : await footprint(ownerId);
  const answer = await send(endpoint.as, endpoint.method, request);
  const body = answer.contentType.includes('json')
    ? (JSON.parse(answer.text) as { issues?: { path: unknown[] }[] })
    : {};
  expect({ field, status: answer.status, fieldNamed: body.issues?.some((i) => i.path[0] === field) }).toEqual({
    field,
    status: 400,
    fieldNamed: true,
  });
  danishError(answer);
  if (ownerId !== null) expect(await footprint(ownerId)).toBe(before);
}

beforeAll(async () => {
  const player = await clientOf('player');
  const agent = await clientOf('agent');
  await clientOf('anonymous');
  const guest = await clientOf('guest');
  await agent.post('/api/proxy/chat/agent/presence', { online: true });

  const games = await json<{ slug: string }[]>(
    await player.get('/api/content', { query: { rest_route: '/casino/v1/games', category: 'slots', per_page: 1 } }),
  );
  const slug = games[0]!.slug;
  const session = await json<GameSession>(await player.post(`/api/proxy/games/${slug}/sessions`, {}));
  const conversation = await json<{ id: string }>(
    await player.post('/api/proxy/chat/conversations', { message: 'Hej, jeg har et spørgsmål' }),
  );
  await player.post('/api/proxy/chat/contact', { message: 'Ring mig op' });
  const guestConversation = await json<{ id: string }>(
    await guest.post('/api/support/conversations', { message: 'Hej fra en gæst' }),
  );
  const contacts = await json<{ id: number }[]>(await agent.get('/api/proxy/chat/agent/contact-messages'));
  const paid = await json<{ paymentId: string }>(
    await player.post('/api/proxy/payments', { amount: 100, idempotencyKey: 'fuzz-test-first-payment' }),
  );
  ctx = {
    url: site.url,
    slug,
    stake: session.game.betMin,
    gameSessionId: session.gameSessionId,
    conversationId: conversation.id,
    guestConversationId: guestConversation.id,
    contactId: String(contacts[0]!.id),
    paymentId: paid.paymentId,
    csrfOf: (who) => clients.get(who)?.csrfToken ?? '',
  };
});
afterAll(() => site.close());

describe('every endpoint is fuzzed', () => {
  it('takes every route the app registers: the API from its document, the pages from their list', () => {
    const registered = [
      ...new Set(site.app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${documentPathOf(r.path)}`)),
    ];
    expect(endpoints.map((e) => e.route).sort()).toEqual(registered.sort());
  });

  it('knows nothing of a route or a field the document does not have', () => {
    const routes = new Set(apiOperations(document).map((o) => o.route));
    expect(Object.keys(known).filter((route) => !routes.has(route))).toEqual([]);
    const stale = api.flatMap((e) =>
      Object.keys(known[e.route]?.json?.(ctx) ?? {})
        .filter((field) => !(e.json && field in e.json(ctx)))
        .map((field) => `${e.route} ${field}`),
    );
    expect(stale).toEqual([]);
  });
});

// First, while every account is as seeded: each text field spoiled in turn.
describe('every text field refuses what no person types, in Danish, and changes nothing', () => {
  const bodies = writes.filter(([, endpoint]) => endpoint.json);
  it.each(bodies)('%s', async (route, endpoint) => {
    const good = goodValues(endpoint.json!(ctx));
    for (const [field, value] of Object.entries(good))
      if (typeof value === 'string')
        for (const [, spoil] of spoilers)
          await expectRefused(
            route,
            endpoint,
            {
              path: goodPathOf(route, endpoint, ctx),
              body: { type: 'json', text: JSON.stringify({ ...good, [field]: spoil(value) }) },
            },
            field,
          );
  });

  const queries = reads.filter(([, endpoint]) => endpoint.query);
  it.each(queries)('%s', async (route, endpoint) => {
    const good = goodValues(endpoint.query!(ctx)) as Record<string, string>;
    const encoded = (values: Record<string, string>) =>
      Object.entries(values)
        .map(([key, value]) => `${key}=${value}`)
        .join('&');
    const goodQuery = Object.fromEntries(Object.entries(good).map(([key, value]) => [key, encodeURIComponent(value)]));
    for (const field of Object.keys(good).filter((key) => !endpoint.answered?.includes(key)))
      for (const [, , spoil] of spoilers)
        await expectRefused(
          route,
          endpoint,
          {
            path: goodPathOf(route, endpoint, ctx),
            query: encoded({ ...goodQuery, [field]: spoil(goodQuery[field]!) }),
          },
          field,
        );
  });
});

describe('fuzzing every endpoint', () => {
  it.each(writes)('%s: odd bodies never get a 5xx, and a 400 changes nothing', async (route, endpoint) => {
    await fuzz(route, endpoint, writeRuns);
  });

  it.each(reads)('%s: odd query parameters never get a 5xx', async (route, endpoint) => {
    await fuzz(route, endpoint, readRuns);
  });

  it('any method on any address under /api answers below 500', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'),
        requestsOf(
          pageEndpoints.find((e) => e.route === 'GET /*')!,
          ctx,
        ),
        async (method, request) => {
          const answer = await send('anonymous', method, { ...request, path: `/api${request.path}` });
          if (answer.status >= 500) throw new Error(`${method} /api${request.path} answered ${answer.status}`);
        },
      ),
      { numRuns: readRuns },
    );
  });

  it('leaves every stored value within its schema', async () => {
    const profile = await json(await (await clientOf('player')).get('/api/proxy/profiles/show'));
    expect(profileSchema.safeParse(profile).error).toBeUndefined();

    // What requests write into text columns, and the rule each value keeps.
    const stored: [string, unknown[], z.core.$ZodType][] = [
      ['players.first_name', await column(players.firstName), personName('Fornavn')],
      ['players.last_name', await column(players.lastName), personName('Efternavn')],
      ['players.email', await column(players.email), emailInputSchema],
      [
        'players.phone_number',
        await column(players.phoneNumber),
        z
          .string()
          .regex(/^[2-9]\d{7}$/)
          .nullable(),
      ],
      ['payments.game_session_id', await column(payments.gameSessionId), z.nullable(referenceIdSchema)],
      ['payments.idempotency_key', await column(payments.idempotencyKey), idempotencyKeySchema],
      ['payments.redirect_url', await column(payments.redirectUrl), httpUrl()],
      ['payments.cancel_url', await column(payments.cancelUrl), httpUrl()],
      ['payments.terms_url', await column(payments.termsUrl), httpUrl()],
      ['chat_messages.body', await column(chatMessages.body), chatMessageTextSchema],
      ['contact_messages.body', await column(contactMessages.body), contactMessageTextSchema],
      ['contact_replies.body', await column(contactReplies.body), contactMessageTextSchema],
      ['support_guests.name', await column(supportGuests.name), guestNameSchema],
      ['support_guests.email', await column(supportGuests.email), emailInputSchema],
      ['login_failures.email', await column(loginFailures.email), emailInputSchema],
      ['sessions.user_agent', await column(sessions.userAgent), z.string().max(inputLimits.userAgent).nullable()],
    ];
    for (const [where, values, schema] of stored)
      for (const value of values)
        expect({ where, value, error: z.safeParse(schema, value).error?.issues[0]?.message }).toEqual({ where, value });
  });
});

/** Every value of a column, in every row. */
async function column(col: AnyPgColumn): Promise<unknown[]> {
  return (await site.db.select({ value: col }).from(col.table)).map((row) => row.value);
}
