import { newPasswordSchema } from '@casino/api-client/profile';
import { randomBytes } from 'node:crypto';
import { eq, like, sql } from 'drizzle-orm';
import { z } from 'zod';
import { hashPassword } from '../auth/password.ts';
import type { Database, DbExecutor } from '../db/client.ts';
import { supportAgents } from '../chat/schema.ts';
import { players } from '../players/schema.ts';

export const newAgentSchema = z.object({
  email: z.email().transform((email) => email.toLowerCase()),
  firstName: z.string().trim().min(1),
  lastName: z.string().trim().min(1),
  /** What players see as the author of the agent's messages. */
  displayName: z.string().trim().min(1).max(60),
});
export type NewAgent = z.input<typeof newAgentSchema>;

/** A password no one chose: 24 random characters, letters and digits among them as the site's rule asks. */
export function generatedPassword(): string {
  for (;;) {
    const candidate = randomBytes(18).toString('base64url');
    if (newPasswordSchema.safeParse(candidate).success) return candidate;
  }
}

/** Agents' customer numbers are their own series (9xxxxx), apart from players'. */
async function nextAgentNumber(db: DbExecutor): Promise<string> {
  const [row] = await db
    .select({ highest: sql<string | null>`max(${players.customerNo})` })
    .from(players)
    .where(like(players.customerNo, '9_____'));
  return String(Math.max(Number(row?.highest ?? 900_000), 900_000) + 1);
}

/**
 * Creates a support agent's account: a sign-in with the password given (checked by the site's password rule)
 * or generated, and the agent role. Refuses an e-mail that already has an account.
 */
export async function createAgent(
  db: Database,
  input: NewAgent,
  password: string = generatedPassword(),
): Promise<{ email: string; password: string }> {
  const agent = newAgentSchema.parse(input);
  const checked = newPasswordSchema.safeParse(password);
  if (!checked.success) throw new Error(`The password is refused: ${checked.error.issues[0]?.message}`);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [taken] = await tx.select({ id: players.id }).from(players).where(eq(players.email, agent.email));
    if (taken) throw new Error(`${agent.email} already has an account`);
    const [account] = await tx
      .insert(players)
      .values({
        email: agent.email,
        passwordHash,
        firstName: agent.firstName,
        lastName: agent.lastName,
        customerNo: await nextAgentNumber(tx),
      })
      .returning({ id: players.id });
    await tx.insert(supportAgents).values({ playerId: account!.id, displayName: agent.displayName });
  });
  return { email: agent.email, password };
}

/**
 * The support-agent role: an account signs in through Auth.js like every other, and is an agent when
 * `support_agents` has a row for it. Checked on every request, so taking the row away ends the access at once.
 */
export async function isSupportAgent(db: DbExecutor, accountId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: supportAgents.playerId })
    .from(supportAgents)
    .where(eq(supportAgents.playerId, accountId));
  return row !== undefined;
}
