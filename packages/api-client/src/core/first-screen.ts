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

/** One key for a request however its query is ordered, absolute or not. */
function requestKey(url: string): string {
  const parsed = new URL(url, 'http://first-screen.invalid');
  parsed.searchParams.sort();
  return `${parsed.pathname}?${parsed.searchParams.toString()}`;
}

/** The answers the page carries (none when it carries none, or something unreadable). */
export function readFirstScreen(doc: Document = document): FirstAnswer[] {
  const text = doc.getElementById(firstScreenElementId)?.textContent;
  if (!text) return [];
  try {
    const answers: unknown = JSON.parse(text);
    return Array.isArray(answers) ? (answers as FirstAnswer[]) : [];
  } catch {
    return [];
  }
}

/**
 * A fetch that answers the first GET of each request the page carries the answer of from the page, and
 * everything else (a later revalidation too) from `network`. The calls then parse it as any answer.
 */
export function answersFirst(answers: readonly FirstAnswer[], network: typeof fetch): typeof fetch {
  const waiting = new Map(answers.map((answer) => [requestKey(answer.url), answer]));
  return (input, init) => {
    // The client's requests name their URL as text.
    const key = typeof input === 'string' && (init?.method ?? 'GET') === 'GET' ? requestKey(input) : '';
    const answer = waiting.get(key);
    if (!answer) return network(input, init);
    waiting.delete(key);
    return Promise.resolve(new Response(JSON.stringify(answer.body), answer));
  };
}
