import { isRemoteName, type RemoteName } from '@casino/platform';
import { qaTexts } from '@casino/locale/qa';
import { publishedManifestUrl, type RegistryResponse } from '@casino/api-client';
import { pinQueryParam, pinStorageKey } from './pin-storage.ts';

export type Pins = Partial<Record<RemoteName, string>>;

export interface PinResolution {
  /** remote -> manifest URL to use in this browser. */
  remotes: Record<string, string>;
  /** Pins in force, shown in the QA banner. */
  active: Pins;
  /** Why a requested pin was refused, in Danish. */
  refusals: string[];
}

function readStored(storage: Storage): Pins {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(pinStorageKey) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Pins) : {};
  } catch {
    return {};
  }
}

/**
 * Applies QA pins to the registry outside production (pins.ts decides that). A pin must name a known
 * remote and one of its published versions, so it can never point at an arbitrary URL.
 */
export function resolvePins(registry: RegistryResponse, search: string, storage: Storage): PinResolution {
  const remotes = { ...registry.remotes };
  const requested = new URLSearchParams(search).get(pinQueryParam);
  const pins: Pins = requested === 'clear' ? {} : readStored(storage);
  const refusals: string[] = [];
  for (const pin of requested && requested !== 'clear' ? requested.split(',') : []) {
    const at = pin.indexOf('@');
    const remote = at > 0 ? pin.slice(0, at) : pin;
    const version = at > 0 ? pin.slice(at + 1) : '';
    if (!isRemoteName(remote)) refusals.push(qaTexts.refusedUnknownRemote(remote));
    else if (!publishedManifestUrl(registry, remote, version))
      refusals.push(qaTexts.refusedUnpublished(remote, version));
    else pins[remote] = version;
  }
  const active: Pins = {};
  for (const [remote, version] of Object.entries(pins)) {
    // Stored pins are read back from local storage: only known remotes and published versions count.
    const url = isRemoteName(remote) && typeof version === 'string' && publishedManifestUrl(registry, remote, version);
    if (url) {
      remotes[remote] = url;
      active[remote] = version;
    }
  }
  storage.setItem(pinStorageKey, JSON.stringify(active));
  return { remotes, active, refusals };
}
