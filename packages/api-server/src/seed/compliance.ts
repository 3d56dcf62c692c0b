import type { DbTransaction } from '../db/client.ts';
import { players } from '../players/schema.ts';
import { complianceOfficers } from '../regulator/schema.ts';
import { postIn } from '../ledger/ledger.ts';
import { hashPassword } from '../auth/password.ts';
import { insertLimitedPlayer } from './payout-players.ts';
import type { SeedLogin } from './support.ts';
import { SEED_PASSWORD } from '../sandbox-people/seed-users.ts';

// The compliance view's people (README "Test logins"), seeded after everything else so the seeded catalogue and
// history stay as they were (they come from one random sequence).

/** The compliance officer: signs in like anyone and may open /support/compliance. */
export const COMPLIANCE_OFFICER = {
  email: 'compliance@casino.test',
  password: SEED_PASSWORD,
  firstName: 'Mette',
  lastName: 'Krag',
  phoneNumber: null,
  customerNo: '900003',
} as const satisfies SeedLogin;

/** A player whose games the compliance e2e test plays and finds reported (e2e/tests/compliance-view.spec.ts). */
export const REPORTED_PLAYER = {
  email: 'indberetning@casino.test',
  firstName: 'Erik',
  lastName: 'Vang',
  customerNo: '100404',
  phoneNumber: null,
} as const;

export async function seedCompliance(tx: DbTransaction, now: number): Promise<void> {
  const { email, firstName, lastName, phoneNumber, customerNo } = COMPLIANCE_OFFICER;
  const [officer] = await tx
    .insert(players)
    .values({
      ...{ email, firstName, lastName, phoneNumber, customerNo },
      passwordHash: await hashPassword(COMPLIANCE_OFFICER.password),
      createdAt: new Date(now - 30 * 86_400_000),
      emailVerifiedAt: new Date(now - 30 * 86_400_000),
    })
    .returning({ id: players.id });
  await tx.insert(complianceOfficers).values({ playerId: officer!.id, grantedAt: new Date(now - 30 * 86_400_000) });
  const player = await insertLimitedPlayer(tx, REPORTED_PLAYER, now);
  await postIn(tx, [{ playerId: player, type: 'deposit', amountOre: 50_000 }], 'seed:reported-player:deposit:1');
}
