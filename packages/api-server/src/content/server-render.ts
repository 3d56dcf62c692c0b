import { gameSchema, type FirstAnswer } from '@casino/api-client';
import { firstAnswerHeaders, serverRenderRequests } from '@casino/api-client/content';
import type { Preload } from '@casino/page-server';
import { matchRoute } from '@casino/platform/route-match';

/** The requests of the server render of the page at `pathname` (serverRenderRequests), none for most pages. */
export function serverRenderUrls(pathname: string): string[] {
  const route = matchRoute(pathname);
  switch (route?.name) {
    case 'home':
    case 'appHome':
    case 'games':
    case 'category':
    case 'tag':
    case 'catalogueFilter':
      return serverRenderRequests.catalogue();
    case 'game':
    case 'play':
    case 'gameGuide':
      return route.params.slug ? serverRenderRequests.game(route.params.slug) : [];
    default:
      return [];
  }
}

/**
 * The public content the server render of `pathname` shows, for the server to write into the page. Each
 * request goes to the site's own content service (`request`) without the visitor's cookies or headers,
 * so nothing of a signed-in player can be in it and the page stays the same for everyone. An answer that
 * failed is left out: the page asks for it itself.
 */
export async function serverRenderAnswers(
  request: (url: string) => Response | Promise<Response>,
  pathname: string,
): Promise<FirstAnswer[]> {
  const answers = await Promise.all(
    serverRenderUrls(pathname).map(async (url): Promise<FirstAnswer | undefined> => {
      const response = await request(url);
      if (!response.ok) return undefined;
      const headers: Record<string, string> = {};
      for (const name of firstAnswerHeaders) {
        const value = response.headers.get(name);
        if (value !== null) headers[name] = value;
      }
      return { url, status: response.status, headers, body: await response.json() };
    }),
  );
  return answers.filter((answer) => answer !== undefined);
}

/**
 * What of the server-render content the page should fetch at once: on a game's page, its banner (the
 * widest picture, the page's largest element), which the page would otherwise ask for only after its code
 * has rendered it.
 */
export function serverRenderPreloads(pathname: string, answers: readonly FirstAnswer[]): Preload[] {
  if (matchRoute(pathname)?.name !== 'game') return [];
  const found = gameSchema.safeParse((answers[0]?.body as unknown[] | undefined)?.[0]);
  const widest = found.data?.images.toSorted((a, b) => a.width - b.width).at(-1);
  return widest ? [{ href: widest.url, as: 'image' }] : [];
}
