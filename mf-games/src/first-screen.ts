import { allGamesQuery, categoriesQuery, gameQuery, tagsQuery } from '@casino/api-client';
import type { PageData } from '@casino/platform';

// What each page's first screen shows, fetched before the shell's first render: the server wrote this
// public content into the page (firstScreenRequests), so on a first visit these resolve without a
// round trip and the page renders with its data in one paint.

const termsData: PageData = ({ queryClient }) =>
  Promise.all([queryClient.prefetchQuery(categoriesQuery()), queryClient.prefetchQuery(tagsQuery())]);

/** The lobby and the catalogue: the whole catalogue's cards, the categories and tags. */
export const catalogueData: PageData = (context) =>
  Promise.all([context.queryClient.prefetchQuery(allGamesQuery(context.environment)), termsData(context)]);

/** A game's page: the game and the terms its chips name. */
export const gameData: PageData = (context) => {
  const { slug } = context.params;
  if (!slug) return Promise.resolve();
  return Promise.all([context.queryClient.prefetchQuery(gameQuery(slug, context.environment)), termsData(context)]);
};
