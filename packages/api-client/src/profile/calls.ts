// '@casino/api-client/profile': the calls of the profile pages (deletion, address, password, lock, promo
// codes and bonuses). What every page reads about the player is in the main entry ('core/calls/profiles.ts').
import { clientOf, requestOptions, type CallOptions, type HttpResult } from '@casino/api-client';
import {
  activeBonusesSchema,
  incompletePromoCodeUsagesSchema,
  profilePromoCodesSchema,
  promoCodeRedeemResultSchema,
  type PromoCodeRedeemRequest,
} from './bonuses.ts';
import {
  deleteProfileResultSchema,
  deleteRequestResultSchema,
  lockPeriodSchema,
  lockResultSchema,
  passwordChangeResultSchema,
  registeredAddressSchema,
  type LockPeriod,
  type LockResult,
  type PasswordChangeRequest,
} from './forms.ts';

const profiles = '/api/proxy/profiles';

/** POST /api/proxy/profiles/delete (no body): asks for deletion, answers with the confirmation token. */
export function requestProfileDeletion(options?: CallOptions) {
  return clientOf(options).post(`${profiles}/delete`, undefined, deleteRequestResultSchema, requestOptions(options));
}

/** POST /api/proxy/profiles/deleteProfile: confirms the deletion; newsletters always end with it. */
export function deleteProfile(token: string, options?: CallOptions) {
  return clientOf(options).post(
    `${profiles}/deleteProfile`,
    { acceptedNewsletters: false, token },
    deleteProfileResultSchema,
    requestOptions(options),
  );
}

/** GET /api/proxy/profiles/address: the address from the national register (CPR), read-only. */
export function getRegisteredAddress(options?: CallOptions) {
  return clientOf(options).get(`${profiles}/address`, registeredAddressSchema, requestOptions(options));
}

/** POST /api/proxy/profiles/password: changes the password; the player's other sessions end. */
export function changePassword(change: PasswordChangeRequest, options?: CallOptions) {
  return clientOf(options).post(`${profiles}/password`, change, passwordChangeResultSchema, requestOptions(options));
}

/** POST /api/proxy/profiles/cooldown (empty body): the 24-hour pause. */
export function cooldown(options?: CallOptions) {
  return clientOf(options).post(`${profiles}/cooldown`, {}, lockResultSchema, requestOptions(options));
}

/**
 * Locks the account for a period (spec section 4): 'day' is the cooldown, 'month' and 'forever' the
 * lock. Any other period throws before anything is sent (spec section 5).
 */
export async function lockAccount(
  period: LockPeriod,
  acceptedNewsletters: boolean,
  options?: CallOptions,
): Promise<HttpResult<LockResult>> {
  const parsed = lockPeriodSchema.safeParse(period);
  if (!parsed.success) throw new RangeError(`Invalid lock period: ${String(period)} (expected day, month or forever)`);
  if (parsed.data === 'day') return cooldown(options);
  return clientOf(options).post(
    `${profiles}/lock`,
    { period: parsed.data, acceptedNewsletters },
    lockResultSchema,
    requestOptions(options),
  );
}

/** GET /api/proxy/profiles/hasIncompletePromoCodeUsages. */
export function hasIncompletePromoCodeUsages(options?: CallOptions) {
  return clientOf(options).get(
    `${profiles}/hasIncompletePromoCodeUsages`,
    incompletePromoCodeUsagesSchema,
    requestOptions(options),
  );
}

/** GET /api/proxy/profiles/promocodes (authenticated only). */
export function getProfilePromoCodes(options?: CallOptions) {
  return clientOf(options).get(`${profiles}/promocodes`, profilePromoCodesSchema, requestOptions(options));
}

/** GET /api/proxy/profiles/bonuses: the bonuses still being wagered, soonest to expire first. */
export function getActiveBonuses(options?: CallOptions) {
  return clientOf(options).get(`${profiles}/bonuses`, activeBonusesSchema, requestOptions(options));
}

/** POST /api/proxy/profiles/promocodes/redeem: applies a promo code to the player's next qualifying deposit. */
export function redeemPromoCode(request: PromoCodeRedeemRequest, options?: CallOptions) {
  return clientOf(options).post(
    `${profiles}/promocodes/redeem`,
    request,
    promoCodeRedeemResultSchema,
    requestOptions(options),
  );
}
