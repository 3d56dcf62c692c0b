import { Hono } from 'hono';
import {
  describeRoute,
  generateSpecs,
  resolver,
  uniqueSymbol,
  type DescribeRouteOptions,
  type GenerateSpecOptions,
} from 'hono-openapi';
import { findTargetHandler } from 'hono/utils/handler';
import { z } from 'zod';
import type { AppEnv } from './app-env.ts';
import { refusalSchema } from './validate.ts';

// The API described once (decision 0058): each route declares its input where it is checked (the validators of
// validate.ts carry their schemas) and says what it does and answers with `described(...)`; the document at
// /api/openapi.json is read from the app's own routes by hono-openapi. The fuzz and contract tests take the
// endpoints from it.

export const OPENAPI_PATH = '/api/openapi.json';

/** The cookies of callers whose room stands above http/: support's guest (chat/guests.ts), named by app.ts. */
export interface CallerCookies {
  guest: string;
}

/** Who may call: the security schemes an operation names (none: anyone). */
const securitySchemesOf = (cookies: CallerCookies) =>
  ({
    /** A signed-in player's Auth.js session cookie (CSRF token and same origin on state changes). */
    session: { type: 'apiKey', in: 'cookie', name: 'authjs.session-token' },
    /** A support agent's session (a session whose player is an agent). */
    agent: { type: 'apiKey', in: 'cookie', name: 'authjs.session-token' },
    /** A compliance officer's session (a session whose player is a compliance officer). */
    compliance: { type: 'apiKey', in: 'cookie', name: 'authjs.session-token' },
    /** A guest of support: the cookie `POST /api/support/guest` sets. */
    guest: { type: 'apiKey', in: 'cookie', name: cookies.guest },
    /** The payment provider's HMAC-SHA256 of the body. */
    signature: { type: 'apiKey', in: 'header', name: 'x-sandbox-signature' },
    /** The game aggregator's RSA-SHA256 signature of the body (Hub88's operator wallet API). */
    walletSignature: { type: 'apiKey', in: 'header', name: 'x-hub88-signature' },
    /** Monitoring's bearer token (`RELEASE_METRICS_TOKEN`); open outside production. */
    monitoring: { type: 'http', scheme: 'bearer' },
  }) as const;

export type Security = keyof ReturnType<typeof securitySchemesOf>;

interface Described {
  /** The schema of its 200 answer (the client's own, from @casino/api-client). */
  answer?: z.core.$ZodType;
  /** Who may call it (on top of what its mount says). */
  security?: Security;
  /** Its answer is not JSON (a page, an event stream, an image): the media type. */
  media?: string;
}

/**
 * A route's entry in the API document, put before its handler beside its validators: what it does and answers,
 * with its refusals and their codes.
 */
export function described(description: string, { answer, security, media }: Described = {}) {
  const ok = answer
    ? { description: 'OK', content: { 'application/json': { schema: resolver(answer) } } }
    : { description: 'OK', ...(media ? { content: { [media]: {} } } : {}) };
  return describeRoute({
    description,
    ...(security ? { security: [{ [security]: [] }] } : {}),
    responses: { 200: ok },
  });
}

/** Every route under a mount asks for `security` (app.use on the mount's path, before its routes). */
export function securedBy(security: Security) {
  return describeRoute({ security: [{ [security]: [] }] });
}

const refusalBody: Record<string, unknown> = { ...z.toJSONSchema(refusalSchema) };
delete refusalBody.$schema;
const refusal = {
  description: 'Bad input: the first problem in Danish, and every issue',
  content: { 'application/json': { schema: refusalBody } },
} as Exclude<GenerateSpecOptions['defaultValidationErrorResponse'], boolean>;

type Document = Awaited<ReturnType<typeof generateSpecs>>;

/**
 * hono-openapi leaves out a path that is only a wildcard (Auth.js answers every path under /api/auth): such a
 * route is written as it is registered, `/api/auth/*`.
 */
function wildcardPaths(app: Hono<AppEnv>): Document['paths'] {
  const paths: Document['paths'] = {};
  for (const route of app.routes) {
    if (route.method === 'ALL' || !route.path.includes('*') || !route.path.startsWith('/api/')) continue;
    const mark = (findTargetHandler(route.handler) as { [uniqueSymbol]?: { spec?: DescribeRouteOptions } })[
      uniqueSymbol
    ];
    if (!mark?.spec) continue;
    const spec: DescribeRouteOptions = { ...mark.spec };
    delete spec.hide;
    const operationId = `${route.method.toLowerCase()}${route.path.replace(/\W+(\w)?/g, (_, c: string = '') => c.toUpperCase())}`;
    paths[route.path] = { ...paths[route.path], [route.method.toLowerCase()]: { ...spec, operationId } };
  }
  return paths;
}

/** The API's document: every /api route the app registers, read from the routes themselves. */
export async function apiDocument(app: Hono<AppEnv>, cookies: CallerCookies): Promise<Document> {
  const document = await generateSpecs(app, {
    documentation: {
      info: {
        title: 'Casino API',
        version: '1',
        description:
          'The API of the casino site on one origin. Refusals answer `{ error, issues? , code? }` with the ' +
          'error in Danish; amounts are whole kroner (numbers with up to two decimals).',
      },
      components: { securitySchemes: securitySchemesOf(cookies) },
    },
    exclude: [/^(?!\/api\/)/],
    excludeStaticFile: false,
    defaultValidationErrorResponse: refusal,
  });
  const paths = { ...document.paths, ...wildcardPaths(app) };
  // A mount's security is merged in once for each of a route's handlers: each requirement once.
  for (const item of Object.values(paths))
    for (const operation of Object.values(item ?? {}))
      if (operation && typeof operation === 'object' && 'security' in operation && operation.security)
        operation.security = [...new Map(operation.security.map((s) => [JSON.stringify(s), s])).values()];
  return { ...document, paths };
}

/** GET /api/openapi.json: the document of `app`, made once on the first request (when every route is registered). */
export function openApiRoutes(app: Hono<AppEnv>, cookies: CallerCookies): Hono<AppEnv> {
  let document: Promise<Document> | undefined;
  return new Hono<AppEnv>().get(
    OPENAPI_PATH,
    described('This document: the API in OpenAPI 3.1, read from the routes themselves'),
    async (c) => c.json(await (document ??= apiDocument(app, cookies))),
  );
}
