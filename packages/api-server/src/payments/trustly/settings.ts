import { z } from 'zod';
import { rsaKeyOf } from '../../games/wallet/signature.ts';
import { sandboxTrustlyKeys } from './sandbox-keys.ts';

const rsaKey = (kind: 'public' | 'private') =>
  z.string().superRefine((pem, ctx) => {
    const read = rsaKeyOf(pem, kind);
    if ('problem' in read) ctx.addIssue({ code: 'custom', message: read.problem });
  });

/**
 * Trustly's European API (payments/trustly/, decision 0063): where it answers, the processing account's
 * credentials, this merchant's private key that every call is signed with, and Trustly's public key that every
 * answer and notification is checked with. No `apiUrl` where a sandbox may run: the site starts the sandbox
 * Trustly beside itself and talks to that.
 */
export const trustlySettingsSchema = z.object({
  kind: z.literal('trustly'),
  apiUrl: z.url({ protocol: /^https?$/ }).optional(),
  username: z.string().min(1),
  password: z.string().min(1),
  merchantPrivateKey: rsaKey('private'),
  trustlyPublicKey: rsaKey('public'),
});
export type TrustlySettings = z.infer<typeof trustlySettingsSchema>;

/** The variable behind each setting, for the start-up message. */
export const trustlyVariables: Record<string, string> = {
  apiUrl: 'TRUSTLY_API_URL',
  username: 'TRUSTLY_USERNAME',
  password: 'TRUSTLY_PASSWORD',
  merchantPrivateKey: 'TRUSTLY_MERCHANT_PRIVATE_KEY',
  trustlyPublicKey: 'TRUSTLY_PUBLIC_KEY',
};

/** The sandbox Trustly's processing account: it accepts whatever the site is told, these where nothing is. */
const sandboxCredentials = { username: 'sandbox-merchant', password: 'sandbox-password' };

/** A PEM key from one environment variable, its line breaks written as `\n` where the variable holds one line. */
const pemOf = (value: string | undefined) => value?.replace(/\\n/g, '\n');

/**
 * The settings from the environment, unvalidated. Where a sandbox may run, what is not set is the sandbox's
 * (keys, credentials, and the sandbox process instead of an address). The sandbox keys are public in this
 * repository, so a site that may run no sandbox is refused them even when named explicitly, and needs an address.
 */
export function readTrustlySettings(env: NodeJS.ProcessEnv, sandboxesAllowed: boolean) {
  const fallback = sandboxesAllowed ? sandboxTrustlyKeys : undefined;
  const merchantPrivateKey = pemOf(env.TRUSTLY_MERCHANT_PRIVATE_KEY) ?? fallback?.merchantPrivateKey;
  const trustlyPublicKey = pemOf(env.TRUSTLY_PUBLIC_KEY) ?? fallback?.trustlyPublicKey;
  const isSandbox = (pem: string | undefined, sandboxPem: string) => pem?.trim() === sandboxPem.trim();
  return {
    kind: 'trustly',
    apiUrl: env.TRUSTLY_API_URL || (sandboxesAllowed ? undefined : ''),
    username: env.TRUSTLY_USERNAME || (sandboxesAllowed ? sandboxCredentials.username : undefined),
    password: env.TRUSTLY_PASSWORD || (sandboxesAllowed ? sandboxCredentials.password : undefined),
    merchantPrivateKey:
      !sandboxesAllowed && isSandbox(merchantPrivateKey, sandboxTrustlyKeys.merchantPrivateKey)
        ? undefined
        : merchantPrivateKey,
    trustlyPublicKey:
      !sandboxesAllowed && isSandbox(trustlyPublicKey, sandboxTrustlyKeys.trustlyPublicKey)
        ? undefined
        : trustlyPublicKey,
  };
}

/**
 * What the payment seam runs, for the start-up checks and message: Trustly with the public sandbox keys is the
 * sandbox Trustly (refused in production unless a demo), with keys of its own the real one.
 */
export const trustlySeamKind = (settings: TrustlySettings): 'sandbox' | 'trustly' =>
  settings.merchantPrivateKey.trim() === sandboxTrustlyKeys.merchantPrivateKey.trim() ? 'sandbox' : 'trustly';
