import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { safeFiles, tamperTokens } from './schema.ts';
import type { SafeStorage } from './safe-storage.ts';
import { unzip } from './safe-zip.ts';
import { schemaProblemsOf } from './standard-records.ts';
import { macOf } from './tamper-token.ts';

type SafeFileRow = typeof safeFiles.$inferSelect;

export interface FileVerdict {
  path: string;
  kind: string;
  sequence: number;
  /** The MAC recomputed over the file's bytes on SAFE: as sealed, changed, the file missing, or no chain to it. */
  mac: 'ok' | 'differs' | 'missing' | 'unchained';
  /** Every standard record in it valid against the schema. */
  valid: boolean;
  /** What is wrong with it; empty when its MAC and every record in it hold. */
  problems: string[];
  /** The file as it was recorded when sealed. */
  file: SafeFileRow;
}

/** The MAC the chain had before a file: the token's start MAC, or the MAC of the file sealed before it. */
async function previousMacOf(db: Database, tokenId: string, sequence: number): Promise<string | null> {
  if (sequence === 1) {
    const [token] = await db
      .select({ mac: tamperTokens.startMac })
      .from(tamperTokens)
      .where(eq(tamperTokens.id, tokenId));
    return token?.mac ?? null;
  }
  const [before] = await db
    .select({ mac: safeFiles.mac })
    .from(safeFiles)
    .where(and(eq(safeFiles.tokenId, tokenId), eq(safeFiles.sequence, sequence - 1)));
  return before?.mac ?? null;
}

/** One file on SAFE: there, its MAC recomputed over its bytes equal to the one sealed, every record valid. */
async function verifyFile(
  db: Database,
  storage: SafeStorage,
  file: SafeFileRow,
): Promise<Pick<FileVerdict, 'mac' | 'valid' | 'problems'>> {
  const bytes = await storage.get(file.path);
  if (!bytes) return { mac: 'missing', valid: false, problems: [`missing from SAFE (${storage.location})`] };
  const problems: string[] = [];
  const previousMac = await previousMacOf(db, file.tokenId, file.sequence);
  let mac: FileVerdict['mac'] = 'ok';
  if (!previousMac) {
    mac = 'unchained';
    problems.push(`no MAC before it in TamperToken ${file.tokenId}'s chain`);
  } else if (macOf(previousMac, bytes) !== file.mac) {
    mac = 'differs';
    problems.push('MAC differs: the file was changed after it was sealed');
  }
  const before = problems.length;
  try {
    const records = await unzip(bytes);
    if (records.size === 0) problems.push('holds no standard record');
    for (const [name, xml] of records)
      for (const problem of await schemaProblemsOf(xml)) problems.push(`${name}: ${problem.trim()}`);
  } catch (error) {
    problems.push(`cannot be unpacked: ${(error as Error).message}`);
  }
  return { mac, valid: problems.length === before, problems };
}

/**
 * `npm run safe -- verify <day>`: every file of a Danish day on SAFE, each MAC recomputed over the file's bytes
 * from the chain of its TamperToken and each standard record validated against the schema.
 */
export async function verifyDay(db: Database, storage: SafeStorage, day: string): Promise<FileVerdict[]> {
  const files = await db
    .select()
    .from(safeFiles)
    .where(eq(safeFiles.reportDay, day))
    .orderBy(asc(safeFiles.tokenId), asc(safeFiles.sequence));
  const verdicts: FileVerdict[] = [];
  for (const file of files)
    verdicts.push({
      path: file.path,
      kind: file.kind,
      sequence: file.sequence,
      ...(await verifyFile(db, storage, file)),
      file,
    });
  return verdicts;
}
