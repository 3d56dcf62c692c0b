import path from 'node:path';
import { environmentSchema, type Environment } from '@casino/api-client';
import { artifactStoreFromSettings, deployDir, liveShellDir, repoRoot, type ArtifactStore } from '@casino/delivery';
import { serverRenderBudgetMs } from '@casino/page-server';
import {
  readProviderSettings,
  sandboxesAllowedIn,
  sandboxRefusals,
  type ProviderSettings,
  type Seam,
} from './providers/settings.ts';
import { keptSecret } from './providers/kept-secret.ts';
import { readReleaseSettings, type ReleaseSettings } from './releases/settings.ts';
import { readSafeSettings, safeKinds, type SafeSettings } from './regulator/settings.ts';
import { readTagManagerSettings, type TagManagerSettings } from './tag-manager/settings.ts';
import { defaultGuestLimits, type GuestLimits } from './chat/support-throttle.ts';
import { MIN_AUTH_SECRET_LENGTH, readPublicOrigin, readTrustedProxies } from './http/trust-settings.ts';

export interface ServerConfig {
  host: string;
  port: number;
  environment: Environment;
  /** This machine's deploy folder: its copy of the published versions it served. */
  deployRoot: string;
  /**
   * Where every server takes the published versions from (ARTIFACT_S3_BUCKET, else ARTIFACT_DIR); unset: the
   * deploy root itself, one machine.
   */
  artifacts?: ArtifactStore;
  shellDir: string;
  remoteTimeoutMs: number;
  /** How long a public page waits for its server render (then the browser renders it). */
  serverRenderBudgetMs: number;
  /** Where the embedded database (PGlite) keeps its files; ignored when databaseUrl is set. */
  dataDir: string;
  /** A PostgreSQL connection string; when set it replaces the embedded database. */
  databaseUrl: string | undefined;
  /** Signs and encrypts session tokens and CSRF cookies (Auth.js `secret`). */
  authSecret: string;
  /** Production that runs the sandboxes on purpose (CASINO_DEMO=1): every page says it is a demo. */
  demo: boolean;
  /**
   * The secret CPR numbers are kept under (a keyed hash and a sealed copy, src/players/cpr-vault.ts). Unset: the
   * sandbox's published key, which only a site on the sandbox MitID may use (every CPR number is made up there).
   */
  cprKey?: string;
  /** The implementation behind each outside system (payments, games, MitID, ROFUS, mail). */
  providers: ProviderSettings;
  payouts: PayoutSettings;
  /** How often the server ends chats idle for 10 minutes (spec section 4); unset: every 30 s, 0: never by itself. */
  chatIdleCheckEveryMs?: number;
  /** How often the server looks for mails due again after a refusal; unset: every 15 s, 0: never by itself. */
  mailCheckEveryMs?: number;
  /** What guests may ask of support in an hour, per e-mail and per IP address; unset: the defaults. */
  guestLimits?: GuestLimits;
  /** The consent script and tag manager (spec section 2); unset: the environment's defaults. */
  tagManager?: TagManagerSettings;
  /**
   * The site's origin as browsers reach it (PUBLIC_ORIGIN): the only source of absolute and mailed links, the
   * CSRF origin check, cookie security and OIDC redirects. Development defaults to http://localhost:<port>.
   */
  publicOrigin: string;
  /**
   * The proxies whose client-address and scheme headers are believed (TRUSTED_PROXIES: addresses, CIDR ranges or
   * proxy-addr's names such as `loopback`); none by default, so a client's own header counts for nothing.
   */
  trustedProxies: string[];
  /** Canary thresholds, telemetry limits, the metrics token; unset: the defaults. */
  releases?: ReleaseSettings;
  /** Game data reported to the authority's SAFE, sealed with TamperToken (src/regulator/). */
  safe: SafeSettings;
}

export interface PayoutSettings {
  /** How long a requested withdrawal may be cancelled before it goes to the payment provider. */
  holdMs: number;
  /** How often the server sends due payouts and reads the provider's answers; 0: never by itself (tests). */
  jobEveryMs: number;
  /** After how long the sandbox provider pays a payout out by itself. */
  sandboxDelayMs: number;
}

const seconds = (value: string | undefined, fallback: number) => 1000 * (value ? Number(value) : fallback);

