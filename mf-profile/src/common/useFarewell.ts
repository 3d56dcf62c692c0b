import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { forgetPlayerData, queryKeys, signOut } from '@casino/api-client';
import { farewellState, isFarewellState } from '@casino/platform';

/** The site signs out to match the server: the shell re-reads the session (now none), then the data goes. */
async function signOutHere(queryClient: QueryClient): Promise<void> {
  await queryClient.cancelQueries({ queryKey: queryKeys.player });
  await queryClient.invalidateQueries({ queryKey: queryKeys.session });
  // Signed out: the player's views re-render without their queries before the data goes.
  await new Promise((resolve) => setTimeout(resolve, 0));
  forgetPlayerData(queryClient);
  // The server has ended the session already; this clears its cookie.
  await signOut().catch((error: unknown) => console.warn('[profile] sign-out after lock failed', error));
}

export interface Farewell {
  /** Before the call that ends the session: marks the page as one that stays once signed out (farewellState). */
  stay: () => Promise<void>;
  /** After it: signs the site out, once the page is sure to stay. */
  leave: () => void;
}

/**
 * After a lock or a deletion the server has ended every session of the player; the page signs the site out to
 * match and stays to confirm it and point to help. The sign-out waits until the farewell location is rendered:
 * the router commits navigations in a transition, and a session that ended first would send the player to
 * sign in.
 */
export function useFarewell(): Farewell {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [leaving, setLeaving] = useState(false);
  const done = useRef(false);
  const staying = isFarewellState(location.state);

  useEffect(() => {
    if (!leaving || !staying || done.current) return;
    done.current = true;
    void signOutHere(queryClient);
  }, [leaving, staying, queryClient]);

  return {
    stay: async () => {
      if (!staying) await navigate(`${location.pathname}${location.search}`, { replace: true, state: farewellState });
    },
    leave: () => setLeaving(true),
  };
}
