import { useAtomValue } from 'jotai';
import { useProfile, type Profile } from '@casino/api-client';
import { sessionAtom } from './atoms.ts';
import { trackingProfileOf, type TrackingProfile } from './tracking.ts';

export interface Player {
  isAuthenticated: boolean;
  /** The logged-in player's profile, once loaded; null otherwise. */
  profile: Profile | null;
  /** What tracking needs; null without a logged-in profile (spec section 6). */
  tracking: TrackingProfile | null;
}

/** The signed-in player as every remote sees it: session, profile, and what tracking needs. */
export function usePlayer(): Player {
  const session = useAtomValue(sessionAtom);
  const isAuthenticated = session.status === 'authenticated';
  const { data } = useProfile({ isAuthenticated });
  const profile = isAuthenticated ? (data ?? null) : null;
  const tracking =
    session.status === 'authenticated' && profile
      ? trackingProfileOf({ id: session.user.id, name: profile.name, phoneNumber: profile.phoneNumber })
      : null;
  return { isAuthenticated, profile, tracking };
}
