import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { StoredRegistry } from './registry-store.ts';

/**
 * The cookie that holds a browser's random id, signed by the server (`<id>.<HMAC-SHA256>`): nothing about
 * the player, only a draw. The signature is why the id can be trusted: a script cannot pick its cohort or
 * make up browsers whose beacons count.
 */
export const cohortCookie = 'casino_cohort';
export const newBrowserId = (): string => randomBytes(16).toString('base64url');

const signatureOf = (browserId: string, key: string) => createHmac('sha256', key).update(browserId).digest('base64url');

/** The cookie's value for a browser id. */
export const signedBrowserId = (browserId: string, key: string): string =>
  `${browserId}.${signatureOf(browserId, key)}`;

/** The browser id a cohort cookie carries, or undefined when it is missing, malformed or not signed with `key`. */
export function verifiedBrowserId(cookie: string | undefined, key: string): string | undefined {
  const [browserId, signature, ...rest] = (cookie ?? '').split('.');
  if (!browserId || !signature || rest.length || !/^[A-Za-z0-9_-]{22}$/.test(browserId)) return undefined;
  const expected = Buffer.from(signatureOf(browserId, key));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? browserId : undefined;
}

/** Buckets per remote: 10,000, so a share can be given to a hundredth of a percent. */
const buckets = 10_000;
/** The buckets a canary at `percent` % takes. */
const bucketsFor = (percent: number) => Math.round((percent / 100) * buckets);

/**
 * A browser's place (0-9,999) for one canary: the same id, remote and version always land in the
 * same place, and a canary at p % takes the places below p % of them. So a player keeps their
 * version across reloads, growing the share only adds browsers, and each new canary version draws
 * its browsers afresh (not always the same few players first).
 */
export function cohortBucket(browserId: string, remote: string, version: string): number {
  return createHash('sha256').update(`${remote}\n${version}\n${browserId}`).digest().readUInt32BE(0) % buckets;
}

export type Cohort = 'canary' | 'stable';

/** One remote in canary, and which side of it this browser is on. */
export interface CanaryArm {
  remote: string;
  version: string;
  cohort: Cohort;
  /** When the canary started: the counts of one canary are kept apart from the next one's. */
  canaryStartedAt: string;
}

/** For every running canary: the version this browser gets. No id (no cookie yet): the stable one. */
export function canaryArms(registry: StoredRegistry, browserId: string | undefined): CanaryArm[] {
  return Object.entries(registry.remotes).flatMap(([remote, entry]): CanaryArm[] => {
    const canary = entry.canary;
    if (!canary) return [];
    const inCanary =
      browserId !== undefined && cohortBucket(browserId, remote, canary.version) < bucketsFor(canary.percent);
    const canaryStartedAt = canary.startedAt;
    return inCanary
      ? [{ remote, version: canary.version, cohort: 'canary', canaryStartedAt }]
      : [{ remote, version: entry.current, cohort: 'stable', canaryStartedAt }];
  });
}

export const hasCanary = (registry: StoredRegistry): boolean =>
  Object.values(registry.remotes).some((entry) => entry.canary);
