import path from 'node:path';
import { forkSandbox } from '../../sandbox-process.ts';
import type { NexiSettings } from '../nexi/settings.ts';

const entry = path.join(import.meta.dirname, 'server.ts');

export interface NexiSandbox {
  /** Where its Payment API and hosted payment page answer. */
  url: string;
  stop: () => Promise<void>;
}

/**
 * Starts the sandbox Nexi as a process of its own, taking calls with `secretKey` (the published sandbox key
 * when not given); resolves with its address once it listens.
 */
export function startNexiSandbox(options: { secretKey?: string; port?: number } = {}): Promise<NexiSandbox> {
  return forkSandbox(entry, 'Nexi', {
    LOG_LEVEL: process.env.LOG_LEVEL ?? '',
    ...(options.secretKey ? { NEXI_SANDBOX_SECRET_KEY: options.secretKey } : {}),
    PORT: String(options.port ?? 0),
  });
}

/** The sandbox Nexi a site's settings ask for: none when they name Nexi's address; and the settings pointed at it. */
export async function nexiSandboxFor(
  settings: NexiSettings,
): Promise<{ sandbox: NexiSandbox | null; settings: NexiSettings }> {
  if (settings.apiUrl) return { sandbox: null, settings };
  const sandbox = await startNexiSandbox({ secretKey: settings.secretKey, port: settings.sandboxPort });
  return { sandbox, settings: { ...settings, apiUrl: sandbox.url } };
}
