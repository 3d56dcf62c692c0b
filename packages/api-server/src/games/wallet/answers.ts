import { oreToWalletUnits } from '@casino/locale';
import { walletStatuses, WALLET_CURRENCY, type WalletAnswer, type WalletStatus } from './protocol.ts';
import { walletUserOf } from './wallet-session.ts';

/** An answer without its request_uuid: what is stored with a booked call and given again to its repeats. */
export type StoredAnswer = Omit<WalletAnswer, 'request_uuid'>;

/** The answer for a known player: the status, and their balance in the wallet's units. */
export const playerAnswer = (status: WalletStatus, playerId: number, balanceOre: number): StoredAnswer => ({
  status,
  user: walletUserOf(playerId),
  currency: WALLET_CURRENCY,
  balance: oreToWalletUnits(balanceOre),
});

/** The answer when no player can be named (an unknown token, a body that is not the protocol's). */
export const bareAnswer = (status: WalletStatus): StoredAnswer => ({ status });

export const isOk = (answer: StoredAnswer) => answer.status === walletStatuses.ok;
