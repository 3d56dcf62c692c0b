import type { players } from '../db/schema.ts';
import type { SignInRefusal } from '../messages.ts';
import type { SelfExclusionRegister } from '../players/self-exclusion-register.ts';
import type { CprVault } from './cpr-vault.ts';

/** Why an account that proved who it is (password or MitID) may still not log in, or null. */
export type LoginCheck = (
  player: typeof players.$inferSelect,
) => Promise<Extract<SignInRefusal, 'rofus' | 'account_closed' | 'self_excluded'> | null>;

/**
 * The checks of every login, password or MitID: ROFUS by the player's CPR number (a person listed after signing
 * up is refused), a closed account, a running self-exclusion. An account with no CPR number is one made before
 * sign-up with MitID (a support agent, an old test account): there is no number to ask ROFUS with.
 */
export function loginCheck(register: SelfExclusionRegister, vault: CprVault): LoginCheck {
  return async (player) => {
    if (player.cprSealed && (await register.isRegistered({ cpr: vault.open(player.cprSealed) }))) return 'rofus';
    if (player.status === 'closed') return 'account_closed';
    if (player.excludedUntil && player.excludedUntil.getTime() > Date.now()) return 'self_excluded';
    return null;
  };
}
