/**
 * The id of the page's JSON script element with the public content its first screen shows, written by
 * the server, so the page's queries start from it instead of from a round trip after the page's code.
 */
export const firstScreenElementId = 'casino-first-screen';

/** A public content answer as the server wrote it into the page (`@casino/api-client/first-screen` writes it). */
export interface FirstAnswer {
  /** The request as the client's call sends it: path and query. */
  url: string;
  status: number;
  /** The headers the calls read (the list's pagination). */
  headers: Record<string, string>;
  body: unknown;
}

/** One key for a request, absolute or not (the server writes the query in the order the calls send it). */
function requestKey(url: string): string {
  const { pathname, search } = new URL(url, 'http://a');
  return pathname + search;
}

/**
 * A fetch that answers the first GET of each request the page carries the answer of (its JSON script
 * element) from the page, and everything else (a later revalidation too) from `network`. The calls then
 * parse it as any answer. A page without it, or with something unreadable in it, answers nothing.
 */
export function answersFirst(network: typeof fetch, doc: Document = document): typeof fetch {
  const waiting = new Map<string, FirstAnswer>();
  try {
    const answers = JSON.parse(doc.getElementById(firstScreenElementId)?.textContent || '[]') as FirstAnswer[];
    for (const answer of answers) waiting.set(requestKey(answer.url), answer);
  } catch {
    // Nothing written, or nothing readable: every request goes to the network.
  }
  return (input, init) => {
    // The client's requests name their URL as text.
    const key = typeof input === 'string' && (init?.method ?? 'GET') === 'GET' ? requestKey(input) : '';
    const answer = waiting.get(key);
    if (!answer) return network(input, init);
    waiting.delete(key);
    return Promise.resolve(new Response(JSON.stringify(answer.body), answer));
  };
}
