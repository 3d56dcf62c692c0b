import { useQueryClient } from '@tanstack/react-query';
import { useHydrateAtoms } from 'jotai/utils';
import { useState, type ReactNode } from 'react';
import { renderAt } from '@casino/testing';
import { sessionAtom, type SessionSnapshot } from '@casino/platform';

export const signedInSession: SessionSnapshot = {
  status: 'authenticated',
  user: { id: 'p1', name: 'Mette Jensen', email: 'spiller@casino.test' },
  loggedInAt: '2026-11-22T12:00:00.000Z',
};

type Cache = Array<[readonly unknown[], unknown]>;

/** Signs the player in and puts the chosen answers in the query cache before the page first renders. */
function SignedIn({ cache, children }: { cache: Cache; children: ReactNode }) {
  useHydrateAtoms([[sessionAtom, signedInSession]]);
  const queryClient = useQueryClient();
  useState(() => {
    // Seeded answers stay fresh: the test, not a refetch, decides what the page sees.
    queryClient.setDefaultOptions({ queries: { retry: false, staleTime: Infinity } });
    for (const [key, data] of cache) queryClient.setQueryData(key, data);
  });
  return <>{children}</>;
}

/**
 * Renders a profile page at `path` for a signed-in player with the shell's providers (@casino/testing);
 * `cache` seeds query data (queryKey -> data) so a test starts from an answer it chose. Other paths render
 * 'elsewhere', so a test can see that the page navigated away.
 */
export function renderSignedIn(element: ReactNode, path: string, cache: Cache = []) {
  return renderAt(
    [
      { path: path.split('?')[0], element: <SignedIn cache={cache}>{element}</SignedIn> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    path,
  );
}
