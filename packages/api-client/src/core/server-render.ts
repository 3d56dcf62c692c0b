/**
 * The id of the page's JSON script element with the public content its server render shows, written by
 * the server, so the page's queries start from it instead of from a round trip after the page's code.
 */
export const serverRenderElementId = 'casino-server-render';

/** A public content answer as the server wrote it into the page (`@casino/api-client/server-render` writes it). */
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

/** The answers the server wrote into `doc` (none when nothing, or nothing readable, was written). */
export function writtenAnswers(doc: Document = document): FirstAnswer[] {
  try {
    return JSON.parse(doc.getElementById(serverRenderElementId)?.textContent || '[]') as FirstAnswer[];
  } catch {
    return [];
  }
}

/**
 * A fetch that answers the first GET of each request `answers` holds (by default those the page carries
 * in its JSON script element) from them, and everything else (a later revalidation too) from `network`.
 * The calls then parse it as any answer. The server's render of a page passes its own.
 */
export function answersFirst(network: typeof fetch, answers: readonly FirstAnswer[] = writtenAnswers()): typeof fetch {
  const waiting = new Map<string, FirstAnswer>();
  for (const answer of answers) waiting.set(requestKey(answer.url), answer);
  return (input, init) => {
    // The client's requests name their URL as text.
    const key = typeof input === 'string' && (init?.method ?? 'GET') === 'GET' ? requestKey(input) : '';
    const answer = waiting.get(key);
    if (!answer) return network(input, init);
    waiting.delete(key);
    return Promise.resolve(new Response(JSON.stringify(answer.body), answer));
  };
}
