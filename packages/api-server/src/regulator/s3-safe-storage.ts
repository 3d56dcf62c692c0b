import { createHash } from 'node:crypto';
import { GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { SafeStorageSettings } from './settings.ts';
import type { SafeStorage } from './safe-storage.ts';

// SAFE in an S3-compatible object store (AWS S3, MinIO, Ceph, a hosting provider's), named by SAFE_S3_*.

export type S3SafeSettings = Extract<SafeStorageSettings, { kind: 's3' }>;

/** A client of the store the settings name; another store than AWS is reached path-style at its endpoint. */
export function s3ClientOf(settings: Pick<S3SafeSettings, 'region' | 'endpoint' | 'accessKeyId' | 'secretAccessKey'>) {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: Boolean(settings.endpoint),
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Checksums only where the S3 API requires them: not every S3-compatible store takes the SDK's extra ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** A SAFE path is folders and a file name of letters, digits, '.', '-' and '_': no '..', nothing absolute. */
const safePath = /^(?!.*(?:^|\/)\.\.?(?:\/|$))[\w.-]+(?:\/[\w.-]+)*$/u;

/**
 * SAFE's folders as keys in the bucket, under the prefix; each file put whole (S3 writes an object at once), with
 * its MD5 for the store to check, its retention in its metadata and, unless the store has no Object Lock
 * (SAFE_S3_OBJECT_LOCK=off), locked in compliance mode until then: not even the bucket's owner can delete it
 * sooner. A file put again at the same key is a new version; the one before stays locked.
 */
export function s3SafeStorage(settings: S3SafeSettings, client = s3ClientOf(settings)): SafeStorage {
  const keyOf = (filePath: string) => {
    if (!safePath.test(filePath)) throw new Error(`Not a SAFE path: ${filePath}`);
    return settings.prefix ? `${settings.prefix}/${filePath}` : filePath;
  };
  return {
    location: `s3://${settings.bucket}/${settings.prefix}`,
    async put(filePath, bytes, retainUntil) {
      await client.send(
        new PutObjectCommand({
          Bucket: settings.bucket,
          Key: keyOf(filePath),
          Body: bytes,
          ContentType: 'application/zip',
          ContentMD5: createHash('md5').update(bytes).digest('base64'),
          Metadata: { 'retain-until': retainUntil.toISOString() },
          ...(settings.objectLock && { ObjectLockMode: 'COMPLIANCE', ObjectLockRetainUntilDate: retainUntil }),
        }),
      );
    },
    async get(filePath) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: keyOf(filePath) }));
        return Buffer.from(await answer.Body!.transformToByteArray());
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
  };
}