/** What stops a server from starting, every problem at once, each naming the setting to change. */
export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`The server cannot start:\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
    this.problems = problems;
  }
}

const demoHint = 'Production takes no test service. To run the site as a demo with no real money, set CASINO_DEMO=1.';

/** The one rule for a site's providers and SAFE: no sandbox in production unless it is a declared demo. */
export function assertProvidersAllowed(kinds: Record<Seam, string>, environment: Environment, demo: boolean): void {
  const refusals = sandboxRefusals(kinds, environment, demo);
  if (refusals.length) throw new ConfigError([...refusals, demoHint]);
}

/** Everything the server reads from its environment, validated in one place; throws ConfigError. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const environment = environmentSchema.parse(env.SITE_ENV ?? 'development');
  const demo = env.CASINO_DEMO === '1';
  const dataDir = env.DATA_DIR ? path.resolve(env.DATA_DIR) : path.join(repoRoot, '.data', environment);
  const { settings, kinds, problems } = readProviderSettings(env, sandboxesAllowedIn(environment, demo));
  const safe = readSafeSettings(env, dataDir, environment);
  problems.push(...safe.problems, ...sandboxRefusals({ ...kinds, ...safeKinds(safe.settings) }, environment, demo));
  // Production's secrets come from its environment; elsewhere one is made once and kept with the data.
  const authSecret = env.AUTH_SECRET || (environment === 'production' ? undefined : keptSecret(dataDir, 'auth'));
  if (!authSecret) problems.push('AUTH_SECRET: not set; production signs sessions with a secret from its environment');
  else if (authSecret.length < MIN_AUTH_SECRET_LENGTH)
    problems.push(
      `AUTH_SECRET: ${authSecret.length} characters; at least ${MIN_AUTH_SECRET_LENGTH} (e.g. \`openssl rand -base64 32\`)`,
    );
  if (settings?.identity.kind === 'oidc' && !env.CPR_KEY)
    problems.push(
      'CPR_KEY: not set; a real MitID broker gives real CPR numbers, kept only under a secret of this server',
    );
  const port = Number(env.PORT ?? 3000);
  const origin = readPublicOrigin(env.PUBLIC_ORIGIN, environment, port);
  if (!origin.ok) problems.push(origin.problem);
  const proxies = readTrustedProxies(env.TRUSTED_PROXIES);
  if (!proxies.ok) problems.push(proxies.problem);
  const releases = readReleaseSettings(env);
  problems.push(...releases.problems);
  const deployRoot = deployDir();
  let artifacts: ArtifactStore | undefined;
  try {
    artifacts = artifactStoreFromSettings(deployRoot, env);
  } catch (error) {
    problems.push((error as Error).message);
  }
  if (!settings || problems.length) {
    throw new ConfigError(environment === 'production' && !demo ? [...problems, demoHint] : problems);
  }
  return {
    host: env.HOST ?? '127.0.0.1',
    port,
    publicOrigin: origin.ok ? origin.value : '',
    trustedProxies: proxies.ok ? proxies.value : [],
    environment,
    deployRoot,
    artifacts,
    shellDir: liveShellDir(env),
    remoteTimeoutMs: Number(env.REMOTE_TIMEOUT_MS ?? 10_000),
    serverRenderBudgetMs: Number(env.SERVER_RENDER_BUDGET_MS ?? serverRenderBudgetMs),
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    authSecret: authSecret!,
    cprKey: env.CPR_KEY || undefined,
    demo,
    providers: settings,
    payouts: {
      holdMs: seconds(env.PAYOUT_HOLD_SECONDS, 120),
      jobEveryMs: seconds(env.PAYOUT_JOBS_SECONDS, 5),
      sandboxDelayMs: seconds(env.SANDBOX_PAYOUT_SECONDS, 30),
    },
    chatIdleCheckEveryMs: seconds(env.CHAT_IDLE_CHECK_SECONDS, 30),
    guestLimits: {
      perEmail: Number(env.SUPPORT_GUEST_REQUESTS_PER_EMAIL ?? defaultGuestLimits.perEmail),
      perIp: Number(env.SUPPORT_GUEST_REQUESTS_PER_IP ?? defaultGuestLimits.perIp),
    },
    tagManager: readTagManagerSettings(env, environment),
    releases: releases.settings,
    safe: safe.settings,
  };
}
