import type { DbTransaction } from '../db/client.ts';
import { depositLimits } from '../payments/schema.ts';
import { players } from '../players/schema.ts';
import { hashPassword } from '../auth/password.ts';
import { postIn } from '../ledger/ledger.ts';
import { insertCardDeposits, uuidOf } from './card-deposits.ts';
import { SEED_PASSWORD } from '../sandbox-people/seed-users.ts';
import { kronerToOre } from '@casino/locale';

/**
 * Players whose money goes out in the e2e tests (e2e/tests/payouts.spec.ts), one per test so their payouts
 * and notices meet no other test: 500 kr. from one card deposit, limits set. Seeded after everything else, so
 * the seeded catalogue and history stay as they were (they come from one random sequence).
 */
export const PAYOUT_PLAYERS = {
  payouts: { email: 'udbetaling@casino.test', firstName: 'Jens', lastName: 'Lund', customerNo: '100401' },
  lockPayout: { email: 'udbetalingslaas@casino.test', firstName: 'Vibeke', lastName: 'Skov', customerNo: '100402' },
} as const;

/**
 * 500 kr. with no card or wallet to pay it back to: the deposit came before the payment provider (a ledger
 * entry only, like the seeded history's), so a lock opens a payout case for support (e2e/tests/payout-cases.spec.ts).
 */
export const NO_CARD_PLAYER = {
  email: 'udenkort@casino.test',
  firstName: 'Birgitte',
  lastName: 'Dahl',
  customerNo: '100403',
  phoneNumber: '40123456',
} as const;

const DEPOSIT_ORE = 50_000;

type Login = Pick<typeof players.$inferInsert, 'email' | 'firstName' | 'lastName' | 'customerNo' | 'phoneNumber'>;

/** A seeded player of the e2e tests that move money: signed up a month ago, deposit limits set two days ago. */
export async function insertLimitedPlayer(tx: DbTransaction, login: Login, now: number): Promise<number> {
  const at = new Date(now - 2 * 86_400_000);
  const [row] = await tx
    .insert(players)
    .values({
      ...login,
      passwordHash: await hashPassword(SEED_PASSWORD),
      createdAt: new Date(now - 30 * 86_400_000),
      emailVerifiedAt: new Date(now - 30 * 86_400_000),
    })
    .returning({ id: players.id });
  const playerId = row!.id;
  await tx.insert(depositLimits).values(
    (['daily', 'weekly', 'monthly'] as const).map((period, i) => ({
      playerId,
      period,
      amountOre: kronerToOre([2_000, 5_000, 10_000][i]!),
      updatedAt: at,
    })),
  );
  return playerId;
}

export async function seedPayoutPlayers(tx: DbTransaction, now: number): Promise<void> {
  const at = new Date(now - 2 * 86_400_000);
  for (const [key, login] of Object.entries(PAYOUT_PLAYERS)) {
    const playerId = await insertLimitedPlayer(tx, login, now);
    const id = uuidOf(`seed-card-deposit:${key}`);
    await insertCardDeposits(tx, [{ id, playerId, amountOre: DEPOSIT_ORE, at, key }]);
    await postIn(tx, [{ playerId, type: 'deposit', amountOre: DEPOSIT_ORE }], `payment:${id}`);
  }
  const noCard = await insertLimitedPlayer(tx, NO_CARD_PLAYER, now);
  await postIn(tx, [{ playerId: noCard, type: 'deposit', amountOre: DEPOSIT_ORE }], 'seed:no-card:deposit:1');
}
