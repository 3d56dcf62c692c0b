import { zValidator } from '@hono/zod-validator';
import type { Context } from 'hono';
import { resolver, uniqueSymbol } from 'hono-openapi';
import { createMiddleware } from 'hono/factory';
import { HTTPException } from 'hono/http-exception';
import { z } from 'zod';
import { inputTexts } from '@casino/locale/input';
import { messages } from '../messages.ts';

// Request validation: every route checks its body, query and path parameters with the contract's schemas
// (@casino/api-client) through @hono/zod-validator, and reads them with `c.req.valid(...)`. A refusal is answered
// here, in one shape: 400 with `{ error, issues }`. Each validator also carries its schema for the API description
// (/api/openapi.json, `openapi.ts`): the route's input is declared once, where it is checked.

// Zod's own messages in Danish for the fields the shared schemas give no message of their own.
z.config(z.locales.da());

/** A refusal's body: the first problem in plain Danish, and every issue. */
export const refusalSchema = z.object({
  error: z.string(),
  issues: z.array(
    z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string(), code: z.string() }),
  ),
});

export type IssueSummary = z.infer<typeof refusalSchema>['issues'][number];

/** 400 with `{ error, issues }`: error is the first problem in plain Danish, issues list them all. */
export function badRequest(error: string, issues: IssueSummary[] = []): HTTPException {
  return new HTTPException(400, {
    res: new Response(JSON.stringify({ error, issues }), {
      status: 400,
      headers: { 'content-type': 'application/json; charset=utf-8' },
    }),
  });
}

export function issueSummaries(error: z.core.$ZodError): IssueSummary[] {
  return error.issues.map((i) => ({
    path: i.path.map((p) => (typeof p === 'symbol' ? String(p) : p)),
    message: i.message,
    code: i.code,
  }));
}

/** A schema's refusal as the 400 answer: the first message in Danish, and every issue. */
export function refusalOf(error: z.core.$ZodError): HTTPException {
  const issues = issueSummaries(error);
  return badRequest(issues[0]?.message ?? messages.invalidInput, issues);
}

/** Where in a parsed value a string holds NUL, or null: PostgreSQL refuses NUL in text with an error. */
function nulAt(value: unknown, path: (string | number)[] = []): (string | number)[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    const found = nulAt(item, [...path, Array.isArray(value) ? Number(key) : key]);
    if (found) return found;
  }
  return null;
}

type Target = 'json' | 'query' | 'param';

/**
 * The validator marked the way hono-openapi's own are, so the API description reads its schema from the route
 * (`generateSpecs` looks for this mark on every handler the app registers).
 */
function described<M extends object>(middleware: M, target: Target, schema: z.core.$ZodType): M {
  return Object.assign(middleware, { [uniqueSymbol]: { target, ...resolver(schema) } });
}

type Parsed = { success: true; data: unknown } | { success: false; error: z.core.$ZodError };

/**
 * The check itself: the schema's own parse. Typed loosely for the validator, whose result type is a conditional
 * type TypeScript cannot resolve for a schema still generic here.
 */
const parse = (schema: z.core.$ZodType, input: unknown) => z.safeParseAsync(schema, input) as Promise<never>;

/**
 * The validators' hook, the one place a refused input is answered. Every schema's text rule refuses NUL; the NUL
 * check is the last guard that no value with NUL gets past a schema that forgot it, on its way to the database.
 */
function answerBadInput(result: Parsed): Response | undefined {
  if (!result.success) return refusalOf(result.error).getResponse();
  const nul = nulAt(result.data);
  if (nul)
    return badRequest(inputTexts.controlCharacters, [
      { path: nul, message: inputTexts.controlCharacters, code: 'custom' },
    ]).getResponse();
  return undefined;
}

/** A value parsed by its schema, or a 400: for input that is no part of the request itself (a slug in a route). */
export function parseWith<S extends z.core.$ZodType>(schema: S, input: unknown): z.output<S> {
  // z.safeParse, not a method: the shared schemas are zod/mini's, the server's own are classic.
  const result = z.safeParse(schema, input);
  const refusal = answerBadInput(result);
  if (refusal) throw new HTTPException(400, { res: refusal });
  return result.data as z.output<S>;
}

/**
 * The body as JSON whatever its content type says (`navigator.sendBeacon` posts text/plain), an empty body as
 * `{}` (the calls that take no body), malformed JSON refused in Danish.
 */
async function jsonOf(c: Context): Promise<unknown> {
  const text = await c.req.text();
  let body: unknown = {};
  if (text.trim() !== '') {
    try {
      body = JSON.parse(text);
    } catch {
      throw badRequest(messages.invalidJson);
    }
  }
  // The validator reads a JSON body through this cache: an empty one is `{}` there too.
  c.req.bodyCache.json = Promise.resolve(body);
  return body;
}

/**
 * The JSON body, checked by `schema`, as `c.req.valid('json')`. `prepare` adds to the body before it is checked
 * (a field the client may send as a header too).
 */
export function validJson<S extends z.core.$ZodType>(schema: S, prepare?: (body: unknown, c: Context) => unknown) {
  const validator = (input: unknown) =>
    zValidator('json', schema, answerBadInput, { validationFunction: (s) => parse(s, input) });
  const middleware = createMiddleware(async (c, next) => {
    const body = await jsonOf(c);
    return validator(prepare ? prepare(body, c) : body)(c, next);
  });
  return described(middleware, 'json', schema) as unknown as ReturnType<typeof validator>;
}

/** The query string, checked by `schema`, as `c.req.valid('query')`; a key given twice counts once, the first. */
export function validQuery<S extends z.core.$ZodType>(schema: S) {
  const validator = zValidator('query', schema, answerBadInput, {
    validationFunction: (s, query) =>
      parse(
        s,
        Object.fromEntries(Object.entries(query).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value])),
      ),
  });
  return described(validator, 'query', schema);
}

/**
 * One path parameter, checked by `schema`, as `c.req.valid('param')[name]`. A refusal's issues are the value's
 * own (their path starts at the value, not at the parameter's name).
 */
export function validParam<K extends string, S extends z.core.$ZodType>(name: K, schema: S) {
  const params = z.object({ [name]: schema } as Record<K, S>);
  const validator = zValidator('param', params, answerBadInput, {
    validationFunction: async (_, values) => {
      const result = await z.safeParseAsync(schema, (values as Record<string, string>)[name]);
      return (result.success ? { success: true, data: { [name]: result.data } } : result) as z.ZodSafeParseResult<
        z.output<typeof params>
      >;
    },
  });
  return described(validator, 'param', params);
}
