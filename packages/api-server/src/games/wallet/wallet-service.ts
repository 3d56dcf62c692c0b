import type { Environment } from '@casino/api-client';
import type { Database } from '../../db/client.ts';
import { accountExists } from '../../players/accounts.ts';
import { balanceOf } from '../../ledger/ledger.ts';
import { bareAnswer, playerAnswer, type StoredAnswer } from './answers.ts';
import { bookBet } from './book-bet.ts';
import { bookSettlement } from './book-settlement.ts';
import type { PlayDeps } from '../play-deps.ts';
import {
  walletStatuses,
  type BalanceRequest,
  type BetRequest,
  type RollbackRequest,
  type UserInfoRequest,
  type WinRequest,
} from './protocol.ts';
import { playerIdOfWalletUser, sessionOfWalletToken, walletUserOf } from './wallet-session.ts';

/**
 * What each wallet call does, once its signature and body are checked: a user's info, a session's balance, and
 * the bets, wins and rollbacks, each one transaction (booked once per transaction_uuid under the player's lock).
 */
export function walletService(deps: { db: Database; environment: Environment; now: () => Date } & PlayDeps) {
  const { db, now } = deps;
  return {
    async info(request: UserInfoRequest): Promise<StoredAnswer> {
      const playerId = playerIdOfWalletUser(request.user);
      if (!playerId || !(await accountExists(db, playerId))) return bareAnswer(walletStatuses.unknown);
      return { status: walletStatuses.ok, user: walletUserOf(playerId), country: 'DK' };
    },
    async balance(request: BalanceRequest): Promise<StoredAnswer> {
      const session = await sessionOfWalletToken(db, request.token);
      if (!session || walletUserOf(session.playerId) !== request.user) return bareAnswer(walletStatuses.invalidToken);
      return playerAnswer(walletStatuses.ok, session.playerId, await balanceOf(db, session.playerId));
    },
    bet: (request: BetRequest) => db.transaction((tx) => bookBet(tx, deps, request, now())),
    win: (request: WinRequest) => db.transaction((tx) => bookSettlement(tx, deps, { kind: 'win', request }, now())),
    rollback: (request: RollbackRequest) =>
      db.transaction((tx) => bookSettlement(tx, deps, { kind: 'rollback', request }, now())),
  };
}
