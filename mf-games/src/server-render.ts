import { allGamesQuery, categoriesQuery, gameQuery, tagsQuery } from '@casino/api-client';
import type { PageData, PageDataContext } from '@casino/platform';

// What each page's server render shows, fetched before the shell's first render: the server wrote this
// public content into the page (the content entry's serverRenderRequests), so on a first visit these resolve
// without a round trip and the page renders with its data in one paint.

type Query = Parameters<PageDataContext['queryClient']['prefetchQuery']>[0];

const prefetch = ({ queryClient }: PageDataContext, queries: Query[]) =>
  Promise.all(queries.map((query) => queryClient.prefetchQuery(query)));

/** The lobby and the catalogue: the whole catalogue's cards, the categories and tags. */
export const catalogueData: PageData = (context) =>
  prefetch(context, [allGamesQuery(context.environment), categoriesQuery(), tagsQuery()] as Query[]);

/** A game's page (its route always names the game): the game and the terms its chips name. */
export const gameData: PageData = (context) =>
  prefetch(context, [
    gameQuery(context.params.slug ?? '', context.environment),
    categoriesQuery(),
    tagsQuery(),
  ] as Query[]);
