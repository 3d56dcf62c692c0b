// The fuzz test's endpoints, read from the API document (/api/openapi.json): each operation's method, path,
// body fields and query parameters, and who calls it (its security). What the document cannot know (a real
// conversation's id, a seed player of its own for a call that locks the account, a form or a signed body) comes
// from `known.ts`; a field with no good value there gets one made from its schema.
import fc from 'fast-check';
import { apiOperations, parameterOf, schemaOf, type ApiDocument, type JsonSchema } from '../api-document.ts';
import type { SeedUserKey } from '../../src/seed/index.ts';
import { jsonBodyOf, queryOf, segmentOf } from './inputs.ts';

/** Who sends an endpoint's requests: 'player' is the fuzz's everyday player; a seed key is a player of its own. */
export type Who = 'player' | 'agent' | 'compliance' | 'anonymous' | 'guest' | SeedUserKey;

export interface FuzzRequest {
  path: string;
  /** Without `?`. */
  query?: string;
  body?: { type: 'json' | 'form' | 'multipart'; text: string };
  headers?: Record<string, string>;
}

/** What requests need to reach deep: a game and its session, a chat, a contact message, a payment. */
export interface FuzzContext {
  url: string;
  slug: string;
  stake: number;
  gameSessionId: string;
  conversationId: string;
  /** The fuzz guest's own chat (support without an account). */
  guestConversationId: string;
  contactId: string;
  paymentId: string;
  /** The CSRF token of a sender (Auth.js's forms carry it in the body). */
  csrfOf: (who: Who) => string;
}

type Fields<T = unknown> = Record<string, fc.Arbitrary<T>>;

/** What the fuzz knows of an endpoint beyond the document. */
export interface Known {
  as?: Who;
  /** Good values of the route's path parameters (`{id}` -> its text). */
  params?: (ctx: FuzzContext) => Record<string, string>;
  /** Good values of some fields of its JSON body. */
  json?: (ctx: FuzzContext) => Fields;
  /** Good values of some of its query parameters. */
  query?: (ctx: FuzzContext) => Fields<string>;
  /**
   * Query parameters that are answered rather than refused: lookups (an unknown error code shows the default text,
   * an unknown route WordPress's 404) and pages (a bad game session shows the page that says so).
   */
  answered?: string[];
  /** Requests of its own shape (wildcard routes, forms, signed notifications), instead of the above. */
  request?: (ctx: FuzzContext) => fc.Arbitrary<FuzzRequest>;
  /** Headers sent along (a few of them odd). */
  headers?: (ctx: FuzzContext) => fc.Arbitrary<Record<string, string>>;
}

export interface Endpoint extends Required<Pick<Known, 'as'>>, Omit<Known, 'as' | 'json' | 'query'> {
  /** `METHOD path`, the path as the document writes it. */
  route: string;
  method: string;
  /** The fields of its JSON body, with good values; none: it takes no body. */
  json?: (ctx: FuzzContext) => Fields;
  /** Its query parameters, with good values. */
  query?: (ctx: FuzzContext) => Fields<string>;
}

/** Who calls an operation, by the security it names. */
function senderOf(security: Record<string, string[]>[] | undefined): Who {
  const schemes = new Set((security ?? []).flatMap((s) => Object.keys(s)));
  if (schemes.has('agent')) return 'agent';
  if (schemes.has('compliance')) return 'compliance';
  if (schemes.has('session')) return 'player';
  if (schemes.has('guest')) return 'guest';
  return 'anonymous';
}

/** The fuzz's endpoints: every operation of the document, with what the fuzz knows of each. */
export function endpointsOf(document: ApiDocument, known: Record<string, Known>): Endpoint[] {
  return apiOperations(document).map(({ method, route, operation }) => {
    const knows = known[route] ?? {};
    const bodySchema = operation.requestBody?.content['application/json']?.schema;
    const body = bodySchema ? schemaOf(document, bodySchema) : undefined;
    const queryParameters = (operation.parameters ?? [])
      .map((p) => parameterOf(document, p))
      .filter((p) => p.in === 'query');
    const endpoint: Endpoint = {
      ...knows,
      route,
      method,
      as: knows.as ?? senderOf(operation.security),
    };
    if (body) {
      const fields = fieldsOf(document, body);
      endpoint.json = (ctx) => {
        const good = knows.json?.(ctx) ?? {};
        return Object.fromEntries(
          Object.entries(fields).map(([name, schema]) => [name, good[name] ?? valueOf(document, schema)]),
        );
      };
    }
    if (queryParameters.length || knows.query)
      endpoint.query = (ctx) => {
        const good = knows.query?.(ctx) ?? {};
        const made = Object.fromEntries(
          queryParameters.map((p) => [p.name, good[p.name] ?? valueOf(document, p.schema ?? {}).map(String)]),
        );
        return { ...made, ...good };
      };
    return endpoint;
  });
}

