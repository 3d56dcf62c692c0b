// An S3-compatible server on loopback for the tests of the bucket artifact store (s3rver: the S3 API over a
// folder), with the bucket the site's settings name already made.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3ArtifactSettings } from './s3-artifact-store.ts';

/** s3rver's own fixed key pair: it takes no other. */
const s3rverKeys = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface S3TestServer {
  /** The bucket's settings, for `s3ArtifactStore`. */
  settings: S3ArtifactSettings;
  /** The same as a server's environment (ARTIFACT_S3_* and the SDK's AWS_* credentials). */
  env: Record<string, string>;
  close: () => Promise<void>;
}

export async function startS3TestServer(bucket = 'casino-artifacts'): Promise<S3TestServer> {
  const directory = await mkdtemp(path.join(tmpdir(), 's3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    settings: { bucket, endpoint, region: 'us-east-1', pathStyle: true, credentials: s3rverKeys },
    env: {
      ARTIFACT_S3_BUCKET: bucket,
      ARTIFACT_S3_ENDPOINT: endpoint,
      ARTIFACT_S3_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: s3rverKeys.accessKeyId,
      AWS_SECRET_ACCESS_KEY: s3rverKeys.secretAccessKey,
    },
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
