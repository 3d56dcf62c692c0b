import { z } from 'zod';

/**
 * The sandbox Nexi's secret key. It is public in this repository, so production without a demo refuses it (as
 * Trustly's published sandbox keys), and a site holding it runs the card seam as the sandbox.
 */
export const SANDBOX_NEXI_SECRET_KEY = 'sandbox-secret-key-00000000000000000000000000000000';

/**
 * Nexi Checkout (payments/nexi/, decision 0069): where its Payment API answers and the secret key that goes in
 * every call's Authorization header. No `apiUrl` where a sandbox may run: the site starts the sandbox Nexi beside
 * itself and talks to that.
 */
export const nexiSettingsSchema = z.object({
  kind: z.literal('nexi'),
  apiUrl: z.url({ protocol: /^https?$/ }).optional(),
  secretKey: z.string().min(16),
  /** Where the sandbox Nexi listens when the site starts it; any free port when unset. */
  sandboxPort: z.coerce.number().int().min(1).max(65_535).optional(),
});
export type NexiSettings = z.infer<typeof nexiSettingsSchema>;

/** The variable behind each setting, for the start-up message. */
export const nexiVariables: Record<string, string> = {
  kind: 'CARD_PROVIDER',
  apiUrl: 'NEXI_API_URL',
  secretKey: 'NEXI_SECRET_KEY',
  sandboxPort: 'SANDBOX_NEXI_PORT',
};

/**
 * The settings from the environment, unvalidated. Where a sandbox may run, an unset key is the sandbox's and no
 * address means the sandbox process; where none may, the published sandbox key is refused and an address needed.
 */
export function readNexiSettings(env: NodeJS.ProcessEnv, sandboxesAllowed: boolean) {
  // `sandbox` names the sandbox Nexi outright: Nexi's adapter with the sandbox key, where a sandbox may run.
  if (env.CARD_PROVIDER === 'sandbox') {
    if (!sandboxesAllowed) return { kind: 'sandbox' };
    return readNexiSettings({ ...env, CARD_PROVIDER: 'nexi', NEXI_SECRET_KEY: '', NEXI_API_URL: '' }, true);
  }
  const kind = env.CARD_PROVIDER || (sandboxesAllowed ? 'nexi' : undefined);
  const secretKey = env.NEXI_SECRET_KEY || (sandboxesAllowed ? SANDBOX_NEXI_SECRET_KEY : undefined);
  return {
    kind,
    apiUrl: env.NEXI_API_URL || (sandboxesAllowed ? undefined : ''),
    secretKey: !sandboxesAllowed && secretKey === SANDBOX_NEXI_SECRET_KEY ? undefined : secretKey,
    sandboxPort: env.SANDBOX_NEXI_PORT || undefined,
  };
}

/** What the card seam runs: Nexi with the published sandbox key is the sandbox Nexi, with a key of its own Nexi. */
export const nexiSeamKind = (settings: NexiSettings): 'sandbox' | 'nexi' =>
  settings.secretKey === SANDBOX_NEXI_SECRET_KEY ? 'sandbox' : 'nexi';
