import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** The IP of the TCP connection (never a header the client sets), for throttling and the session row. */
export function clientIpOf(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // app.request() in tests has no socket
  }
}
