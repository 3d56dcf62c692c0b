// '@casino/api-client/sign-in': what only the sign-in page and the server use (the login form's schema, the
// sign-in call and its answer, the providers, the auth log), so a cold '/' does not load them. The
// session, the CSRF token and sign-out stay in the main entry: every page needs them.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataOf, queryKeys } from '@casino/api-client';
import { getProviders } from './calls.ts';

export * from './schemas.ts';
export * from './calls.ts';

export const providersQuery = () =>
  queryOptions({ queryKey: queryKeys.providers, queryFn: ({ signal }) => getProviders({ signal }).then(dataOf) });
export const useProviders = () => useQuery(providersQuery());
