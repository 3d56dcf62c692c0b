import { authBasePath, csrfResponseSchema } from './schemas/session.ts';
import { createHttpClient, type HttpClient, type HttpClientOptions } from './http.ts';

/** The HTTP helper plus the Auth.js CSRF token it sends on state-changing calls. */
export interface ApiClient extends HttpClient {
  /** Forget the cached CSRF token (after sign-in, sign-out, or a refused token). */
  clearCsrfToken(): void;
}

export type ApiClientOptions = Omit<HttpClientOptions, 'csrfToken'>;

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  let csrfToken: Promise<string | null> | null = null;

  // Fetched once and shared by concurrent requests; a failure is not cached, so the next call retries.
  async function fetchCsrfToken(): Promise<string | null> {
    try {
      const result = await http.get(`${authBasePath}/csrf`, csrfResponseSchema);
      if (result.cancelled) csrfToken = null;
      return result.data?.csrfToken ?? null;
    } catch {
      csrfToken = null;
      return null;
    }
  }

  const http = createHttpClient({ ...options, csrfToken: () => (csrfToken ??= fetchCsrfToken()) });
  return {
    ...http,
    clearCsrfToken() {
      csrfToken = null;
    },
  };
}

let sharedClient: ApiClient | null = null;

/**
 * The one client of the page (this package is a federation singleton). The shell configures it
 * once at startup, e.g. with its logger; calls without an explicit client use it.
 */
export function configureApiClient(options: ApiClientOptions): ApiClient {
  sharedClient = createApiClient(options);
  return sharedClient;
}

export function getApiClient(): ApiClient {
  return (sharedClient ??= createApiClient());
}
