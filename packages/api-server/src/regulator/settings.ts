import path from 'node:path';
import type { Environment } from '@casino/api-client';
import { SANDBOX_TAMPER_TOKEN_KEY } from './tamper-token.ts';

/** Reporting to SAFE: where the vault is, who reports, the sealing service's sandbox key, how often it runs. */
export interface SafeSettings {
  /** The folder that stands for SAFE (SAFE_DIR). */
  dir: string;
  /** SpilCertifikatIdentifikation: the licence's id at the authority, the TamperToken user (SAFE_CERTIFICATE_ID). */
  certificateId: string;
  /** The sandbox TamperToken service's own key (TAMPER_TOKEN_SANDBOX_KEY). */
  tamperTokenKey: string;
  /** How often sessions are packed and finished days filed; 0: never by itself (tests run it themselves). */
  jobEveryMs: number;
  /** At most this many sessions in one packed file. */
  sessionsPerFile: number;
}

/** The settings from the environment; outside production the sandbox's defaults. */
export function readSafeSettings(env: NodeJS.ProcessEnv, dataDir: string, environment: Environment): SafeSettings {
  return {
    dir: env.SAFE_DIR ? path.resolve(env.SAFE_DIR) : `${dataDir}.safe`,
    certificateId: env.SAFE_CERTIFICATE_ID || `CASINO-${environment.toUpperCase()}`,
    tamperTokenKey: env.TAMPER_TOKEN_SANDBOX_KEY || SANDBOX_TAMPER_TOKEN_KEY,
    jobEveryMs: 1000 * Number(env.SAFE_JOB_SECONDS ?? 60),
    sessionsPerFile: Number(env.SAFE_SESSIONS_PER_FILE ?? 10_000),
  };
}
