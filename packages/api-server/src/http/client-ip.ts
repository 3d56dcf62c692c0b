import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** The address of the socket the request came in on; 'unknown' where there is none (app.request() in tests). */
export function clientIp(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
