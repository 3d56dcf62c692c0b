import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { z } from 'zod';
import { inputTexts } from '@casino/locale/input';
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

/**
 * The input parsed by its schema, or a 400. Every schema's text rule refuses NUL; this is the last guard that no
 * value with NUL gets past a schema that forgot it, on its way to the database.
 */
export function parseWith<S extends z.core.$ZodType>(schema: S, input: unknown): z.output<S> {
  // z.safeParse, not a method: the shared schemas are zod/mini's, the server's own are classic.
  const result = z.safeParse(schema, input);
  if (!result.success) throw refusalOf(result.error);
  const nul = nulAt(result.data);
  if (nul)
    throw badRequest(inputTexts.controlCharacters, [
      { path: nul, message: inputTexts.controlCharacters, code: 'custom' },
    ]);
  return result.data;
}

/** The JSON body, validated; an empty body counts as `{}` (the spec's "no body" calls). */
export async function jsonBody<S extends z.core.$ZodType>(c: Context, schema: S): Promise<z.output<S>> {
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
export function queryParams<S extends z.core.$ZodType>(c: Context, schema: S): z.output<S> {
  return parseWith(schema, c.req.query());
}
