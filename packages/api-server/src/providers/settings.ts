import type { Environment } from '@casino/api-client';
import { z } from 'zod';
import { sandboxWalletKeys } from '../games/wallet/sandbox-keys.ts';
import { gamesSettingsSchema } from '../games/settings.ts';
import { SANDBOX_CLIENT_ID, SANDBOX_CLIENT_SECRET } from '../auth/sandbox-mitid/client.ts';
import { identitySettingsSchema } from '../auth/mitid-settings.ts';
import { mailSettingsSchema } from '../mail/settings.ts';
import { readTrustlySettings, trustlySettingsSchema, trustlyVariables } from '../payments/trustly/settings.ts';
import { nexiSettingsSchema, nexiVariables, readNexiSettings } from '../payments/nexi/settings.ts';
import { SANDBOX_ROFUS_LOGIN } from '../players/rofus-sandbox/answer.ts';
import { selfExclusionSettingsSchema } from '../players/rofus-settings.ts';

/**
 * Which implementation stands behind each outside system, each seam's settings described by its domain.
 * `sandbox` is the test service this server runs itself; it takes no real money, identity or mail, so
 * production refuses it unless demo mode says so.
 */
export const providerSettingsSchema = z.object({
  payment: trustlySettingsSchema,
  /** The card acquirer beside Trustly: cards, MobilePay, Apple Pay and Google Pay (decision 0069). */
  cardPayment: nexiSettingsSchema,
  games: gamesSettingsSchema,
  identity: identitySettingsSchema,
  selfExclusion: selfExclusionSettingsSchema,
  mail: mailSettingsSchema,
});
export type ProviderSettings = z.infer<typeof providerSettingsSchema>;
type ProviderSeam = keyof ProviderSettings;
/** The outside systems above, and SAFE's two (the vault and TamperToken, read in regulator/settings.ts). */
export type Seam = ProviderSeam | 'safeStorage' | 'tamperToken';

/** The variable that chooses each seam's implementation, and what a real one needs: for the start-up message. */
export const seamVariables: Record<Seam, { variable: string; real: string }> = {
  payment: {
    variable: 'PAYMENT_PROVIDER',
    real: 'PAYMENT_PROVIDER=trustly with TRUSTLY_API_URL, TRUSTLY_USERNAME, TRUSTLY_PASSWORD, TRUSTLY_MERCHANT_PRIVATE_KEY, TRUSTLY_PUBLIC_KEY',
  },
  cardPayment: {
    variable: 'CARD_PROVIDER',
    real: 'CARD_PROVIDER=nexi with NEXI_API_URL and NEXI_SECRET_KEY',
  },
  games: {
    variable: 'GAME_PROVIDER',
    real:
      'GAME_PROVIDER=hub88 with GAME_AGGREGATOR_URL, GAME_AGGREGATOR_OPERATOR_ID, GAME_WALLET_AGGREGATOR_PUBLIC_KEY, ' +
      'GAME_WALLET_OPERATOR_PRIVATE_KEY',
  },
  identity: {
    variable: 'MITID_PROVIDER',
    real: 'MITID_PROVIDER=oidc with MITID_ISSUER, MITID_CLIENT_ID, MITID_CLIENT_SECRET',
  },
  selfExclusion: {
    variable: 'ROFUS_PROVIDER',
    real:
      'ROFUS_PROVIDER=rofus with ROFUS_URL, ROFUS_MARKETING_URL, ROFUS_USERNAME, ROFUS_PASSWORD ' +
      '(ROFUS_CLIENT_CERTIFICATE and ROFUS_CLIENT_KEY for mutual TLS, ROFUS_CA_CERTIFICATE)',
  },
  mail: { variable: 'SMTP_URL', real: 'SMTP_URL=smtp(s)://user:password@host:port and MAIL_FROM' },
  safeStorage: {
    variable: 'SAFE_S3_BUCKET',
    real:
      'the object store SAFE is kept in: SAFE_S3_BUCKET, SAFE_S3_REGION, SAFE_S3_ACCESS_KEY_ID, ' +
      'SAFE_S3_SECRET_ACCESS_KEY (SAFE_S3_ENDPOINT for a store other than AWS, SAFE_S3_PREFIX); or SAFE_DIR, the ' +
      "folder Spillemyndigheden's SFTP access reads",
  },
  tamperToken: {
    variable: 'TAMPER_TOKEN_URL',
    real: "TAMPER_TOKEN_URL, the address of Spillemyndigheden's TamperToken service, and SAFE_CERTIFICATE_ID",
  },
};

