// A test's browser through the sandbox MitID: the redirects a browser follows, the sandbox page's forms.
import type { Client } from './harness.ts';
import type { TypedPerson } from '../src/auth/sandbox-mitid/page.ts';

/**
 * Follows redirects from `response` until `stop` says the next location is where the test looks itself; a
 * relative location is on the origin that answered (the site's, or the sandbox MitID's).
 */
export async function follow(client: Client, response: Response, stop: (location: URL) => boolean): Promise<URL> {
  let current = response;
  for (let hops = 0; hops < 10; hops++) {
    const location = current.headers.get('location');
    if (!location) throw new Error(`no redirect: ${current.status} ${await current.text()}`);
    const url = new URL(location, current.url || client.base);
    if (stop(url)) return url;
    current = await client.get(url.href);
  }
  throw new Error('too many redirects');
}

export const isCallback = (url: URL) => url.pathname === '/api/auth/mitid/callback';

/** The sandbox MitID's login page of a flow started at the site: the interaction's address. */
export async function openSandboxPage(client: Client, intent: 'signup' | 'login', callbackUrl = '/spil'): Promise<URL> {
  const start = await client.get('/api/auth/mitid/start', { query: { intent, callbackUrl } });
  return follow(client, start, (url) => url.pathname.startsWith('/interaction/'));
}

/** Submits the sandbox page: a listed person by index, a typed one, or the cancel button. */
export async function submitSandboxPage(
  client: Client,
  page: URL,
  choice: { person: number } | TypedPerson | 'cancel',
): Promise<Response> {
  const fields: Record<string, string> =
    choice === 'cancel' ? { cancel: '1' } : 'person' in choice ? { person: String(choice.person) } : { ...choice };
  return client.fetch(page.href, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: page.origin },
    body: new URLSearchParams(fields).toString(),
  });
}

/**
 * The whole round trip: start at the site, pick or type a person on the sandbox page, and take the broker's
 * answer back to the site's callback. Answers the callback's response (a redirect to the next page).
 */
export async function throughSandboxMitid(
  client: Client,
  choice: { person: number } | TypedPerson | 'cancel',
  intent: 'signup' | 'login' = 'signup',
): Promise<Response> {
  const page = await openSandboxPage(client, intent);
  const callback = await follow(client, await submitSandboxPage(client, page, choice), isCallback);
  return client.get(callback.href);
}
