import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../db/client.ts';
import { accountTokens, type AccountTokenPurpose } from './schema.ts';

/** How long each mailed link works. */
export const tokenLifetimeMs: Record<AccountTokenPurpose, number> = {
  'verify-email': 24 * 3_600_000,
  'reset-password': 3_600_000,
};

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A new one-time token for a mailed link, written in the caller's transaction (with the mail that carries it).
 * Only its digest is stored. The player's earlier unused tokens of the same purpose stop working: the newest
 * mail is the one that counts.
 */
export async function issueAccountToken(
  db: DbExecutor,
  grant: { playerId: number; purpose: AccountTokenPurpose; email: string },
  now = new Date(),
): Promise<string> {
  await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.playerId, grant.playerId),
        eq(accountTokens.purpose, grant.purpose),
        isNull(accountTokens.usedAt),
      ),
    );
  const token = randomBytes(32).toString('base64url');
  await db.insert(accountTokens).values({
    ...grant,
    tokenHash: digest(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + tokenLifetimeMs[grant.purpose]),
  });
  return token;
}

/**
 * Uses a token up, if it is one of `purpose`, unused and unexpired: one statement, so two requests with the same
 * link cannot both succeed. Answers whose it was, or null.
 */
export async function consumeAccountToken(
  db: DbExecutor,
  purpose: AccountTokenPurpose,
  token: string,
  now = new Date(),
): Promise<{ playerId: number; email: string } | null> {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(accountTokens.tokenHash, digest(token)),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .returning({ playerId: accountTokens.playerId, email: accountTokens.email });
  return row ?? null;
}