/** The variable behind each setting of a real provider. */
const fieldVariables: Record<string, string> = {
  issuer: 'MITID_ISSUER',
  clientId: 'MITID_CLIENT_ID',
  clientSecret: 'MITID_CLIENT_SECRET',
  url: 'SMTP_URL',
  from: 'MAIL_FROM',
  aggregatorPublicKey: 'GAME_WALLET_AGGREGATOR_PUBLIC_KEY',
  operatorPrivateKey: 'GAME_WALLET_OPERATOR_PRIVATE_KEY',
  operatorId: 'GAME_AGGREGATOR_OPERATOR_ID',
  aggregatorPort: 'SANDBOX_AGGREGATOR_PORT',
  checkUrl: 'ROFUS_URL',
  marketingUrl: 'ROFUS_MARKETING_URL',
  username: 'ROFUS_USERNAME',
  password: 'ROFUS_PASSWORD',
  clientCertificate: 'ROFUS_CLIENT_CERTIFICATE',
  clientKey: 'ROFUS_CLIENT_KEY',
  caCertificate: 'ROFUS_CA_CERTIFICATE',
  mitidPort: 'SANDBOX_MITID_PORT',
  mailboxPort: 'SANDBOX_MAILBOX_PORT',
  smtpPort: 'SANDBOX_SMTP_PORT',
};

/** A PEM key from one environment variable, its line breaks written as `\n` where the variable holds one line. */
const pemOf = (value: string | undefined) => value?.replace(/\\n/g, '\n');

/**
 * The wallet's keys: the variables' where set, else the sandbox pair where a sandbox may run. The sandbox pair
 * is public in this repository, so a site that may run no sandbox is refused it even when named explicitly.
 */
function gameWalletKeys(env: NodeJS.ProcessEnv, sandboxesAllowed: boolean) {
  const sandbox = sandboxesAllowed ? sandboxWalletKeys : undefined;
  const keys = {
    aggregatorPublicKey: pemOf(env.GAME_WALLET_AGGREGATOR_PUBLIC_KEY) ?? sandbox?.aggregatorPublicKey,
    operatorPrivateKey: pemOf(env.GAME_WALLET_OPERATOR_PRIVATE_KEY) ?? sandbox?.operatorPrivateKey,
  };
  if (sandboxesAllowed) return keys;
  const isSandbox = (pem: string | undefined, sandboxPem: string) => pem?.trim() === sandboxPem.trim();
  return {
    aggregatorPublicKey: isSandbox(keys.aggregatorPublicKey, sandboxWalletKeys.aggregatorPublicKey)
      ? undefined
      : keys.aggregatorPublicKey,
    operatorPrivateKey: isSandbox(keys.operatorPrivateKey, sandboxWalletKeys.operatorPrivateKey)
      ? undefined
      : keys.operatorPrivateKey,
  };
}

/**
 * ROFUS as the variables name it. The sandbox's login is published in this repository, so a site that may run
 * no sandbox is refused it even with ROFUS_PROVIDER=rofus (the sandbox's address in production).
 */
function selfExclusionOf(env: NodeJS.ProcessEnv, kind: string | undefined, sandboxesAllowed: boolean) {
  if (kind !== 'rofus') return { kind };
  const sandboxLogin = env.ROFUS_USERNAME === SANDBOX_ROFUS_LOGIN.username;
  return {
    kind,
    checkUrl: env.ROFUS_URL,
    marketingUrl: env.ROFUS_MARKETING_URL,
    username: sandboxLogin && !sandboxesAllowed ? undefined : env.ROFUS_USERNAME,
    password: env.ROFUS_PASSWORD,
    clientCertificate: pemOf(env.ROFUS_CLIENT_CERTIFICATE) || undefined,
    clientKey: pemOf(env.ROFUS_CLIENT_KEY) || undefined,
    caCertificate: pemOf(env.ROFUS_CA_CERTIFICATE) || undefined,
  };
}

/**
 * MitID as the variables name it. The sandbox broker's client login is published in this repository, so a site
 * that may run no sandbox is refused it even with MITID_PROVIDER=oidc (the sandbox's issuer in production).
 */
function identityOf(env: NodeJS.ProcessEnv, kind: string | undefined, sandboxesAllowed: boolean) {
  if (kind !== 'oidc') return { kind, mitidPort: env.SANDBOX_MITID_PORT || undefined };
  const sandboxClient = env.MITID_CLIENT_ID === SANDBOX_CLIENT_ID || env.MITID_CLIENT_SECRET === SANDBOX_CLIENT_SECRET;
  return {
    kind,
    issuer: env.MITID_ISSUER,
    clientId: sandboxClient && !sandboxesAllowed ? undefined : env.MITID_CLIENT_ID,
    clientSecret: sandboxClient && !sandboxesAllowed ? undefined : env.MITID_CLIENT_SECRET,
  };
}

