import { createHash } from 'node:crypto';
import { canaryArms, cohortBucket, newBrowserId, signedBrowserId, verifiedBrowserId } from './cohort.ts';
import type { StoredRegistry } from './registry-store.ts';

// Many browsers, the same every run: ids drawn from a counter instead of at random.
const ids = Array.from({ length: 20_000 }, (_, i) =>
  createHash('sha256').update(String(i)).digest('base64url').slice(0, 22),
);

const registryWith = (percent: number, version = '2.0.0'): StoredRegistry => ({
  revision: 1,
  remotes: {
    payments: { current: '1.0.0', previous: [], canary: { version, percent, startedAt: '2026-11-26T00:00:00Z' } },
    games: { current: '5.0.0', previous: [] },
  },
});

const inCanary = (registry: StoredRegistry) =>
  new Set(ids.filter((id) => canaryArms(registry, id).some((arm) => arm.cohort === 'canary')));

describe('which browsers a canary reaches', () => {
  it('reaches no browser at 0 %, every browser at 100 % and about a tenth at 10 %', () => {
    expect(inCanary(registryWith(0)).size).toBe(0);
    expect(inCanary(registryWith(100)).size).toBe(ids.length);
    const tenth = inCanary(registryWith(10)).size / ids.length;
    expect(tenth).toBeGreaterThan(0.09);
    expect(tenth).toBeLessThan(0.11);
  });

  it('keeps every browser that had the canary when its share grows', () => {
    let before = inCanary(registryWith(1));
    for (const percent of [5, 10, 25, 50, 100]) {
      const after = inCanary(registryWith(percent));
      expect([...before].filter((id) => !after.has(id))).toEqual([]);
      expect(after.size).toBeGreaterThan(before.size);
      before = after;
    }
  });

  it('gives a browser the same version on every page', () => {
    const registry = registryWith(50);
    for (const id of ids.slice(0, 100)) expect(canaryArms(registry, id)).toEqual(canaryArms(registry, id));
  });

  it('draws the browsers of each new canary version afresh, not the same players first every time', () => {
    const first = inCanary(registryWith(10, '2.0.0'));
    const next = inCanary(registryWith(10, '2.1.0'));
    const overlap = [...first].filter((id) => next.has(id)).length / first.size;
    expect(overlap).toBeLessThan(0.2);
  });

  it('gives a browser without an id (no cookie yet) the stable version, and leaves other remotes alone', () => {
    expect(canaryArms(registryWith(100), undefined)).toMatchObject([
      { remote: 'payments', version: '1.0.0', cohort: 'stable' },
    ]);
  });

  it('spreads places evenly over the ten thousand buckets', () => {
    const buckets = ids.map((id) => cohortBucket(id, 'payments', '2.0.0'));
    expect(Math.min(...buckets)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...buckets)).toBeLessThan(10_000);
  });

  it('makes ids that carry nothing but a random draw, and accepts only a cookie the server signed', () => {
    const key = 'a-cohort-key-for-tests';
    const id = newBrowserId();
    const cookie = signedBrowserId(id, key);
    expect(verifiedBrowserId(cookie, key)).toBe(id);
    expect(newBrowserId()).not.toBe(id);
    const forged = [undefined, '', id, `${id}.`, `${cookie}x`, `${cookie}.${id}`, signedBrowserId(id, 'another-key')];
    const other = newBrowserId();
    forged.push(`${other}.${cookie.split('.')[1]}`, 'spiller@casino.test', '../../etc/passwd');
    for (const value of forged) expect(verifiedBrowserId(value, key)).toBeUndefined();
  });
});
