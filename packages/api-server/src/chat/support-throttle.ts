import { supportTexts } from '@casino/locale/support';
import type { DbTransaction } from '../db/client.ts';
import { spendRequestBudget, type RequestLimits } from '../http/request-budget.ts';
import { refuse } from './refusals.ts';

/** What guests may ask of support in an hour (becoming a guest, a chat begun, a contact message). */
export type GuestLimits = RequestLimits;
export const defaultGuestLimits: GuestLimits = { perEmail: 5, perIp: 20 };

/** Counts a guest's request against support's hourly budget of its e-mail and IP address, or refuses it with 429. */
export async function countGuestRequest(
  tx: DbTransaction,
  who: { email: string; ip: string; secret: string; limits?: GuestLimits },
  now = new Date(),
): Promise<void> {
  const limits = who.limits ?? defaultGuestLimits;
  if (!(await spendRequestBudget(tx, { ...who, scope: 'support', limits }, now)))
    throw refuse(429, 'SUPPORT_RATE_LIMITED', supportTexts.errors.tooManyRequests);
}