/** The sender of every mail unless MAIL_FROM says otherwise (the sandbox's mailbox shows it). */
const sandboxSender = 'Casino <kundeservice@casino.test>';

/**
 * The settings from the environment. Where a seam is not set, a site that may run sandboxes (development,
 * staging, a demo) gets the sandbox; production gets nothing, and `sandboxRefusals` names what is missing.
 */
export function readProviderSettings(
  env: NodeJS.ProcessEnv,
  sandboxesAllowed: boolean,
): { settings?: ProviderSettings; kinds: Record<ProviderSeam, string>; problems: string[] } {
  const fallback = sandboxesAllowed ? 'sandbox' : undefined;
  const raw = {
    // Trustly, or the sandbox Trustly's process standing in for it where a sandbox may run.
    payment:
      (env.PAYMENT_PROVIDER || (sandboxesAllowed ? 'trustly' : undefined)) === 'trustly'
        ? readTrustlySettings(env, sandboxesAllowed)
        : { kind: env.PAYMENT_PROVIDER },
    cardPayment: readNexiSettings(env, sandboxesAllowed),
    games: {
      kind: env.GAME_PROVIDER || fallback,
      wallet: gameWalletKeys(env, sandboxesAllowed),
      aggregator: {
        url: env.GAME_AGGREGATOR_URL || undefined,
        operatorId: env.GAME_AGGREGATOR_OPERATOR_ID || (sandboxesAllowed ? 1 : undefined),
      },
      aggregatorPort: env.SANDBOX_AGGREGATOR_PORT || undefined,
    },
    identity: identityOf(env, env.MITID_PROVIDER || fallback, sandboxesAllowed),
    selfExclusion: selfExclusionOf(env, env.ROFUS_PROVIDER || fallback, sandboxesAllowed),
    mail: env.SMTP_URL
      ? { kind: 'smtp', url: env.SMTP_URL, from: env.MAIL_FROM }
      : {
          kind: fallback,
          from: env.MAIL_FROM || sandboxSender,
          mailboxPort: env.SANDBOX_MAILBOX_PORT || undefined,
          smtpPort: env.SANDBOX_SMTP_PORT || undefined,
        },
  };
  const kinds = Object.fromEntries(
    Object.entries(raw).map(([seam, value]) => [seam, (value as { kind?: string }).kind ?? '']),
  ) as Record<ProviderSeam, string>;
  const parsed = providerSettingsSchema.safeParse(raw);
  if (parsed.success) return { settings: parsed.data, kinds, problems: [] };
  const problems = parsed.error.issues.map((issue) => {
    const seam = issue.path[0] as ProviderSeam;
    const field = String(issue.path.at(-1) ?? 'kind');
    // Trustly's and ROFUS's settings share field names (username, password): the seam tells them apart.
    const seamVariable =
      seam === 'payment'
        ? trustlyVariables[field]
        : seam === 'cardPayment'
          ? nexiVariables[field]
          : seam === 'games' && field === 'url'
            ? 'GAME_AGGREGATOR_URL'
            : undefined;
    const fieldVariable = seamVariable ?? fieldVariables[field] ?? field;
    if (field !== 'kind') return `${fieldVariable}: not set or invalid`;
    const { variable, real } = seamVariables[seam];
    const kind = (raw[seam] as { kind?: string }).kind;
    return `${variable}: ${kind ? `'${kind}' is no provider this server has` : 'not set'}; needs ${real}`;
  });
  return { kinds, problems: [...new Set(problems)] };
}

/** Whether this site may run sandboxes at all: everywhere but production, and production as an explicit demo. */
export const sandboxesAllowedIn = (environment: Environment, demo: boolean) => environment !== 'production' || demo;

/**
 * The seams that run a sandbox where none may run: production without demo mode. One rule for the settings
 * read at start and for the providers an app is built with.
 */
export function sandboxRefusals(
  kinds: Partial<Record<Seam, string>>,
  environment: Environment,
  demo: boolean,
): string[] {
  if (sandboxesAllowedIn(environment, demo)) return [];
  return (Object.entries(kinds) as [Seam, string][])
    .filter(([, kind]) => kind === 'sandbox')
    .map(([seam]) => `${seamVariables[seam].variable}: is the sandbox; needs ${seamVariables[seam].real}`);
}
