import { format } from 'node:util';
import type { Logger } from 'pino';

/**
 * Sends what is written with console.* (by libraries: Hono's and the Node server adapter's error paths) to the
 * structured log at the matching level, so every line of the server is JSON with its level and time. An error
 * among the arguments is kept whole (`err`: its type, message and stack).
 */
export function routeConsoleToLog(logger: Logger): void {
  const levels = { log: 'info', info: 'info', debug: 'debug', warn: 'warn', error: 'error' } as const;
  for (const [method, level] of Object.entries(levels)) {
    console[method as keyof typeof levels] = (...args: unknown[]) => {
      const err = args.find((arg) => arg instanceof Error);
      const message = format(...args.filter((arg) => arg !== err)) || err?.message;
      logger[level]({ source: 'console', ...(err ? { err } : {}) }, message);
    };
  }
}
