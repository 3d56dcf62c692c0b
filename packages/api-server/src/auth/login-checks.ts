import type { PlayerRow } from '../players/accounts.ts';
import { logger } from '../logger.ts';
import type { SignInRefusal } from '../messages.ts';
import type { ExclusionStatus } from '../players/rofus-protocol.ts';
import { RofusUnavailableError, type SelfExclusionRegister } from '../players/self-exclusion-register.ts';
import type { CprVault } from '../players/cpr-vault.ts';

/** Why an account that proved who it is (password or MitID) may still not log in, or null. */
export type LoginCheck = (
  player: PlayerRow,
) => Promise<Extract<SignInRefusal, 'rofus' | 'rofus_unavailable' | 'account_closed' | 'self_excluded'> | null>;

/**
 * The checks of every login, password or MitID: ROFUS by the player's CPR number (a person listed after signing
 * up is refused), a closed account, a running self-exclusion. An account with no CPR number is one made before
 * sign-up with MitID (a support agent, an old test account): there is no number to ask ROFUS with. Without an
 * answer from ROFUS nobody is let in (`rofus_unavailable`). A player ROFUS lists until deleted has their account
 * closed (`closeAccount`), as BEK 1274/2019 § 25, stk. 4 requires: its balance is paid out, marketing stops.
 */
export function loginCheck(
  register: SelfExclusionRegister,
  vault: CprVault,
  closeAccount: (playerId: number) => Promise<void>,
): LoginCheck {
  return async (player) => {
    if (player.cprSealed) {
      const answer = await rofusAnswer(register, { cpr: vault.open(player.cprSealed) });
      if (answer === 'PersonIsRegisteredIndefinitely' && player.status === 'active') {
        await closeAccount(player.id);
        logger.info({ playerId: player.id }, 'account closed: ROFUS lists the player until deleted');
      }
      if (answer === 'unavailable') return 'rofus_unavailable';
      if (answer !== 'PersonIsNotRegistered') return 'rofus';
    }
    if (player.status === 'closed') return 'account_closed';
    if (player.excludedUntil && player.excludedUntil.getTime() > Date.now()) return 'self_excluded';
    return null;
  };
}

/** What the site's login checks use: its ROFUS register, the CPR vault, and the closing of a listed account. */
export interface LoginCheckDeps {
  providers: { selfExclusion: SelfExclusionRegister };
  cprVault: CprVault;
  /** Closes the account of a player ROFUS lists until deleted, its balance paid out (a lock of the profile's). */
  closeListedAccount: (playerId: number) => Promise<void>;
}

/** The login checks of this site's register and vault. */
export const siteLoginCheck = ({ providers, cprVault, closeListedAccount }: LoginCheckDeps) =>
  loginCheck(providers.selfExclusion, cprVault, closeListedAccount);

/** ROFUS's answer for one person, or `unavailable` when it gave none. */
async function rofusAnswer(
  register: SelfExclusionRegister,
  person: { cpr: string },
): Promise<ExclusionStatus | 'unavailable'> {
  try {
    return await register.exclusionOf(person);
  } catch (error) {
    if (error instanceof RofusUnavailableError) {
      logger.error({ err: error }, 'ROFUS did not answer: the login or sign-up is refused');
      return 'unavailable';
    }
    throw error;
  }
}

/** ROFUS's answer for one person: listed (`rofus`), not listed (false), or no answer (`rofus_unavailable`). */
export async function askRofus(
  register: SelfExclusionRegister,
  person: { cpr: string },
): Promise<'rofus' | 'rofus_unavailable' | false> {
  const answer = await rofusAnswer(register, person);
  if (answer === 'unavailable') return 'rofus_unavailable';
  return answer === 'PersonIsNotRegistered' ? false : 'rofus';
}
