import type { PayoutCase } from '@casino/api-client/chat';
import { formatKroner, oreToKroner } from '@casino/locale';
import { paymentTexts } from '@casino/locale/payments';
import { supportTexts } from '@casino/locale/support';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { refuse } from '../chat/refusals.ts';
import { notify } from '../chat/signals.ts';
import type { Database, DbTransaction } from '../db/client.ts';
import { agentNamesOf } from '../chat/agent-role.ts';
import { contactDetailsByIds, mailAddressOf } from '../players/accounts.ts';
import { payoutCases, withdrawals, type lockPayouts } from './schema.ts';
import { balanceOf, InsufficientFundsError, postIn } from '../ledger/ledger.ts';
import { queueMail } from '../mail/outbox.ts';
import { lockPlayer } from '../ledger/player-lock.ts';
import { activeBonusOre } from '../promotions/active-bonus.ts';
import { withdrawalReferences } from './payouts.ts';

export type LockPayout = typeof lockPayouts.$inferSelect;
export type Payee = { id: number; email: string; firstName: string };

const texts = paymentTexts.payout.bankTransfer;
const errors = supportTexts.errors;

/**
 * A lock payout found no card or wallet to pay the balance back to: support gets a case to pay it out by bank
 * transfer, and the player is told to expect them. In the lock payout's settling transaction, under the player's
 * lock. The amount is what the player could withdraw (bonus money cannot be paid out), less what their open
 * cases already owe them; false when that leaves nothing.
 */
export async function openPayoutCaseIn(tx: DbTransaction, job: LockPayout, player: Payee, now: Date) {
  const balance = await balanceOf(tx, job.playerId);
  const bonus = Math.min(await activeBonusOre(tx, job.playerId, now), balance);
  const [owed] = await tx
    .select({ ore: sql<string>`coalesce(sum(${payoutCases.amountOre}), 0)` })
    .from(payoutCases)
    .where(and(eq(payoutCases.playerId, job.playerId), isNull(payoutCases.paidAt)));
  const amountOre = balance - bonus - Number(owed?.ore ?? 0);
  if (amountOre <= 0) return false;
  await tx
    .insert(payoutCases)
    .values({ lockPayoutId: job.id, playerId: job.playerId, reason: job.reason, amountOre, openedAt: now });
  await queueMail(tx, {
    playerId: player.id,
    to: player.email,
    subject: texts.caseMail.subject,
    text: texts.caseMail.body(
      player.firstName,
      formatKroner(oreToKroner(amountOre)),
      paymentTexts.payout.automaticMail.reasons[job.reason],
    ),
  });
  await notify(tx, { kind: 'payout-case' });
  return true;
}

/** What the console shows: the cases still waiting, oldest first, then the latest paid ones (100 in all). */
export async function listPayoutCases(db: Database): Promise<PayoutCase[]> {
  const cases = await db
    .select()
    .from(payoutCases)
    .orderBy(sql`${payoutCases.paidAt} DESC NULLS FIRST`, asc(payoutCases.openedAt))
    .limit(100);
  const players = await contactDetailsByIds(
    db,
    cases.map((c) => c.playerId),
  );
  const agents = await agentNamesOf(
    db,
    cases.flatMap((c) => (c.paidBy === null ? [] : [c.paidBy])),
  );
  return cases.flatMap((c) => {
    const player = players.get(c.playerId);
    if (!player) return [];
    const agentName = c.paidBy === null ? undefined : agents.get(c.paidBy);
    return [
      {
        id: c.id,
        customerNo: player.customerNo,
        name: `${player.firstName} ${player.lastName}`,
        email: player.email,
        phoneNumber: player.phoneNumber,
        reason: c.reason,
        amount: oreToKroner(c.amountOre),
        openedAt: c.openedAt.toISOString(),
        paid: c.paidAt && {
          agentName: agentName ?? '',
          at: c.paidAt.toISOString(),
          bankReference: c.bankReference ?? '',
        },
      },
    ];
  });
}

/**
 * An agent paid a case out by bank transfer: the case records who, when and the bank's reference, and the
 * ledger pays the amount out as a withdrawal to the bank account, in one transaction under the player's lock.
 * A case is paid once; a balance that no longer covers the amount refuses and records nothing.
 */
export async function recordPayoutCasePaid(
  db: Database,
  input: { caseId: number; agentId: number; bankReference: string },
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ playerId: payoutCases.playerId })
      .from(payoutCases)
      .where(eq(payoutCases.id, input.caseId));
    if (!found) throw refuse(404, 'PAYOUT_CASE_NOT_FOUND', errors.payoutCaseNotFound);
    await lockPlayer(tx, found.playerId);
    const [open] = await tx
      .select()
      .from(payoutCases)
      .where(and(eq(payoutCases.id, input.caseId), isNull(payoutCases.paidAt)))
      .for('update');
    if (!open) throw refuse(409, 'PAYOUT_CASE_PAID', errors.payoutCaseHandled);

    const [withdrawal] = await tx
      .insert(withdrawals)
      .values({
        playerId: open.playerId,
        amountOre: open.amountOre,
        status: 'paid',
        reason: open.reason,
        idempotencyKey: `payout-case-${open.id}`,
        destination: texts.destination,
        submitAfter: now,
        createdAt: now,
        settledAt: now,
      })
      .returning({ id: withdrawals.id });
    try {
      await postIn(
        tx,
        [{ playerId: open.playerId, type: 'withdrawal', amountOre: -open.amountOre }],
        withdrawalReferences(withdrawal!.id).reserve,
      );
    } catch (error) {
      if (error instanceof InsufficientFundsError)
        throw refuse(409, 'PAYOUT_CASE_BALANCE_SHORT', errors.payoutCaseBalanceShort);
      throw error;
    }
    const paid = await tx
      .update(payoutCases)
      .set({ paidAt: now, paidBy: input.agentId, bankReference: input.bankReference, withdrawalId: withdrawal!.id })
      .where(and(eq(payoutCases.id, open.id), isNull(payoutCases.paidAt)))
      .returning({ id: payoutCases.id });
    if (paid.length !== 1) throw refuse(409, 'PAYOUT_CASE_PAID', errors.payoutCaseHandled);

    const player = await mailAddressOf(tx, open.playerId);
    await queueMail(tx, {
      playerId: open.playerId,
      to: player!.email,
      subject: texts.paidMail.subject,
      text: texts.paidMail.body(player!.firstName, formatKroner(oreToKroner(open.amountOre)), input.bankReference),
    });
    await notify(tx, { kind: 'payout-case' });
  });
}
