import path from 'node:path';
import type { Environment } from '@casino/api-client';
import { SANDBOX_TAMPER_TOKEN_KEY } from './tamper-token.ts';

/**
 * Where SAFE is: a folder (SAFE_DIR; unset, the sandbox's folder beside the data) or an S3-compatible object
 * store (SAFE_S3_BUCKET and the rest of SAFE_S3_*).
 */
export type SafeStorageSettings =
  | { kind: 'sandbox' | 'folder'; dir: string }
  | {
      kind: 's3';
      bucket: string;
      /** Folder inside the bucket SAFE's folders go under ('' for the bucket's root). */
      prefix: string;
      region: string;
      /** Another store than AWS (MinIO, Ceph, a provider's): its address; path-style requests then. */
      endpoint?: string;
      accessKeyId: string;
      secretAccessKey: string;
      /** Each file locked against deletion until its retention ends (S3 Object Lock); off for a store without it. */
      objectLock: boolean;
    };

/**
 * The TamperToken service: the authority's (TAMPER_TOKEN_URL), else the sandbox, a process started beside the
 * site with its own key (TAMPER_TOKEN_SANDBOX_KEY), whose address is known once it runs.
 */
export type TamperTokenSettings = { kind: 'sandbox'; key: string; url?: string } | { kind: 'service'; url: string };

/** Reporting to SAFE: where the vault is, who reports, the sealing service, how often it runs. */
export interface SafeSettings {
  storage: SafeStorageSettings;
  tamperToken: TamperTokenSettings;
  /** SpilCertifikatIdentifikation: the licence's id at the authority, the TamperToken user (SAFE_CERTIFICATE_ID). */
  certificateId: string;
  /** How often sessions are packed and finished days filed; 0: never by itself (tests run it themselves). */
  jobEveryMs: number;
  /** At most this many sessions in one packed file. */
  sessionsPerFile: number;
}

/** Which implementation stands behind SAFE's two seams, for the rule on sandboxes (providers/settings.ts). */
export const safeKinds = (settings: SafeSettings) => ({
  safeStorage: settings.storage.kind,
  tamperToken: settings.tamperToken.kind,
});

const s3Variables = ['SAFE_S3_REGION', 'SAFE_S3_ACCESS_KEY_ID', 'SAFE_S3_SECRET_ACCESS_KEY'] as const;

function readStorage(env: NodeJS.ProcessEnv, dataDir: string): { storage: SafeStorageSettings; problems: string[] } {
  if (env.SAFE_S3_BUCKET) {
    const problems = s3Variables
      .filter((name) => !env[name])
      .map((name) => `${name}: not set; SAFE_S3_BUCKET needs it`);
    if (env.SAFE_S3_ENDPOINT && !URL.canParse(env.SAFE_S3_ENDPOINT))
      problems.push(`SAFE_S3_ENDPOINT: '${env.SAFE_S3_ENDPOINT}' is no address (e.g. https://s3.example.net)`);
    return {
      storage: {
        kind: 's3',
        bucket: env.SAFE_S3_BUCKET,
        prefix: (env.SAFE_S3_PREFIX ?? '').replace(/^\/+|\/+$/g, ''),
        region: env.SAFE_S3_REGION ?? '',
        endpoint: env.SAFE_S3_ENDPOINT || undefined,
        accessKeyId: env.SAFE_S3_ACCESS_KEY_ID ?? '',
        secretAccessKey: env.SAFE_S3_SECRET_ACCESS_KEY ?? '',
        objectLock: env.SAFE_S3_OBJECT_LOCK !== 'off',
      },
      problems,
    };
  }
  if (env.SAFE_DIR) return { storage: { kind: 'folder', dir: path.resolve(env.SAFE_DIR) }, problems: [] };
  return { storage: { kind: 'sandbox', dir: `${dataDir}.safe` }, problems: [] };
}

/**
 * The settings from the environment. Unset, SAFE is the sandbox's folder beside the data and TamperToken the
 * sandbox: production refuses both unless it is a demo (`sandboxRefusals`, with the other sandboxes).
 */
export function readSafeSettings(
  env: NodeJS.ProcessEnv,
  dataDir: string,
  environment: Environment,
): { settings: SafeSettings; problems: string[] } {
  const { storage, problems } = readStorage(env, dataDir);
  if (env.TAMPER_TOKEN_URL && !URL.canParse(env.TAMPER_TOKEN_URL))
    problems.push(`TAMPER_TOKEN_URL: '${env.TAMPER_TOKEN_URL}' is no address`);
  if (env.TAMPER_TOKEN_URL && !env.SAFE_CERTIFICATE_ID)
    problems.push('SAFE_CERTIFICATE_ID: not set; the TamperToken service knows the licence by it');
  return {
    settings: {
      storage,
      tamperToken: env.TAMPER_TOKEN_URL
        ? { kind: 'service', url: env.TAMPER_TOKEN_URL }
        : { kind: 'sandbox', key: env.TAMPER_TOKEN_SANDBOX_KEY || SANDBOX_TAMPER_TOKEN_KEY },
      certificateId: env.SAFE_CERTIFICATE_ID || `CASINO-${environment.toUpperCase()}`,
      jobEveryMs: 1000 * Number(env.SAFE_JOB_SECONDS ?? 60),
      sessionsPerFile: Number(env.SAFE_SESSIONS_PER_FILE ?? 10_000),
    },
    problems,
  };
}
