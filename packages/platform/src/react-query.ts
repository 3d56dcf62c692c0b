// The one QueryClient's library (ARCHITECTURE rule 1) as the federation shares it, the same way as
// react-router.ts: a shared module keeps every export, so the shared singleton '@tanstack/react-query' is
// this list rather than the whole package (hydration, useQueries, streamedQuery, useMutationState... that no
// page uses would ship with every page; docs/decisions/0002-shared-facades-for-router-and-query.md). The
// apps keep importing '@tanstack/react-query'; the build (packages/build-config/src/shared.ts) points the
// share at this file, which reaches the real package through '#react-query'. Only what the shipped code
// imports at runtime (types are erased): tests run on the real package, and shared-facades.test.ts fails
// when the list and the site's imports disagree.
export {
  QueryCache,
  QueryClient,
  QueryClientProvider,
  infiniteQueryOptions,
  isCancelledError,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '#react-query';
