import { oreToKroner, walletUnitsToOre } from '@casino/locale';
import { postPoolEntries } from '../jackpots/pool-account.ts';
import { jackpotPayout, roundMetaOf } from './round-meta.ts';
import type { DbTransaction } from '../../db/client.ts';
import type { RouteDeps } from '../../http/app-env.ts';
import { balanceOf, postIn } from '../../ledger/ledger.ts';
import { lockPlayer } from '../../ledger/player-lock.ts';
import { walletReference } from '../game-references.ts';
import { findPlayableGame } from '../playable-game.ts';
import { holdFreeSpinWin } from '../../promotions/bonus-win.ts';
import { grantOfReward } from '../free-spins/reward-grant.ts';
import { bareAnswer, playerAnswer, type StoredAnswer } from './answers.ts';
import { bookedCall, recordCall, repeatAnswer, rollbackOf, winOn, type CallFacts } from './booked-calls.ts';
import { closeWalletRound } from './close-round.ts';
import type { PlayDeps } from '../play-deps.ts';
import {
  walletStatuses,
  WALLET_CURRENCY,
  type RollbackRequest,
  type WalletStatus,
  type WinRequest,
} from './protocol.ts';
import { roundIdOf, sessionOfWalletToken, walletUserOf } from './wallet-session.ts';

// A win and a rollback settle a bet already taken, so neither checks the token's expiry (Hub88: they may come
// after it), nor a pause or exclusion begun since: the money of a bet that was allowed is owed either way.

type Settlement = { kind: 'win'; request: WinRequest } | { kind: 'rollback'; request: RollbackRequest };

/**
 * A win (Hub88 /transaction/win) or a rollback (/transaction/rollback), in ONE database transaction under the
 * player's lock: a transaction_uuid already booked answers as it did. A win pays its amount for a bet of this
 * player that stands (not rolled back). A rollback gives a standing bet's stake back; a rollback of a bet never
 * booked is booked with nothing moved, so the bet is refused if it comes later and a repeat is answered alike.
 * A free round's win is credited as bonus money, held for wagering as the terms of its grant's promo say.
 */
export async function bookSettlement(
  tx: DbTransaction,
  deps: Pick<RouteDeps, 'environment'> & Pick<PlayDeps, 'recordEndedGame'>,
  settlement: Settlement,
  now: Date,
): Promise<StoredAnswer> {
  const { request } = settlement;
  const session = await sessionOfWalletToken(tx, request.token);
  if (!session || walletUserOf(session.playerId) !== request.user) return bareAnswer(walletStatuses.invalidToken);
  const { playerId } = session;
  await lockPlayer(tx, playerId);
  const refused = async (status: WalletStatus) => playerAnswer(status, playerId, await balanceOf(tx, playerId));
  const roundId = roundIdOf(request.round);
  const reference = request.reference_transaction_uuid;
  const bet = await bookedCall(tx, reference);
  const standingBet = bet?.kind === 'bet' && bet.playerId === playerId ? bet : undefined;

  let amountOre: number;
  if (settlement.kind === 'win') {
    const winOre = walletUnitsToOre(settlement.request.amount);
    if (winOre === null) return refused(walletStatuses.wrongTypes);
    amountOre = winOre;
  } else amountOre = standingBet && !(await rollbackOf(tx, playerId, reference)) ? standingBet.amountOre : 0;
  const facts: CallFacts = {
    kind: settlement.kind,
    playerId,
    gameId: session.gameId,
    roundId,
    amountOre,
    referenceTransactionUuid: reference,
  };
  const repeated = await repeatAnswer(tx, request.transaction_uuid, facts);
  if (repeated) return repeated;

  if (request.game_code !== session.gameCode) return refused(walletStatuses.invalidGame);
  if (settlement.kind === 'win') {
    if (settlement.request.currency !== WALLET_CURRENCY) return refused(walletStatuses.wrongCurrency);
    if (!standingBet || (await rollbackOf(tx, playerId, reference)))
      return refused(walletStatuses.transactionDoesNotExist);
  } else if (bet && !standingBet) return refused(walletStatuses.transactionDoesNotExist);
  // A bet already won on is settled: giving its stake back too would pay the round twice.
  else if (standingBet && (await winOn(tx, playerId, reference))) return refused(walletStatuses.unknown);
  const game = await findPlayableGame(tx, session.gameCode, deps.environment);
  if (!game) return refused(walletStatuses.invalidGame);
  // A free round's win (`is_free`, on the free bet of a reward the site granted) is bonus money of its grant.
  const freeWin = settlement.kind === 'win' && settlement.request.is_free;
  const grant = freeWin
    ? await grantOfReward(tx, { playerId, gameId: game.id, rewardUuid: settlement.request.reward_uuid })
    : undefined;
  if (freeWin && (!grant || standingBet!.amountOre !== 0)) return refused(walletStatuses.unknown);

  const type = freeWin ? 'bonus' : settlement.kind === 'win' ? 'win' : 'bet';
  const meta = roundMetaOf(settlement.kind === 'win' ? settlement.request.meta : undefined);
  // The site's jackpot is paid with the win that closes its round, which records the round with it; a free
  // round plays for none.
  const jackpot = meta.jackpot && request.round_closed && !freeWin ? await jackpotPayout(tx, game) : null;
  const paidOre = amountOre + (jackpot?.wonOre ?? 0);
  const posted =
    paidOre > 0
      ? await postIn(
          tx,
          [{ playerId, type, amountOre: paidOre }],
          walletReference(playerId, roundId, request.transaction_uuid),
        )
      : null;
  if (jackpot && posted) await postPoolEntries(tx, posted.transactionId, game.id, jackpot.entries);
  if (grant && paidOre > 0)
    await holdFreeSpinWin(tx, { playerId, promoCodeId: grant.promoCodeId, winOre: paidOre, now });
  const balanceAfterOre = posted ? posted.balances[playerId]! : await balanceOf(tx, playerId);
  const answer = playerAnswer(walletStatuses.ok, playerId, balanceAfterOre);
  await recordCall(tx, {
    ...facts,
    transactionUuid: request.transaction_uuid,
    gameSessionId: session.id,
    round: request.round,
    ledgerTransactionId: posted?.transactionId ?? null,
    answer,
    at: now,
  });
  if (request.round_closed) {
    const jackpotOre = jackpot?.wonOre ?? 0;
    const outcome =
      jackpotOre > 0 && meta.outcome?.kind === 'slots'
        ? { ...meta.outcome, jackpotWin: oreToKroner(jackpotOre) }
        : meta.outcome;
    await closeWalletRound(
      tx,
      {
        playerId,
        game,
        gameSessionId: session.id,
        roundId,
        balanceAfterOre,
        at: now,
        outcome,
        moves: meta.moves,
        jackpotOre,
        ...(grant ? { freeSpin: { grantId: grant.id, stakeOre: grant.spinValueOre } } : {}),
      },
      deps.recordEndedGame,
    );
  }
  return answer;
}
