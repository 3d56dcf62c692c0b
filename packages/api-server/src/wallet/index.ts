import type { Database } from '../db/client.ts';
import { balanceOf, post, type LedgerEntryInput } from './ledger.ts';

export {
  InsufficientFundsError,
  InvalidLedgerEntryError,
  postIn,
  type LedgerEntryInput,
  type PostResult,
} from './ledger.ts';

/** The wallet bound to one database: what payments and games use to move money. */
export function createWallet(db: Database) {
  return {
    balanceOf: (playerId: number) => balanceOf(db, playerId),
    post: (entries: readonly LedgerEntryInput[], reference: string) => post(db, entries, reference),
  };
}
export type Wallet = ReturnType<typeof createWallet>;
