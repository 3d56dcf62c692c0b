import { z } from 'zod/mini';
import { isApiError } from '../errors.ts';
import type { HttpResult } from '../http.ts';
import {
  contentEndpoint,
  contentRoutes,
  paginationFromHeaders,
  type Pagination,
  type TermsQuery,
} from '../schemas/catalogue-params.ts';
import { gameCardSchema, gameManualSchema, gameSchema, type Game, type GameCard } from '../schemas/catalogue.ts';
import { termSchema } from '../schemas/catalogue-taxonomy.ts';
import { mergeParams, type QueryParams } from '../params.ts';
import { clientOf, requestOptions, type CallOptions } from './call-options.ts';

export interface ContentList<T> {
  items: T[];
  pagination: Pagination;
}

/** A failed content list gives data null with the status (spec section 8); cancelled gives status 0. */
export interface ContentListResult<T> {
  data: ContentList<T> | null;
  status: number;
  cancelled: boolean;
}

/** A content list call; the content entry's posts use it too (by package name). */
export async function getContentList<S extends z.ZodMiniType>(
  route: string,
  query: QueryParams & { page?: number },
  itemSchema: S,
  options: CallOptions | undefined,
): Promise<ContentListResult<z.output<S>>> {
  const client = clientOf(options);
  try {
    const params = { rest_route: route, ...query };
    const request = requestOptions(options, params);
    const result = await client.get(contentEndpoint, z.array(itemSchema), request);
    if (result.cancelled) return { data: null, status: 0, cancelled: true };
    const pagination = paginationFromHeaders(result.headers, query.page ?? 1);
    if (!pagination.success) {
      client.logger.error(`Content list ${route} without valid pagination headers`, {
        issues: pagination.error.issues,
      });
      return { data: null, status: result.status, cancelled: false };
    }
    return { data: { items: result.data, pagination: pagination.data }, status: result.status, cancelled: false };
  } catch (error) {
    if (isApiError(error)) return { data: null, status: error.status, cancelled: false };
    throw error;
  }
}

/** The query of a list request for one item by its slug. */
export const itemParams = (slug: string) => ({ slug, per_page: 1 });

/** The first item of a list request, or null when nothing matches (a failure still rejects). */
export async function getContentItem<S extends z.ZodMiniType>(
  route: string,
  slug: string,
  itemSchema: S,
  options: CallOptions | undefined,
): Promise<HttpResult<z.output<S> | null>> {
  const params = { rest_route: route, ...itemParams(slug) };
  const result = await clientOf(options).get(contentEndpoint, z.array(itemSchema), requestOptions(options, params));
  return result.cancelled ? result : { ...result, data: result.data[0] ?? null };
}

/**
 * The whole catalogue as cards (rest_route=/casino/v1/game-cards): every listed game in one answer, with
 * only what cards, filters and sorts read, so the lobby's rows wait for one round trip and a small parse.
 */
export function getGameCards(options?: CallOptions): Promise<ContentListResult<GameCard>> {
  return getContentList(contentRoutes.gameCards, {}, gameCardSchema, options);
}

export function getGameBySlug(slug: string, options?: CallOptions): Promise<HttpResult<Game | null>> {
  return getContentItem(contentRoutes.games, slug, gameSchema, options);
}

/** The page of categories or tags the site asks for: all of them (WordPress's largest page). */
export const termsListParams = { per_page: 100, page: 1 } as const;

/** The game guide (rest_route=/casino/v1/game-manual/{id}); `id` is the game's `manual`. */
export function getGameManual(id: number, options?: CallOptions) {
  const params = { rest_route: contentRoutes.gameManual(id) };
  return clientOf(options).get(contentEndpoint, gameManualSchema, requestOptions(options, params));
}

export function getCategories(query: TermsQuery = {}, options?: CallOptions) {
  return getContentList(contentRoutes.categories, mergeParams<TermsQuery>(termsListParams, query), termSchema, options);
}

export function getTags(query: TermsQuery = {}, options?: CallOptions) {
  return getContentList(contentRoutes.tags, mergeParams<TermsQuery>(termsListParams, query), termSchema, options);
}
