import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { z } from 'zod';
import { messages } from '../messages.ts';

// Zod's own messages in Danish for the fields the shared schemas give no message of their own.
z.config(z.locales.da());

export interface IssueSummary {
  path: (string | number)[];
  message: string;
  code: string;
}

/** 400 with `{ error, issues }`: error is the first problem in plain Danish, issues list them all. */
export function badRequest(error: string, issues: IssueSummary[] = []): HTTPException {
  return new HTTPException(400, {
    res: new Response(JSON.stringify({ error, issues }), {
      status: 400,
      headers: { 'content-type': 'application/json; charset=utf-8' },
    }),
  });
}

export function issueSummaries(error: z.ZodError): IssueSummary[] {
  return error.issues.map((i) => ({
    path: i.path.map((p) => (typeof p === 'symbol' ? String(p) : p)),
    message: i.message,
    code: i.code,
  }));
}

function fail(error: z.ZodError): never {
  const issues = issueSummaries(error);
  throw badRequest(issues[0]?.message ?? messages.invalidInput, issues);
}

export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) fail(result.error);
  return result.data;
}

/** The JSON body, validated; an empty body counts as `{}` (the spec's "no body" calls). */
export async function jsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const text = await c.req.text();
  let body: unknown = {};
  if (text.trim() !== '') {
    try {
      body = JSON.parse(text);
    } catch {
      throw badRequest(messages.invalidJson);
    }
  }
  return parseWith(schema, body);
}

/** The query string, validated (each key once; the shared query schemas coerce numbers). */
export function queryParams<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return parseWith(schema, c.req.query());
}
