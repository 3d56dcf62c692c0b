import type { Environment } from '@casino/api-client';
import proxyaddr from 'proxy-addr';

type Reading<T> = { ok: true; value: T } | { ok: false; problem: string };

/** Sessions and CSRF tokens are only as strong as their secret: 32 characters of base64 are 192 bits. */
export const MIN_AUTH_SECRET_LENGTH = 32;

/**
 * PUBLIC_ORIGIN: required wherever real people arrive (production, staging), an origin and nothing more.
 * Development defaults to the address `npm start` prints.
 */
export function readPublicOrigin(value: string | undefined, environment: Environment, port: number): Reading<string> {
  if (!value) {
    if (environment === 'development') return { ok: true, value: `http://localhost:${port}` };
    return {
      ok: false,
      problem: `PUBLIC_ORIGIN: not set; ${environment} needs the origin browsers reach the site at (https://casino.example)`,
    };
  }
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || !['http:', 'https:'].includes(url.protocol) || url.origin !== value.replace(/\/$/, ''))
    return { ok: false, problem: `PUBLIC_ORIGIN: "${value}" is no origin; write scheme, host and port only` };
  return { ok: true, value: url.origin };
}

/** TRUSTED_PROXIES: a comma-separated list proxy-addr understands; empty trusts no forwarded header. */
export function readTrustedProxies(value: string | undefined): Reading<string[]> {
  const list = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  try {
    proxyaddr.compile(list);
    return { ok: true, value: list };
  } catch (error) {
    return { ok: false, problem: `TRUSTED_PROXIES: ${(error as Error).message}` };
  }
}
