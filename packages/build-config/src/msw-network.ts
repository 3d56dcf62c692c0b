// The MSW network the unit tests fake the server with (the API client's, the remotes'): handlers per test,
// and a request without one fails the test.
import { FetchInterceptor } from '@mswjs/interceptors/fetch/web';
import { defineNetwork, InterceptorSource } from 'msw/experimental';

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
