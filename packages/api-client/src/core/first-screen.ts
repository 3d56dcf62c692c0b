import { itemParams, termsListParams } from './calls/catalogue.ts';
import { toSearch, type QueryParams } from './params.ts';
import { contentEndpoint, contentRoutes } from './schemas/catalogue-params.ts';

/**
 * The id of the page's JSON script element with the public content its first screen shows, written by
 * the server, so the page's queries start from it instead of from a round trip after the page's code.
 */
export const firstScreenElementId = 'casino-first-screen';

/** A public content answer as the server wrote it into the page. */
export interface FirstAnswer {
  /** The request as the client's call sends it: path and query. */
  url: string;
  status: number;
  /** The headers the calls read (the list's pagination). */
  headers: Record<string, string>;
  body: unknown;
}

/** The headers of an answer the calls read: the page carries these and no other. */
export const firstAnswerHeaders = ['content-type', 'x-wp-total', 'x-wp-totalpages'] as const;

const contentUrl = (route: string, params: QueryParams = {}) =>
  `${contentEndpoint}${toSearch({ rest_route: route, ...params })}`;

/**
 * The requests of each kind of page's first screen, as its calls send them: the whole catalogue's cards
 * (the lobby and the catalogue) or one game (its page), each with the categories and tags. Only public
 * content: the page is the same for every visitor.
 */
const terms = () => [
  contentUrl(contentRoutes.categories, termsListParams),
  contentUrl(contentRoutes.tags, termsListParams),
];
export const firstScreenRequests = {
  catalogue: () => [contentUrl(contentRoutes.gameCards), ...terms()],
  game: (slug: string) => [contentUrl(contentRoutes.games, itemParams(slug)), ...terms()],
};

/** The answers as the text of the page's JSON script element, `<` escaped so no value can close it. */
export const firstScreenText = (answers: readonly FirstAnswer[]) => JSON.stringify(answers).replace(/</g, '\\u003c');

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
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = init?.method ?? (typeof input === 'object' && 'method' in input ? input.method : 'GET');
    const key = requestKey(url);
    const answer = method.toUpperCase() === 'GET' ? waiting.get(key) : undefined;
    if (!answer) return network(input, init);
    waiting.delete(key);
    const { body, status, headers } = answer;
    return Promise.resolve(new Response(JSON.stringify(body), { status, headers }));
  };
}
