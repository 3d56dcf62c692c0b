// The release state a server serves from the database (README "Releases"): read once however many pages ask,
// asked again in the background when it is old, and read afresh at once when a release is announced.
import type { Deployment, StoredRegistry } from '@casino/delivery';
import { withCopyOfSeededDatabase } from '../../test/harness.ts';
import { announceReleaseChange } from './announce.ts';
import { sharedRegistry, type SharedRegistry } from './shared-state.ts';

const registryAt = (revision: number): StoredRegistry => ({ id: 'test-registry', revision, remotes: {} });

/** A database-kind store whose reads the test counts and may hold until it lets them go. */
function heldStore() {
  let revision = 1;
  let held: Promise<void> | undefined;
  let release = () => {};
  const store = {
    reads: 0,
    nextRevision: () => (revision += 1),
    hold: () => {
      held = new Promise((resolve) => (release = resolve));
    },
    letGo: () => {
      release();
      held = undefined;
    },
    deployment: {
      root: '/nonexistent',
      registry: {
        kind: 'database',
        read: async () => {
          store.reads += 1;
          const answer = registryAt(revision);
          await held;
          return answer;
        },
      },
    } as unknown as Deployment,
  };
  return store;
}

/** The state served once `revision` has arrived (reads arrive in the background), polling for a second at most. */
async function servedOnceAt(registry: SharedRegistry, revision: number): Promise<StoredRegistry> {
  let state = await registry.read('production');
  for (let tries = 0; state.revision !== revision && tries < 100; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    state = await registry.read('production');
  }
  return state;
}

describe('the release state a server serves from the database', () => {
  it('is read once for many pages asking at once, and pages keep the last state while an old one is read again', async () => {
    await withCopyOfSeededDatabase(async (database) => {
      const store = heldStore();
      const registry = await sharedRegistry(database, store.deployment, { askAgainMs: 50 });
      try {
        const first = await Promise.all(Array.from({ length: 20 }, () => registry.read('production')));
        expect(first.every((state) => state.revision === 1)).toBe(true);
        expect(store.reads).toBe(1);

        // Old now, and the database slow to answer: no page waits for it, and only one read is sent.
        await new Promise((resolve) => setTimeout(resolve, 80));
        store.nextRevision();
        store.hold();
        const meanwhile = await Promise.all(Array.from({ length: 20 }, () => registry.read('production')));
        expect(meanwhile.every((state) => state.revision === 1)).toBe(true);
        expect(store.reads).toBe(2);

        store.letGo();
        expect((await servedOnceAt(registry, 2)).revision).toBe(2);
        expect(store.reads).toBe(2);
      } finally {
        await registry.stop();
      }
    });
  });

  it('serves an announced release to the next page, never the state from before it', async () => {
    await withCopyOfSeededDatabase(async (database) => {
      const store = heldStore();
      const registry = await sharedRegistry(database, store.deployment);
      try {
        expect((await registry.read('production')).revision).toBe(1);
        store.nextRevision();
        await announceReleaseChange(database.db, 'production');
        // Read again only because of the notification: the state is far from old (askAgainAfterMs).
        expect((await servedOnceAt(registry, 2)).revision).toBe(2);
        expect(store.reads).toBe(2);
      } finally {
        await registry.stop();
      }
    });
  });
});
