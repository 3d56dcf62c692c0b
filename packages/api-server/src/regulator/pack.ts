import { eq, inArray, isNull } from 'drizzle-orm';
import { regulatorOutbox } from './schema.ts';
import type { CasinoSessionFacts } from './record-session.ts';
import type { SafeDeps } from './safe-deps.ts';
import { currentToken, lockSafe, sealFile } from './seal.ts';
import { casinoSessionsXml, jackpotReleaseXml, type CasinoSession } from './standard-records.ts';

type OutboxRow = typeof regulatorOutbox.$inferSelect;

/** The random source every game draws from (node:crypto), and the maths that turns it into an outcome. */
const rngOf = (facts: CasinoSessionFacts) => ({
  id: 'node-crypto-randomInt',
  softwareId: `casino-maths-${facts.kind}`,
});

export function sessionOf(row: OutboxRow): CasinoSession {
  const facts = row.record as unknown as CasinoSessionFacts;
  const [, , roundId] = row.eventKey.split(':');
  return {
    transactionId: roundId!,
    playerRef: String(row.playerId),
    productName: facts.productName,
    category: facts.category,
    startedAt: row.startedAt,
    endedAt: row.endedAt,
    stakeOre: row.stakeOre,
    winOre: row.winOre,
    jackpot: facts.jackpotId ? { id: facts.jackpotId, contributionOre: row.jackpotContributionOre } : null,
    rng: rngOf(facts),
  };
}

const sumOf = (rows: OutboxRow[], pick: (row: OutboxRow) => number) => rows.reduce((sum, row) => sum + pick(row), 0);

/**
 * Packs one batch of the outbox's unpacked sessions (of one Danish day) into a KasinoSpil file, and each jackpot
 * won in them into a JackpotUdloesning file, in ONE transaction under the SAFE lock: rows are claimed with
 * FOR UPDATE SKIP LOCKED, so two servers never pack one session twice, and a crash packs nothing (the next
 * round packs the same rows). Answers how many sessions it packed.
 */
async function packBatch(deps: SafeDeps, now: Date): Promise<number> {
  return deps.db.transaction(async (tx) => {
    await lockSafe(tx);
    const claimed = await tx
      .select()
      .from(regulatorOutbox)
      .where(isNull(regulatorOutbox.safeFileId))
      .orderBy(regulatorOutbox.reportDay, regulatorOutbox.id)
      .limit(deps.sessionsPerFile)
      .for('update', { skipLocked: true });
    if (claimed.length === 0) return 0;
    // A file holds the sessions of one day: it lies in that day's folder.
    const day = claimed[0]!.reportDay;
    const rows = claimed.filter((row) => row.reportDay === day);
    const token = await currentToken(tx, deps, now);
    const file = await sealFile(
      tx,
      deps,
      token,
      {
        kind: 'KasinoSpil',
        day,
        xml: (fileId) => casinoSessionsXml(fileId, deps.licence, rows.map(sessionOf)),
        recordCount: rows.length,
        totals: {
          stakeOre: sumOf(rows, (r) => r.stakeOre),
          jackpotContributionOre: sumOf(rows, (r) => r.jackpotContributionOre),
          winOre: sumOf(rows, (r) => r.winOre),
          jackpotWinOre: 0,
        },
      },
      now,
    );
    await tx
      .update(regulatorOutbox)
      .set({ safeFileId: file.id })
      .where(
        inArray(
          regulatorOutbox.id,
          rows.map((row) => row.id),
        ),
      );
    for (const row of rows.filter((r) => r.jackpotWinOre > 0)) {
      const session = sessionOf(row);
      const release = { jackpotId: session.jackpot!.id, wonAt: row.endedAt, playerRef: session.playerRef };
      const jackpotFile = await sealFile(
        tx,
        deps,
        token,
        {
          kind: 'JackpotUdloesning',
          day,
          xml: (fileId) => jackpotReleaseXml(fileId, deps.licence, { ...release, wonOre: row.jackpotWinOre }),
          recordCount: 1,
          totals: { stakeOre: 0, jackpotContributionOre: 0, winOre: 0, jackpotWinOre: row.jackpotWinOre },
        },
        now,
      );
      await tx.update(regulatorOutbox).set({ jackpotFileId: jackpotFile.id }).where(eq(regulatorOutbox.id, row.id));
    }
    return rows.length;
  });
}

/** Packs every session not yet on SAFE, batch by batch. Answers how many. */
export async function packPendingSessions(deps: SafeDeps, now: Date): Promise<number> {
  let packed = 0;
  for (let batch = await packBatch(deps, now); batch > 0; batch = await packBatch(deps, now)) packed += batch;
  return packed;
}
