import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { getMimeType } from 'hono/utils/mime';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { contentHashFile, type ArtifactStore } from './artifact-store.ts';
import { cacheHeaderFor } from './cache-headers.ts';

export interface S3ArtifactSettings {
  bucket: string;
  /** Put before every key (`casino/` keeps the site's folders apart in a shared bucket). */
  prefix?: string;
  /** An S3-compatible server's address; unset: AWS by `region`. */
  endpoint?: string;
  region: string;
  /** Addresses the bucket in the path (`endpoint/bucket/key`), as most S3-compatible servers want. */
  pathStyle?: boolean;
  /** Unset: the SDK's own chain (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a machine role). */
  credentials?: S3ClientConfig['credentials'];
}

/** Files copied at once each way: enough to hide a request's latency, few enough for a small machine. */
const parallel = 8;

async function inBatches<T>(items: readonly T[], work: (item: T) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < items.length; i += parallel) await Promise.all(items.slice(i, i + parallel).map(work));
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

/** The headers a CDN serving the bucket needs: the type and encoding of the file a precompressed twin stands for. */
function objectHeaders(file: string) {
  const encoding = /\.br$/.test(file) ? 'br' : /\.gz$/.test(file) ? 'gzip' : undefined;
  const served = encoding ? file.replace(/\.(br|gz)$/, '') : file;
  return {
    ContentType: getMimeType(served) ?? 'application/octet-stream',
    CacheControl: cacheHeaderFor(served),
    ...(encoding ? { ContentEncoding: encoding } : {}),
  };
}

const isMissing = (error: unknown) => {
  const name = (error as { name?: string }).name;
  return name === 'NoSuchKey' || name === 'NotFound';
};

/** An S3 bucket (AWS, or any S3-compatible server) as the artifact store. */
export function s3ArtifactStore(settings: S3ArtifactSettings): ArtifactStore {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.pathStyle ?? false,
    credentials: settings.credentials,
    // Checksums only where S3 requires them: S3-compatible servers do not all take the newer trailing ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  const objectKey = (key: string, file = '') =>
    `${settings.prefix ?? ''}${key.replace(/\/+$/, '')}/${file.split(path.sep).join('/')}`;

  const keysUnder = async (key: string): Promise<string[]> => {
    const keys: string[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: objectKey(key), ContinuationToken }));
      keys.push(...(page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : [])));
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return keys;
  };

  return {
    where: `s3://${Bucket}/${settings.prefix ?? ''}`,
    async storedHash(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key, contentHashFile) }));
        return await answer.Body?.transformToString();
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async upload(localDir, key) {
      const files = await filesUnder(localDir);
      const put = async (file: string) => {
        const Body = await readFile(path.join(localDir, file));
        await client.send(new PutObjectCommand({ Bucket, Key: objectKey(key, file), Body, ...objectHeaders(file) }));
      };
      // The content hash file last: until it is there, the version is not stored.
      await inBatches(
        files.filter((file) => file !== contentHashFile),
        put,
      );
      if (files.includes(contentHashFile)) await put(contentHashFile);
    },
    async download(key, localDir) {
      const keys = await keysUnder(key);
      if (!keys.length) return false;
      const base = objectKey(key);
      await inBatches(keys, async (object) => {
        const target = path.join(localDir, ...object.slice(base.length).split('/'));
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: object }));
        await mkdir(path.dirname(target), { recursive: true });
        await writeFile(target, (await answer.Body?.transformToByteArray()) ?? new Uint8Array());
      });
      return true;
    },
    async remove(key) {
      const keys = await keysUnder(key);
      for (let i = 0; i < keys.length; i += 1000) {
        const Objects = keys.slice(i, i + 1000).map((Key) => ({ Key }));
        await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects } }));
      }
    },
  };
}
