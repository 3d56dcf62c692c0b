import type { SignUpRefusalCode } from '@casino/locale/sign-up';
import type { SelfExclusionRegister } from '../players/self-exclusion-register.ts';
import { ageOn, MINIMUM_AGE } from './cpr.ts';
import { askRofus } from './login-checks.ts';
import type { MitidIdentity } from './mitid-broker.ts';

/**
 * May this person become a player? 18 or older by the CPR number, and not in ROFUS (DOMAIN.md "Becoming a
 * player"). Asked when MitID answers and again when the account is made; without ROFUS's answer, refused.
 */
export async function identityRefusal(
  register: SelfExclusionRegister,
  identity: Pick<MitidIdentity, 'cpr'>,
  now = new Date(),
): Promise<Extract<SignUpRefusalCode, 'under_18' | 'rofus' | 'rofus_unavailable'> | null> {
  if (ageOn(identity.cpr.birthDate, now) < MINIMUM_AGE) return 'under_18';
  return (await askRofus(register, { cpr: identity.cpr.digits })) || null;
}
