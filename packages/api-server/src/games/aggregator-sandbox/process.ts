import { createPublicKey } from 'node:crypto';
import path from 'node:path';
import { forkSandbox } from '../../sandbox-process.ts';
import type { GamesSettings } from '../settings.ts';
import { sandboxWalletKeys } from '../wallet/sandbox-keys.ts';

const entry = path.join(import.meta.dirname, 'server.ts');

export interface AggregatorSandbox {
  /** Where its Operator API and its games' frames answer. */
  url: string;
  stop: () => Promise<void>;
}

/**
 * Starts the sandbox game aggregator as a process of its own (any free port unless `port` says); it trusts the
 * operator whose public key is given and signs with the published aggregator key unless given a contract's own.
 * Resolves with its address once it listens; it ends when `stop` is called or this process ends.
 */
export function startAggregatorSandbox(
  options: { operatorPublicKey?: string; aggregatorPrivateKey?: string; port?: number } = {},
) {
  return forkSandbox<{ url: string }>(entry, 'game aggregator', {
    AGGREGATOR_SANDBOX_OPERATOR_PUBLIC_KEY: options.operatorPublicKey ?? sandboxWalletKeys.operatorPublicKey,
    ...(options.aggregatorPrivateKey ? { AGGREGATOR_SANDBOX_PRIVATE_KEY: options.aggregatorPrivateKey } : {}),
    PORT: String(options.port ?? 0),
    ...(process.env.LEFT_HANDS_CHECK_SECONDS ? { LEFT_HANDS_CHECK_SECONDS: process.env.LEFT_HANDS_CHECK_SECONDS } : {}),
  }) satisfies Promise<AggregatorSandbox>;
}

/**
 * The sandbox aggregator a site's settings ask for: none when they name an aggregator's address, else one that
 * trusts the site's own operator key; and the settings pointed at it.
 */
export async function aggregatorSandboxFor(
  settings: GamesSettings,
): Promise<{ sandbox: AggregatorSandbox | null; settings: GamesSettings }> {
  if (settings.kind !== 'sandbox' || settings.aggregator.url) return { sandbox: null, settings };
  const sandbox = await startAggregatorSandbox({
    operatorPublicKey: createPublicKey(settings.wallet.operatorPrivateKey)
      .export({ type: 'spki', format: 'pem' })
      .toString(),
    port: settings.aggregatorPort,
  });
  return { sandbox, settings: { ...settings, aggregator: { ...settings.aggregator, url: sandbox.url } } };
}