/** A body's fields: its own, or those of every shape it may take (a union, as a hand's steps are). */
function fieldsOf(document: ApiDocument, schema: JsonSchema): Record<string, JsonSchema> {
  const members = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  return Object.assign(
    {},
    ...members.map((member) => fieldsOf(document, schemaOf(document, member))),
    schema.properties ?? {},
  ) as Record<string, JsonSchema>;
}

/** A good value by a JSON schema: enough to get past the first check most of the time. */
export function valueOf(document: ApiDocument, raw: JsonSchema): fc.Arbitrary<unknown> {
  const schema = schemaOf(document, raw);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return fc.oneof(...options.map((o) => valueOf(document, o)));
  if (schema.allOf?.length) return valueOf(document, schema.allOf[0]!);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer({
        min: bound(schema.minimum, schema.exclusiveMinimum, 0, 1),
        max: bound(schema.maximum, schema.exclusiveMaximum, 1_000, -1),
      });
    case 'number':
      return fc.integer({
        min: bound(schema.minimum, schema.exclusiveMinimum, 0, 1),
        max: bound(schema.maximum, schema.exclusiveMaximum, 1_000, -1),
      });
    case 'array':
      return fc.array(valueOf(document, schema.items ?? {}), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3)),
      });
    case 'object':
      return fc.record(
        Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, v]) => [k, valueOf(document, v)])),
        { requiredKeys: (schema.required ?? []).filter((k) => k in (schema.properties ?? {})) },
      );
    case 'string':
      return textOf(schema);
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

/** A number bound: the schema's own (an exclusive one a step inside), else `fallback`. */
function bound(inclusive: number | undefined, exclusive: number | undefined, fallback: number, step: number) {
  if (inclusive !== undefined) return Math.ceil(inclusive * step) * step;
  if (exclusive !== undefined) return Math.ceil(exclusive * step) * step + step;
  return fallback;
}

function textOf(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'email') return fc.stringMatching(/^[a-z]{1,10}@example\.dk$/);
  if (schema.format === 'uuid') return fc.uuid({ version: 4 });
  if (schema.format === 'date-time') return fc.constant(new Date().toISOString());
  if (schema.format === 'uri') return fc.constant('https://example.dk/');
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  const min = schema.minLength ?? 1;
  const max = Math.max(min, Math.min(schema.maxLength ?? 20, 40));
  return fc
    .string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzæøå '), minLength: min, maxLength: max })
    .map((s) => s.trim().padEnd(min, 'a'));
}

const paramPattern = /\{(\w+)\}/g;

const patternOf = (route: string) => route.slice(route.indexOf(' ') + 1);

/** The route's path with each parameter good or odd. */
export function pathOf(route: string, endpoint: Known, ctx: FuzzContext): fc.Arbitrary<string> {
  const pattern = patternOf(route);
  const names = [...pattern.matchAll(paramPattern)].map((m) => m[1]!);
  if (names.length === 0) return fc.constant(pattern);
  const good = endpoint.params?.(ctx) ?? {};
  return fc.tuple(...names.map((name) => segmentOf(fc.constant(good[name] ?? name)))).map((segments) => {
    let i = 0;
    return pattern.replace(paramPattern, () => segments[i++]!);
  });
}

/** The route's path with every parameter good. */
export function goodPathOf(route: string, endpoint: Known, ctx: FuzzContext): string {
  const good = endpoint.params?.(ctx) ?? {};
  return patternOf(route).replace(paramPattern, (_, name: string) => good[name] ?? name);
}

/** The requests the fuzz sends to an endpoint. */
export function requestsOf(endpoint: Endpoint, ctx: FuzzContext): fc.Arbitrary<FuzzRequest> {
  if (endpoint.request) return endpoint.request(ctx);
  return fc.record({
    path: pathOf(endpoint.route, endpoint, ctx),
    query: queryOf(endpoint.query?.(ctx) ?? {}),
    ...(endpoint.json ? { body: jsonBodyOf(endpoint.json(ctx)).map((text) => ({ type: 'json' as const, text })) } : {}),
    headers: endpoint.headers?.(ctx) ?? fc.constant({}),
  });
}
