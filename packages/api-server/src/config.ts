import path from 'node:path';
import { environmentSchema, type Environment } from '@casino/api-client';
import { deployDir, repoRoot } from '@casino/delivery';

export interface ServerConfig {
  host: string;
  port: number;
  environment: Environment;
  deployRoot: string;
  shellDir: string;
  remoteTimeoutMs: number;
}

/** Everything the server reads from its environment, in one place. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    host: env.HOST ?? '127.0.0.1',
    port: Number(env.PORT ?? 3000),
    environment: environmentSchema.parse(env.SITE_ENV ?? 'development'),
    deployRoot: deployDir(),
    shellDir: env.SHELL_DIR ? path.resolve(env.SHELL_DIR) : path.join(repoRoot, 'shell', 'dist'),
    remoteTimeoutMs: Number(env.REMOTE_TIMEOUT_MS ?? 10_000),
  };
}
