import { z } from 'zod';
import { sandboxIdentities } from '../../sandbox-people/mitid-identities.ts';
import { seedCprOf } from '../../sandbox-people/seed-cpr.ts';
import { SEED_USERS } from '../../sandbox-people/seed-users.ts';
import type { ExclusionStatus } from '../rofus-protocol.ts';

/** One person in the sandbox register, as they registered themselves on rofus.nu. */
export interface Listing {
  /** Excluded for a time (until `until`) or until deleted on request; null: only "Nej tak til spilreklamer". */
  exclusion: 'temporary' | 'indefinite' | null;
  until?: Date;
  /** Said "Nej tak til spilreklamer" (everyone excluded since 2020 has, for as long as the exclusion runs). */
  declinedMarketing: boolean;
}

/** How long the fixture's temporary exclusion runs from the sandbox's start: the longest ROFUS offers. */
const TEMPORARY_MS = 180 * 24 * 60 * 60 * 1000;

/**
 * Who the sandbox register lists from its start: the sandbox MitID's ROFUS people (the first excluded until
 * deleted, the second for six months) and the seed's ROFUS player. Sign-ups and logins of these are refused.
 */
function fixture(now: Date): [string, Listing][] {
  const rofusIdentities = sandboxIdentities.filter((identity) => identity.note === 'rofus');
  const seeded = Object.values(SEED_USERS).filter((user) => user.state === 'rofus');
  return [
    ...rofusIdentities.map((identity, i): [string, Listing] => [
      identity.cpr.replace('-', ''),
      i === 0
        ? { exclusion: 'indefinite', declinedMarketing: true }
        : { exclusion: 'temporary', until: new Date(now.getTime() + TEMPORARY_MS), declinedMarketing: true },
    ]),
    ...seeded.map((user): [string, Listing] => [
      seedCprOf(user.customerNo),
      { exclusion: 'indefinite', declinedMarketing: true },
    ]),
  ];
}

/** The sandbox's register, in its own memory: the site's database holds none of it. */
export function createSandboxRegister(now = new Date()) {
  const listings = new Map(fixture(now));
  const current = (cpr: string, at: Date): Listing | undefined => {
    const listing = listings.get(cpr);
    // A temporary exclusion ends by itself, to the second (ROFUS deletes it then).
    if (listing?.exclusion === 'temporary' && listing.until && listing.until <= at) return undefined;
    return listing;
  };
  return {
    statusOf(cpr: string, at = new Date()): ExclusionStatus {
      const exclusion = current(cpr, at)?.exclusion;
      if (exclusion === 'indefinite') return 'PersonIsRegisteredIndefinitely';
      if (exclusion === 'temporary') return 'PersonIsRegisteredTemporarily';
      return 'PersonIsNotRegistered';
    },
    declinedMarketing(cprs: readonly string[], at = new Date()): string[] {
      return cprs.filter((cpr) => current(cpr, at)?.declinedMarketing);
    },
    /** What rofus.nu does for a citizen: a registration replaces the person's earlier one. */
    register(cpr: string, listing: Listing): void {
      listings.set(cpr, listing);
    },
  };
}
export type SandboxRegister = ReturnType<typeof createSandboxRegister>;

/** Where the sandbox takes a citizen's registration, as rofus.nu would (JSON, `registrationSchema`). */
export const REGISTRATION_PATH = '/borger/registrering';

export const registrationSchema = z.object({
  cpr: z.string().regex(/^\d{10}$/u),
  exclusion: z.enum(['temporary', 'indefinite']).nullable(),
  until: z.iso.datetime().optional(),
  declinedMarketing: z.boolean(),
});
export type Registration = z.infer<typeof registrationSchema>;
