import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export interface RetryOptions {
  /** Further attempts after the first one fails. */
  retries: number;
  /** Pause before each further attempt. */
  delayMs: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `attempt` until it succeeds or `retries` further attempts have failed too. */
async function withRetries<T>(attempt: () => Promise<T>, { retries, delayMs }: RetryOptions): Promise<T> {
  for (let failures = 0; ; failures += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (failures >= retries) throw error;
      await pause(delayMs);
    }
  }
}

/**
 * Tries a remote's manifest, entry script and expose again before giving up, so one dropped request
 * does not cost the player a region. Written on the runtime's own hooks: the published
 * `@module-federation/retry-plugin` brought a second copy of the federation SDK into the shell and
 * ignored its delay. A request that never answers is not retried: REMOTE_TIMEOUT_MS ends it.
 */
export function retryPlugin(options: RetryOptions): ModuleFederationRuntimePlugin {
  return {
    name: 'casino-retry',
    // Manifests: a network error or an error status is tried again.
    fetch(url, init) {
      return withRetries(async () => {
        const response = await fetch(url, init);
        if (!response.ok) throw new Error(`${url}: ${response.status} ${response.statusText}`);
        return response;
      }, options);
    },
    // The remote's entry script failed to load: drop the runtime's failed attempt and load it afresh.
    loadEntryError({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }) {
      const again = () => {
        delete globalLoading[uniqueKey];
        return getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
      };
      const recovered = pause(options.delayMs).then(() =>
        withRetries(again, { ...options, retries: options.retries - 1 }),
      );
      // The runtime awaits the entry's exports; the hook's typing asks for a promise of a promise.
      return recovered as never;
    },
    // The expose's chunks failed to load: ask the container again.
    getModuleFactory({ remoteEntryExports, expose }) {
      // The container answers with a promise of the factory (whatever its typing says): awaited here.
      return withRetries(async () => remoteEntryExports.get(expose), options);
    },
  };
}
