import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { environmentSchema, type Environment } from '@casino/api-client';
import { deployDir, repoRoot } from '@casino/delivery';
import { logger } from './logger.ts';
import { readTagManagerSettings, type TagManagerSettings } from './tag-manager/settings.ts';

export interface ServerConfig {
  host: string;
  port: number;
  environment: Environment;
  deployRoot: string;
  shellDir: string;
  remoteTimeoutMs: number;
  /** Where the embedded database (PGlite) keeps its files; ignored when databaseUrl is set. */
  dataDir: string;
  /** A PostgreSQL connection string; when set it replaces the embedded database. */
  databaseUrl: string | undefined;
  /** Signs and encrypts session tokens and CSRF cookies (Auth.js `secret`). */
  authSecret: string;
  /** The consent script and tag manager (spec section 2); unset: the environment's defaults. */
  tagManager?: TagManagerSettings;
  /** A TLS-terminating proxy in front sets X-Forwarded-Proto and may be believed (HSTS over HTTPS only). */
  trustForwardedProto?: boolean;
}

/** Only for development and tests: a fixed secret keeps sessions valid across restarts. */
const developmentAuthSecret = 'casino-development-secret-not-for-production-use-0001';

function authSecretFor(environment: Environment, fromEnv: string | undefined): string {
  if (fromEnv) return fromEnv;
  if (environment !== 'production') return developmentAuthSecret;
  // Never a guessable secret in production: without AUTH_SECRET sessions last one process only.
  logger.warn('AUTH_SECRET is not set: using a random secret, sessions end when the server restarts');
  return randomBytes(32).toString('base64url');
}

/** Everything the server reads from its environment, in one place. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const environment = environmentSchema.parse(env.SITE_ENV ?? 'development');
  return {
    host: env.HOST ?? '127.0.0.1',
    port: Number(env.PORT ?? 3000),
    environment,
    deployRoot: deployDir(),
    shellDir: env.SHELL_DIR ? path.resolve(env.SHELL_DIR) : path.join(repoRoot, 'shell', 'dist'),
    remoteTimeoutMs: Number(env.REMOTE_TIMEOUT_MS ?? 10_000),
    dataDir: env.DATA_DIR ? path.resolve(env.DATA_DIR) : path.join(repoRoot, '.data', environment),
    databaseUrl: env.DATABASE_URL || undefined,
    authSecret: authSecretFor(environment, env.AUTH_SECRET),
    tagManager: readTagManagerSettings(env, environment),
    trustForwardedProto: env.TRUST_FORWARDED_PROTO === '1',
  };
}
