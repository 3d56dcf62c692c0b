import type { AutomaticPayout } from '@casino/api-client/profile';
import { formatKroner, oreToKroner } from '@casino/locale';
import { paymentTexts } from '@casino/locale/payments';
import type { Database } from '../db/client.ts';
import { logger } from '../logger.ts';
import type { Mailer } from '../mail/mailer.ts';
import { queueMail } from '../mail/outbox.ts';
import { requestWithdrawal } from './payouts.ts';

const texts = paymentTexts.payout.automaticMail;

/**
 * A lock or deletion leaves no money behind: the whole withdrawable balance is paid out at once (no hold: the
 * player can no longer sign in to cancel), any active bonus forfeited, and the player told by mail. Once per
 * event (`eventId`): asking again pays nothing more.
 */
export async function payOutEverything(
  db: Database,
  mail: Mailer,
  player: { id: number; email: string; firstName: string },
  reason: 'exclusion' | 'closure' | 'deletion',
  eventId: string,
  now = new Date(),
): Promise<AutomaticPayout> {
  const outcome = await requestWithdrawal(
    db,
    {
      playerId: player.id,
      fullAmount: true,
      idempotencyKey: `${reason}-${eventId}`,
      forfeitBonus: true,
      reason,
      holdMs: 0,
    },
    now,
  );
  if (!outcome.ok) {
    if (outcome.code === 'NO_PAYOUT_DESTINATION')
      logger.warn({ playerId: player.id, reason }, 'balance left on a locked account: no card to pay it back to');
    return null;
  }
  const { withdrawal } = outcome;
  const forfeited = withdrawal.forfeitedBonusOre > 0 ? formatKroner(oreToKroner(withdrawal.forfeitedBonusOre)) : null;
  if (!outcome.replayed) {
    await queueMail(db, {
      playerId: player.id,
      to: player.email,
      subject: texts.subject,
      text: texts.body(
        player.firstName,
        formatKroner(oreToKroner(withdrawal.amountOre)),
        withdrawal.destination,
        texts.reasons[reason],
        forfeited,
      ),
    });
    await mail.deliverPending();
  }
  return {
    amount: oreToKroner(withdrawal.amountOre),
    forfeitedBonus: oreToKroner(withdrawal.forfeitedBonusOre),
    destination: withdrawal.destination,
  };
}
