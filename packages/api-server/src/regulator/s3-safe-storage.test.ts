// SAFE in an S3-compatible object store (the issue "What the regulator sees", "SAFE ... an object store named by
// settings in production"): a day of play is packed and sealed into the bucket under the required folders and names,
// read back, and the verification recomputes every MAC from the objects themselves; a byte changed in the store is
// caught. Each object is put to be kept for its retention (the issue "What the regulator sees", "retained as the
// rules say").
import { HeadObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import S3rver from 's3rver';
import { eq } from 'drizzle-orm';
import { safeFiles } from './schema.ts';
import { startTestSite, testSafeSettings, testTempRoot, type TestSite } from '../../test/harness.ts';
import { playerIdOf } from '../../test/payments-support.ts';
import { reportToSafe, safeDepsOf } from './job.ts';
import { retainedUntil } from './retention.ts';
import { s3ClientOf } from './s3-safe-storage.ts';
import { noonDaysAgo, playADay } from '../../test/safe-support.ts';
import { verifyDay } from './verify.ts';

describe('SAFE in an S3-compatible object store', () => {
  let store: S3rver;
  let storeDir: string;
  let site: TestSite;
  const bucket = 'casino-safe';
  const { day, at } = noonDaysAgo(2);

  beforeAll(async () => {
    storeDir = await mkdtemp(path.join(testTempRoot(), 'casino-s3-'));
    store = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: storeDir,
      configureBuckets: [{ name: bucket, configs: [] }],
    });
    const { port } = await store.run();
    // The settings production reads: the store's address, its keys (s3rver's own), a folder in the bucket.
    const env = {
      SAFE_S3_BUCKET: bucket,
      SAFE_S3_PREFIX: '/licence/',
      SAFE_S3_REGION: 'eu-north-1',
      SAFE_S3_ENDPOINT: `http://127.0.0.1:${port}`,
      SAFE_S3_ACCESS_KEY_ID: 'S3RVER',
      SAFE_S3_SECRET_ACCESS_KEY: 'S3RVER',
    };
    site = await startTestSite({ safe: testSafeSettings(env) });
  });
  afterAll(async () => {
    await site?.close();
    await store?.close();
    await rm(storeDir, { recursive: true, force: true });
  });

  const deps = () => safeDepsOf(site.db, site.config.safe, site.url);

  it('holds each sealed file under the required folder and name, and every MAC verifies from the store', async () => {
    await playADay(site.db, await playerIdOf(site.db, 'spare3'), at);
    const { checked } = await reportToSafe(deps(), new Date());
    expect(checked.find((check) => check.day === day)?.matches).toBe(true);

    const files = await site.db.select().from(safeFiles).where(eq(safeFiles.reportDay, day));
    const storage = site.config.safe.storage;
    if (storage.kind !== 's3') throw new Error('the site is not on the object store');
    const client = s3ClientOf(storage);
    const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: 'licence/' }));
    const objects = new Map(listed.Contents?.map((object) => [object.Key!, object.Size]));
    for (const file of files) {
      // <token issued day>/<licence>-<token>/<kind>/<day>/<licence>-<token>-<sequence>.zip, under the prefix.
      expect(`licence/${file.path}`).toMatch(
        new RegExp(
          `^licence/\\d{4}-\\d{2}-\\d{2}/CASINO-DEVELOPMENT-(\\d+)/${file.kind}/${day}/CASINO-DEVELOPMENT-\\1-${file.sequence}\\.zip$`,
        ),
      );
      expect(objects.get(`licence/${file.path}`)).toBe(file.byteSize);
      // Kept as the rules say: the object carries the end of its retention, five years after its day's year.
      const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: `licence/${file.path}` }));
      expect(head.Metadata?.['retain-until']).toBe(retainedUntil(day).toISOString());
    }
    expect(new Set(files.map((file) => file.kind))).toEqual(new Set(['KasinoSpil', 'JackpotUdloesning', 'EndOfDay']));

    const verdicts = await verifyDay(site.db, deps().storage, day);
    expect(verdicts).toHaveLength(files.length);
    expect(verdicts.flatMap((verdict) => verdict.problems)).toEqual([]);
  });

  it('catches a byte changed in an object after it was sealed; a file not in the store reads as missing', async () => {
    const { storage } = deps();
    const [changed] = await site.db.select().from(safeFiles).where(eq(safeFiles.reportDay, day));
    const bytes = (await storage.get(changed!.path))!;
    bytes[bytes.length - 30]! ^= 0x01;
    await storage.put(changed!.path, bytes, new Date());
    expect(await storage.get(`${changed!.path}.elsewhere`)).toBeNull();

    const verdicts = await verifyDay(site.db, storage, day);
    expect(verdicts.find((v) => v.path === changed!.path)!.problems).toContain(
      'MAC differs: the file was changed after it was sealed',
    );
    expect(verdicts.filter((v) => v.path !== changed!.path).flatMap((v) => v.problems)).toEqual([]);
  });
});
