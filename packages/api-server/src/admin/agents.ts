import { newPasswordSchema } from '@casino/api-client/profile';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { hashPassword } from '../auth/password.ts';
import type { Database } from '../db/client.ts';
import { grantAgentRole } from '../chat/agent-role.ts';
import { insertAgentAccount } from '../players/accounts.ts';

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
    const accountId = await insertAgentAccount(tx, {
      email: agent.email,
      passwordHash,
      firstName: agent.firstName,
      lastName: agent.lastName,
    });
    await grantAgentRole(tx, accountId, agent.displayName);
  });
  return { email: agent.email, password };
}
