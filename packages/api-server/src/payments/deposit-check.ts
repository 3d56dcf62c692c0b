import { paymentErrorCodes, type PaymentErrorCode } from '@casino/api-client/payments';
import { paymentTexts } from '@casino/locale/payments';
import type { DbTransaction } from '../db/client.ts';
import { playBlockOf, type PlayBlock } from '../players/play-block.ts';
import { exceedsAllowance } from './limits.ts';

/** Why a deposit may not go ahead: the Danish reason, its code and the HTTP status of a refused charge. */
export interface DepositRefusal {
  status: 403 | 409;
  error: string;
  code: PaymentErrorCode;
}

/** The error code of each reason a player may not deposit now (the form tells the player why by it). */
const blockCodes: Record<PlayBlock['reason'], PaymentErrorCode> = {
  cooldown: paymentErrorCodes.PLAY_PAUSED,
  excluded: paymentErrorCodes.SELF_EXCLUDED,
  closed: paymentErrorCodes.ACCOUNT_CLOSED,
  'no-deposit-limit': paymentErrorCodes.DEPOSIT_LIMIT_REQUIRED,
  'not-a-player': paymentErrorCodes.NOT_A_PLAYER,
};

/**
 * May the player deposit `amountOre` now? The play block (24-hour pause, exclusion, closed account, no limit yet),
 * then every active limit. Run twice for one deposit, inside the caller's transaction after `lockPlayer`: when the
 * payment is opened, and again when it is confirmed, in the transaction that credits it, because the player may
 * have paused or lowered a limit in between. `paymentId`: the pending payment being confirmed.
 */
export async function depositRefusalIn(
  tx: DbTransaction,
  playerId: number,
  amountOre: number,
  now: Date,
  paymentId?: string,
): Promise<DepositRefusal | null> {
  const block = await playBlockOf(tx, playerId, now);
  if (block) return { status: 403, error: block.message, code: blockCodes[block.reason] };
  if (await exceedsAllowance(tx, playerId, amountOre, now, paymentId))
    return { status: 409, error: paymentTexts.errors.limitReached, code: paymentErrorCodes.DEPOSIT_LIMIT_REACHED };
  return null;
}
