import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbTransaction } from '../db/client.ts';
import { safeFiles, tamperTokens, type SafeFileKind } from './schema.ts';
import type { SafeDeps } from './safe-deps.ts';
import { zipOf } from './safe-zip.ts';
import { retainedUntil } from './retention.ts';
import { macOf } from './tamper-token.ts';

type TokenRow = typeof tamperTokens.$inferSelect;

/** Advisory-lock class of SAFE: one server at a time packs, seals and moves the MAC chain on. */
const SAFE_LOCK = 1701;

/** Takes SAFE for the rest of `tx`; another server's packing waits for it and then sees what it committed. */
export const lockSafe = (tx: DbTransaction) => tx.execute(sql`select pg_advisory_xact_lock(${SAFE_LOCK})`);

/** A zip's limit on SAFE: a packed file over it is refused rather than put where it could not be read. */
export const MAX_ZIP_BYTES = 50 * 1024 * 1024;

/**
 * SAFE's folders: under the day the token was issued, a folder per licence and token; in it a folder per kind
 * of record and per day the records are of; each file named after the licence, the token and its place in the
 * token's MAC chain.
 */
export function safePathOf(input: {
  certificateId: string;
  token: TokenRow;
  kind: SafeFileKind;
  day: string;
  sequence: number;
}): { folder: string; baseName: string } {
  const tokenFolder = `${input.certificateId}-${input.token.id}`;
  const issuedDay = input.token.issuedAt.toISOString().slice(0, 10);
  return {
    folder: `${issuedDay}/${tokenFolder}/${input.kind}/${input.day}`,
    baseName: `${tokenFolder}-${input.sequence}`,
  };
}

/**
 * The open TamperToken (under the SAFE lock): a token past its planned close is closed with its last MAC and a
 * new one fetched, so files are only ever sealed under a live token.
 */
export async function currentToken(tx: DbTransaction, deps: SafeDeps, now: Date): Promise<TokenRow> {
  const [open] = await tx
    .select()
    .from(tamperTokens)
    .where(isNull(tamperTokens.closedAt))
    .orderBy(desc(tamperTokens.issuedAt))
    .limit(1);
  if (open && open.plannedCloseAt > now) return open;
  const { certificateId } = deps.licence;
  if (open) {
    await deps.tamperTokens.close({ certificateId, tokenId: open.id, lastMac: open.lastMac });
    await tx.update(tamperTokens).set({ closedAt: now }).where(eq(tamperTokens.id, open.id));
  }
  const issued = await deps.tamperTokens.open(certificateId, now);
  const [token] = await tx
    .insert(tamperTokens)
    .values({
      id: issued.tokenId,
      startMac: issued.startMac,
      lastMac: issued.startMac,
      issuedAt: issued.issuedAt,
      plannedCloseAt: issued.plannedCloseAt,
    })
    .returning();
  return token!;
}

export interface FileToSeal {
  kind: SafeFileKind;
  day: string;
  /** The standard record, given the file's SpilFilIdentifikation. */
  xml: (fileId: string) => string;
  recordCount: number;
  totals: { stakeOre: number; jackpotContributionOre: number; winOre: number; jackpotWinOre: number };
}

/**
 * Packs one standard record into a zip, seals it with the next MAC of the token's chain, puts it on SAFE and
 * records it, all under the SAFE lock in `tx`. The file is written before the commit: a crash in between leaves
 * a file no row names, which the next attempt (same token, same place in the chain, same path) replaces.
 */
export async function sealFile(tx: DbTransaction, deps: SafeDeps, token: TokenRow, file: FileToSeal, now: Date) {
  const sequence = token.sequence + 1;
  const { folder, baseName } = safePathOf({ ...deps.licence, token, kind: file.kind, day: file.day, sequence });
  const fileIdentifier = randomUUID();
  const zip = await zipOf(`${baseName}.xml`, file.xml(fileIdentifier), now);
  if (zip.length > MAX_ZIP_BYTES) throw new Error(`${baseName}.zip is ${zip.length} bytes, over SAFE's limit`);
  const mac = macOf(token.lastMac, zip);
  const path = `${folder}/${baseName}.zip`;
  await deps.storage.put(path, zip, retainedUntil(file.day));
  const [moved] = await tx
    .update(tamperTokens)
    .set({ sequence, lastMac: mac })
    .where(and(eq(tamperTokens.id, token.id), eq(tamperTokens.sequence, token.sequence)))
    .returning();
  if (!moved) throw new Error(`TamperToken ${token.id} moved on under the SAFE lock`);
  Object.assign(token, moved);
  const [row] = await tx
    .insert(safeFiles)
    .values({
      path,
      kind: file.kind,
      fileIdentifier,
      reportDay: file.day,
      tokenId: token.id,
      sequence,
      mac,
      byteSize: zip.length,
      recordCount: file.recordCount,
      ...file.totals,
      createdAt: now,
    })
    .returning();
  return row!;
}
