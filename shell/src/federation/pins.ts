import type { RegistryResponse } from '@casino/api-client';
import { pinStorageKey } from './pin-storage.ts';
import type { PinResolution } from './qa-pins.ts';

/**
 * The registry with this browser's QA pins applied. Production ignores (and forgets) every pin, so its
 * pages never load the pins' code; elsewhere it loads and checks them (qa-pins.ts).
 */
export async function applyPins(registry: RegistryResponse, search: string, storage: Storage): Promise<PinResolution> {
  if (registry.environment === 'production') {
    storage.removeItem(pinStorageKey);
    return { remotes: { ...registry.remotes }, active: {}, refusals: [] };
  }
  const { resolvePins } = await import('./qa-pins.ts');
  return resolvePins(registry, search, storage);
}
