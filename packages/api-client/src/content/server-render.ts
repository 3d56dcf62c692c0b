// What the server writes into a page for its server render: which requests, and how. The server (and tests)
// read this; the page itself reads the answers with the main entry's writtenAnswers and answersFirst, so
// none of this is in a cold page's code.
import {
  contentEndpoint,
  contentRoutes,
  itemParams,
  termsListParams,
  toSearch,
  type FirstAnswer,
  type QueryParams,
} from '@casino/api-client';

/** The headers of an answer the calls read: the page carries these and no other. */
export const firstAnswerHeaders = ['content-type', 'x-wp-total', 'x-wp-totalpages'] as const;

const contentUrl = (route: string, params: QueryParams = {}) =>
  `${contentEndpoint}${toSearch({ rest_route: route, ...params })}`;

const terms = () => [
  contentUrl(contentRoutes.categories, termsListParams),
  contentUrl(contentRoutes.tags, termsListParams),
];

/**
 * The requests of each kind of page's server render, as its calls send them: the whole catalogue's cards
 * (the lobby and the catalogue) or one game (its page), each with the categories and tags. Only public
 * content: the page is the same for every visitor.
 */
export const serverRenderRequests = {
  catalogue: () => [contentUrl(contentRoutes.gameCards), ...terms()],
  game: (slug: string) => [contentUrl(contentRoutes.games, itemParams(slug)), ...terms()],
};

/** The answers as the text of the page's JSON script element, `<` escaped so no value can close it. */
export const serverRenderText = (answers: readonly FirstAnswer[]) => JSON.stringify(answers).replace(/</g, '\\u003c');
