import path from 'node:path';
import { z } from 'zod';
import { folderArtifactStore, type ArtifactStore } from './artifact-store.ts';
import { s3ArtifactStore } from './s3-artifact-store.ts';

const settingsSchema = z.object({
  /** A bucket: the artifact store of several machines (or a CDN). */
  ARTIFACT_S3_BUCKET: z.string().min(3).optional(),
  /** An S3-compatible server's address (MinIO, Ceph, a cloud's own); unset: AWS. */
  ARTIFACT_S3_ENDPOINT: z.url().optional(),
  ARTIFACT_S3_REGION: z.string().min(1).optional(),
  ARTIFACT_S3_PREFIX: z.string().optional(),
  /** `1`: the bucket in the path, as most S3-compatible servers want (the default with an endpoint). */
  ARTIFACT_S3_PATH_STYLE: z.enum(['0', '1']).optional(),
  /** A folder every machine mounts, instead of a bucket. */
  ARTIFACT_DIR: z.string().min(1).optional(),
});

/**
 * The artifact store the settings name: a bucket (ARTIFACT_S3_BUCKET; credentials from the SDK's own chain,
 * AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY), else a folder (ARTIFACT_DIR), else the deploy root itself.
 */
export function artifactStoreFromSettings(deployRoot: string, env: NodeJS.ProcessEnv = process.env): ArtifactStore {
  const parsed = settingsSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`the artifact store's settings: ${problems.join('; ')}`);
  }
  const settings = parsed.data;
  if (settings.ARTIFACT_S3_BUCKET) {
    const endpoint = settings.ARTIFACT_S3_ENDPOINT;
    return s3ArtifactStore({
      bucket: settings.ARTIFACT_S3_BUCKET,
      prefix: settings.ARTIFACT_S3_PREFIX,
      endpoint,
      region: settings.ARTIFACT_S3_REGION ?? env.AWS_REGION ?? 'us-east-1',
      pathStyle: settings.ARTIFACT_S3_PATH_STYLE ? settings.ARTIFACT_S3_PATH_STYLE === '1' : Boolean(endpoint),
    });
  }
  return folderArtifactStore(settings.ARTIFACT_DIR ? path.resolve(settings.ARTIFACT_DIR) : deployRoot);
}
