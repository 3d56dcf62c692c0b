import type { DbExecutor } from '../db/client.ts';
import { supportAgents } from '../chat/schema.ts';
import { players } from '../players/schema.ts';
import { passwordHashes } from './password-hashes.ts';
import { SEED_PASSWORD, type SeedUser } from '../sandbox-people/seed-users.ts';

// Support chat logins, seeded after everything else so the seeded catalogue and history stay
// exactly as they were (they come from one random sequence).

/** What a seeded login needs (a SeedUser without the player's history and limits). */
export type SeedLogin = Pick<SeedUser, 'email' | 'password' | 'firstName' | 'lastName' | 'phoneNumber' | 'customerNo'>;

/** The support agent of README "Test logins": signs in like a player and may use /support/agent. */
export const SUPPORT_AGENT = {
  email: 'kundeservice@casino.test',
  password: SEED_PASSWORD,
  firstName: 'Sara',
  lastName: 'Lind',
  phoneNumber: null,
  customerNo: '900001',
  /** What players see as the author of the agent's messages. */
  displayName: 'Sara fra kundeservice',
} as const satisfies SeedLogin & { displayName: string };

/** A second agent: claiming and handing over need two (README "Test logins"). */
export const SECOND_AGENT = {
  email: 'kundeservice2@casino.test',
  password: SEED_PASSWORD,
  firstName: 'Ali',
  lastName: 'Hassan',
  phoneNumber: null,
  customerNo: '900002',
  displayName: 'Ali fra kundeservice',
} as const satisfies SeedLogin & { displayName: string };

/** One player per support e2e test (e2e/tests/support-chat.spec.ts), so their chats never meet. */
export const CHAT_PLAYERS = {
  live: chatPlayer('chatlive', 'Jonas', 'Friis', '40100001', '100301'),
  idle: chatPlayer('chatinaktiv', 'Clara', 'Bach', '40100002', '100302'),
  offline: chatPlayer('chatoffline', 'Viktor', 'Krogh', '40100003', '100303'),
} as const satisfies Record<string, SeedLogin>;

function chatPlayer(mailbox: string, firstName: string, lastName: string, phoneNumber: string, customerNo: string) {
  return { email: `${mailbox}@casino.test`, password: SEED_PASSWORD, firstName, lastName, phoneNumber, customerNo };
}

/** Inserts the agents (offline until they say otherwise) and the chat e2e players. */
export async function seedSupport(db: DbExecutor, now: number): Promise<void> {
  const agents = [SUPPORT_AGENT, SECOND_AGENT];
  const logins: SeedLogin[] = [...agents, ...Object.values(CHAT_PLAYERS)];
  const hashes = await passwordHashes(logins.map((login) => login.password));
  const rows = await db
    .insert(players)
    .values(
      logins.map(({ email, firstName, lastName, phoneNumber, customerNo }, i) => ({
        email,
        firstName,
        lastName,
        phoneNumber,
        customerNo,
        passwordHash: hashes[i]!,
        createdAt: new Date(now - 30 * 86_400_000),
        emailVerifiedAt: new Date(now - 30 * 86_400_000),
      })),
    )
    .returning({ id: players.id, email: players.email });
  await db.insert(supportAgents).values(
    agents.map((agent) => ({
      playerId: rows.find((row) => row.email === agent.email)!.id,
      displayName: agent.displayName,
    })),
  );
}
