import { gameErrorCodes } from '@casino/api-client/play';
import { walletUnitsToOre } from '@casino/locale';
import type { DbTransaction } from '../../db/client.ts';
import type { RouteDeps } from '../../http/app-env.ts';
import { balanceOf, postIn } from '../../ledger/ledger.ts';
import { lockPlayer } from '../../ledger/player-lock.ts';
import { walletReference } from '../game-references.ts';
import { contributionOf } from '../jackpots/jackpot-maths.ts';
import { lockPool, postPoolEntries } from '../jackpots/pool-account.ts';
import { findPlayableGame } from '../playable-game.ts';
import type { Refusal } from '../refusal.ts';
import { stakeRefusal } from '../stake-checks.ts';
import { countTowardsWagering } from '../../promotions/wagering.ts';
import { isLive } from '../free-spins/live-grant.ts';
import { grantOfReward } from '../free-spins/reward-grant.ts';
import { spendFreeSpin } from '../free-spins/spend-free-spin.ts';
import { bareAnswer, playerAnswer, type StoredAnswer } from './answers.ts';
import { recordCall, repeatAnswer, rollbackOf } from './booked-calls.ts';
import { closeWalletRound } from './close-round.ts';
import type { PlayDeps } from '../play-deps.ts';
import { walletStatuses, WALLET_CURRENCY, type BetRequest, type WalletStatus } from './protocol.ts';
import { roundIdOf, sessionOfWalletToken, walletUserOf } from './wallet-session.ts';

/** A stake refused by the checks every round's stake goes through, in the protocol's words. */
const statusOfRefusal: Partial<Record<NonNullable<Refusal['code']>, WalletStatus>> = {
  [gameErrorCodes.playBlocked]: walletStatuses.userDisabled,
  [gameErrorCodes.depositLimitRequired]: walletStatuses.userDisabled,
  [gameErrorCodes.sessionInvalid]: walletStatuses.tokenExpired,
  [gameErrorCodes.insufficientFunds]: walletStatuses.notEnoughMoney,
  [gameErrorCodes.stakeOutOfRange]: walletStatuses.limitReached,
};

/**
 * A bet (Hub88 /transaction/bet), in ONE database transaction under the player's lock: a transaction_uuid
 * already booked answers as it did; a bet whose rollback came first is refused; otherwise the token must be
 * this player's and live, the game the session's, the currency kroner, and the stake must pass the very checks
 * a round's stake passes (stake-checks.ts: pause, exclusion, closed account, deposit limit set, bet range,
 * balance). Then the stake leaves the balance, feeds the game's jackpot pool and counts towards wagering, in
 * one ledger transaction with the call's booking; `round_closed` records the round's end. A free bet (`is_free`,
 * amount 0) is a round of a reward the site granted (`reward_uuid`, free-spins/reward.ts): a spin off its grant.
 */
export async function bookBet(
  tx: DbTransaction,
  deps: Pick<RouteDeps, 'environment'> & PlayDeps,
  request: BetRequest,
  now: Date,
): Promise<StoredAnswer> {
  const session = await sessionOfWalletToken(tx, request.token);
  if (!session || walletUserOf(session.playerId) !== request.user) return bareAnswer(walletStatuses.invalidToken);
  const { playerId } = session;
  await lockPlayer(tx, playerId);
  const refused = async (status: WalletStatus) => playerAnswer(status, playerId, await balanceOf(tx, playerId));
  const stakeOre = walletUnitsToOre(request.amount);
  if (stakeOre === null) return refused(walletStatuses.wrongTypes);
  const roundId = roundIdOf(request.round);
  const facts = { kind: 'bet', playerId, gameId: session.gameId, roundId, amountOre: stakeOre } as const;
  const repeated = await repeatAnswer(tx, request.transaction_uuid, { ...facts, referenceTransactionUuid: null });
  if (repeated) return repeated;
  if (await rollbackOf(tx, playerId, request.transaction_uuid)) return refused(walletStatuses.transactionRolledBack);

  if (session.expiresAt <= now) return refused(walletStatuses.tokenExpired);
  if (request.game_code !== session.gameCode) return refused(walletStatuses.invalidGame);
  if (request.currency !== WALLET_CURRENCY) return refused(walletStatuses.wrongCurrency);
  const game = await findPlayableGame(tx, session.gameCode, deps.environment);
  if (!game) return refused(walletStatuses.invalidGame);
  const free = request.is_free;
  const refusal = await stakeRefusal(tx, {
    playerId,
    game,
    gameSessionId: session.id,
    stakeOre,
    inRange: !free,
    now,
    playFacts: deps.playFacts,
  });
  if (refusal) return refused(statusOfRefusal[refusal.code!] ?? walletStatuses.unknown);
  const record = (ledgerTransactionId: number | null, answer: StoredAnswer) =>
    recordCall(tx, {
      ...facts,
      referenceTransactionUuid: null,
      transactionUuid: request.transaction_uuid,
      gameSessionId: session.id,
      round: request.round,
      ledgerTransactionId,
      answer,
      at: now,
    });

  if (free) {
    // A free round of a reward: a spin off the grant it plays, nothing from the balance, no wagering counted.
    if (stakeOre !== 0) return refused(walletStatuses.wrongTypes);
    const grant = await grantOfReward(tx, { playerId, gameId: game.id, rewardUuid: request.reward_uuid });
    if (!grant || !isLive(grant, now) || !(await spendFreeSpin(tx, grant.id))) return refused(walletStatuses.unknown);
    const answer = playerAnswer(walletStatuses.ok, playerId, await balanceOf(tx, playerId));
    await record(null, answer);
    return answer;
  }

  const jackpot = game.maths.kind === 'slots' ? game.maths.jackpot : undefined;
  if (jackpot) await lockPool(tx, game.id, jackpot.seedOre);
  const contributionOre = jackpot ? contributionOf(jackpot, stakeOre) : 0;
  const posted = await postIn(
    tx,
    [{ playerId, type: 'bet', amountOre: -stakeOre }],
    walletReference(playerId, roundId, request.transaction_uuid),
  );
  if (contributionOre > 0)
    await postPoolEntries(tx, posted.transactionId, game.id, [{ type: 'contribution', amountOre: contributionOre }]);
  await countTowardsWagering(tx, playerId, stakeOre, now);
  const balanceAfterOre = posted.balances[playerId]!;
  const answer = playerAnswer(walletStatuses.ok, playerId, balanceAfterOre);
  await record(posted.transactionId, answer);
  if (request.round_closed)
    await closeWalletRound(
      tx,
      { playerId, game, gameSessionId: session.id, roundId, balanceAfterOre, at: now },
      deps.recordEndedGame,
    );
  return answer;
}
