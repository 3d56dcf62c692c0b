import { FetchInterceptor } from '@mswjs/interceptors/fetch/web';
import { defineNetwork, InterceptorSource } from 'msw/experimental';
import type { Logger } from '../../src/core/logger.ts';

/** jsdom's page origin: requests with the default base URL '' go here. */
export const origin = 'http://localhost';

/**
 * msw's network with the handlers of each test. Not `setupServer` from msw/node: that one
 * intercepts Node sockets, which races with undici under jest's jsdom environment (requests now
 * and then escape to the real network or fail on the missing setImmediate). The web fetch
 * interceptor patches `fetch` itself, the function the HTTP helper calls.
 */
type NodeInterceptor = ConstructorParameters<typeof InterceptorSource>[0]['interceptors'][number];

export const server = defineNetwork({
  // msw's types name the Node build's Interceptor class; the web build's works the same at runtime.
  sources: [new InterceptorSource({ interceptors: [new FetchInterceptor() as unknown as NodeInterceptor] })],
  // Every request must have a handler: an unexpected call fails the test instead of passing silently.
  onUnhandledFrame: 'error',
  context: { quiet: true },
});

export function setupMswServer(): void {
  beforeAll(() => server.enable());
  afterEach(() => server.resetHandlers());
  afterAll(() => server.disable());
}

export interface LogEntry {
  level: keyof Logger;
  message: string;
  details: Record<string, unknown>;
}

/** A logger that remembers what it was told, to assert on. */
export function recordingLogger(): Logger & { entries: LogEntry[] } {
  const entries: LogEntry[] = [];
  const record =
    (level: keyof Logger) =>
    (message: string, details: object = {}) =>
      entries.push({ level, message, details: details as Record<string, unknown> });
  return { entries, debug: record('debug'), info: record('info'), warn: record('warn'), error: record('error') };
}
