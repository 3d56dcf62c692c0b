import { createPublicKey } from 'node:crypto';
import path from 'node:path';
import { readTrustlySettings, trustlySettingsSchema, type TrustlySettings } from '../trustly/settings.ts';
import { forkSandbox } from '../../sandbox-process.ts';

const entry = path.join(import.meta.dirname, 'server.ts');

export interface TrustlySandbox {
  /** Where its API, bank page and payouts page answer. */
  url: string;
  stop: () => Promise<void>;
}

export interface TrustlySandboxOptions {
  /** The public half of the key the site signs its calls with. */
  merchantPublicKey: string;
  username: string;
  password: string;
  /** After how long it pays a payout out by itself; 0: only by the tester's buttons. */
  payoutDelayMs: number;
  /** The key it signs with, where it stands in for Trustly under a contract's own keys; else the published one. */
  trustlyPrivateKey?: string;
  /** Where it listens; any free port when not given. */
  port?: number;
}

/**
 * Starts the sandbox Trustly as a process of its own on a free port; resolves with its address once it listens.
 * It ends when `stop` is called or this process ends.
 */
export function startTrustlySandbox(options: TrustlySandboxOptions): Promise<TrustlySandbox> {
  return forkSandbox(entry, 'Trustly', {
    LOG_LEVEL: process.env.LOG_LEVEL ?? '',
    TRUSTLY_SANDBOX_MERCHANT_PUBLIC_KEY: options.merchantPublicKey,
    TRUSTLY_SANDBOX_USERNAME: options.username,
    TRUSTLY_SANDBOX_PASSWORD: options.password,
    TRUSTLY_SANDBOX_PAYOUT_DELAY_MS: String(options.payoutDelayMs),
    ...(options.trustlyPrivateKey ? { TRUSTLY_SANDBOX_PRIVATE_KEY: options.trustlyPrivateKey } : {}),
    PORT: String(options.port ?? 0),
  });
}

/**
 * The sandbox Trustly a site's settings ask for: none when they name Trustly's address, else one that checks the
 * site's own key and credentials; and the settings pointed at it.
 */
export async function trustlySandboxFor(
  settings: TrustlySettings,
  payoutDelayMs: number,
): Promise<{ sandbox: TrustlySandbox | null; settings: TrustlySettings }> {
  if (settings.apiUrl) return { sandbox: null, settings };
  const sandbox = await startTrustlySandbox({
    merchantPublicKey: createPublicKey(settings.merchantPrivateKey).export({ type: 'spki', format: 'pem' }).toString(),
    username: settings.username,
    password: settings.password,
    payoutDelayMs,
  });
  return { sandbox, settings: { ...settings, apiUrl: sandbox.url } };
}

/**
 * A sandbox Trustly for the published sandbox keys and credentials, which every site that sets none uses: one for
 * many sites (the test runs'), their payouts paid only by the tester's buttons unless `payoutDelayMs` says.
 */
export async function startSharedTrustlySandbox(options: { port?: number; payoutDelayMs?: number } = {}) {
  const settings = trustlySettingsSchema.parse(readTrustlySettings({}, true));
  return startTrustlySandbox({
    merchantPublicKey: createPublicKey(settings.merchantPrivateKey).export({ type: 'spki', format: 'pem' }).toString(),
    username: settings.username,
    password: settings.password,
    payoutDelayMs: options.payoutDelayMs ?? 0,
    port: options.port,
  });
}
