import type { Context } from 'hono';

/**
 * The browser's address as the trust boundary decided it (src/http/trust-boundary.ts): behind a trusted proxy
 * the client it forwarded for, else the socket's peer; 'unknown' for a request made in-process.
 */
export function clientIp(c: Context): string {
  return (c.get('clientIp') as string | undefined) ?? 'unknown';
}
