import { createMiddleware } from 'hono/factory';

/**
 * While the server shuts down, every answer closes its connection (`Connection: close`), so the client sends
 * its next request on a new connection, to a server that is staying, and the server's connections end with
 * their last answer instead of idling out the keep-alive time.
 */
export const closeConnectionsWhenDraining = (shutdown: AbortSignal) =>
  createMiddleware(async (c, next) => {
    await next();
    if (shutdown.aborted) c.header('Connection', 'close');
  });
