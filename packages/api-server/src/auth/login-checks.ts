import type { players } from '../db/schema.ts';
import { logger } from '../logger.ts';
import type { SignInRefusal } from '../messages.ts';
import { isListed, RofusUnavailableError, type SelfExclusionRegister } from '../players/self-exclusion-register.ts';
import type { CprVault } from './cpr-vault.ts';

/** Why an account that proved who it is (password or MitID) may still not log in, or null. */
export type LoginCheck = (
  player: typeof players.$inferSelect,
) => Promise<Extract<SignInRefusal, 'rofus' | 'rofus_unavailable' | 'account_closed' | 'self_excluded'> | null>;

/**
 * The checks of every login, password or MitID: ROFUS by the player's CPR number (a person listed after signing
 * up is refused), a closed account, a running self-exclusion. An account with no CPR number is one made before
 * sign-up with MitID (a support agent, an old test account): there is no number to ask ROFUS with. Without an
 * answer from ROFUS nobody is let in (`rofus_unavailable`).
 */
export function loginCheck(register: SelfExclusionRegister, vault: CprVault): LoginCheck {
  return async (player) => {
    if (player.cprSealed) {
      const listed = await askRofus(register, { cpr: vault.open(player.cprSealed) });
      if (listed !== false) return listed;
    }
    if (player.status === 'closed') return 'account_closed';
    if (player.excludedUntil && player.excludedUntil.getTime() > Date.now()) return 'self_excluded';
    return null;
  };
}

/** ROFUS's answer for one person: listed (`rofus`), not listed (false), or no answer (`rofus_unavailable`). */
export async function askRofus(
  register: SelfExclusionRegister,
  person: { cpr: string },
): Promise<'rofus' | 'rofus_unavailable' | false> {
  try {
    return (await isListed(register, person)) ? 'rofus' : false;
  } catch (error) {
    if (error instanceof RofusUnavailableError) {
      logger.error({ err: error }, 'ROFUS did not answer: the login or sign-up is refused');
      return 'rofus_unavailable';
    }
    throw error;
  }
}
