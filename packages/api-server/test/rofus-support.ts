// A sandbox ROFUS of one test file's own, for tests that register people in it: the global one is shared by every
// file running at the same time, so a registration there could refuse another file's sign-up.
import type { ServerConfig } from '../src/config.ts';
import { readProviderSettings } from '../src/providers/settings.ts';
import { registerInSandboxRofus, startRofusSandbox, type RofusSandbox } from '../src/players/rofus-sandbox/process.ts';
import type { Registration } from '../src/players/rofus-sandbox/register.ts';

export interface OwnRofus {
  sandbox: RofusSandbox;
  /** The site's provider settings, ROFUS at this sandbox. */
  providers: ServerConfig['providers'];
  /** Registers a person as they would themselves on rofus.nu; `cpr` with or without its dash. */
  register: (cpr: string, listing: Omit<Registration, 'cpr'>) => Promise<void>;
}

export async function startOwnRofus(): Promise<OwnRofus> {
  const sandbox = await startRofusSandbox();
  return {
    sandbox,
    providers: { ...readProviderSettings({}, true).settings!, selfExclusion: { kind: 'sandbox', url: sandbox.url } },
    register: (cpr, listing) => registerInSandboxRofus(sandbox.url, { cpr: cpr.replace('-', ''), ...listing }),
  };
}

/** Excluded until deleted on request, as a person who chose "endelig udelukkelse". */
export const indefinitely = { exclusion: 'indefinite', declinedMarketing: true } as const;
