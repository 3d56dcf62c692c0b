import { gameErrorCodes, type RoundRequest, type RoundResult } from '@casino/api-client/play';
import { kronerToOre, oreToKroner, walletUnitsToOre } from '@casino/locale';
import { freeSpinTexts, gameTexts } from '@casino/locale/games';
import { jackpotDrawWins } from '../jackpots/jackpot-maths.ts';
import { isHandGame, playMaths } from '../maths/catalogue-maths.ts';
import type { RandomInt } from '../maths/random-source.ts';
import { betProblem } from '../round-bet.ts';
import { walletStatuses } from '../wallet/protocol.ts';
import type { RoundMeta } from '../wallet/round-meta.ts';
import type { SandboxAggregator } from '../wallet/sandbox-aggregator.ts';
import type { Launch } from './launches.ts';
import type { RewardStore } from './rewards.ts';
import { betRefused, callUuid, delivered, unavailable, type FrameAnswer } from './wallet-calls.ts';
import { refusal } from '../refusal.ts';

const errors = gameTexts.errors;

/** Whose rounds a launch plays: the operator, the player and the game. */
export const ownerOfLaunch = (launch: Launch) => ({
  walletUrl: launch.walletUrl,
  user: launch.session.user,
  gameCode: launch.session.gameCode,
});

/**
 * One round of a frame, decided here and booked at the operator's wallet as Hub88's aggregators do: the stake
 * as a bet, then the win (0 for none) closing the round, its outcome in `meta`. A win that cannot be delivered
 * rolls the bet back, so the player's money never hangs on a round they were not shown. A jackpot game's draw
 * is made here too, by the game's published odds; the operator pays its own pool (`meta.jackpot`), so what was
 * paid is read from the balances the wallet answered. A bonus spin is a free round of the player's reward: a
 * free bet of 0 and its win naming the reward, at the reward's stake, which the operator credits as bonus money.
 * A repeated round id answers the first result.
 */
export async function playFrameRound(
  launch: Launch,
  request: RoundRequest,
  at: { wallet: SandboxAggregator; random: RandomInt; rewards: RewardStore },
): Promise<FrameAnswer<RoundResult>> {
  // The same round asked for twice at once is played once: the second waits and answers what the first did.
  const before = launch.playing.get(request.roundId);
  if (before) await before.catch(() => undefined);
  const playing = playOnce(launch, request, at);
  launch.playing.set(request.roundId, playing);
  try {
    return await playing;
  } finally {
    if (launch.playing.get(request.roundId) === playing) launch.playing.delete(request.roundId);
  }
}

async function playOnce(
  launch: Launch,
  request: RoundRequest,
  at: { wallet: SandboxAggregator; random: RandomInt; rewards: RewardStore },
): Promise<FrameAnswer<RoundResult>> {
  const { wallet, random } = at;
  const { game, session } = launch;
  const asked = JSON.stringify({ stake: request.stake, bet: request.bet ?? null, free: request.freeSpin ?? null });
  const played = launch.rounds.get(request.roundId);
  if (played) {
    if (played.request !== asked) return refusal(409, errors.roundIdReused, gameErrorCodes.roundIdReused);
    return { ok: true, result: { ...played.result, replayed: true } };
  }
  if (isHandGame(game.maths)) return refusal(400, errors.playedAsHands);
  const problem = betProblem(game, request.bet);
  if (problem) return refusal(400, problem);
  // A bonus spin is a free round of the player's reward on this game, at the reward's stake.
  const found = request.freeSpin ? at.rewards.forRound(ownerOfLaunch(launch), request.freeSpin.grantId) : null;
  if (found && 'none' in found) return refusal(409, freeSpinTexts.errors[found.none], gameErrorCodes.noFreeSpins);
  const reward = found?.reward;

  const stakeOre = reward ? reward.betValueOre : kronerToOre(request.stake);
  const { winOre, outcome } = playMaths(game.maths, random, stakeOre, request.bet);
  const jackpot = !reward && game.maths.kind === 'slots' && game.maths.jackpot ? game.maths.jackpot : null;
  const jackpotFell = jackpot ? jackpotDrawWins(jackpot, random, stakeOre) : false;
  const round = request.roundId;
  const roundKey = `${launch.id}:${round}`;
  const betUuid = callUuid(roundKey, 'bet');
  const free = reward ? { rewardUuid: reward.uuid } : {};
  const bet = await delivered(() =>
    wallet.bet(session, { stakeOre: reward ? 0 : stakeOre, round, transactionUuid: betUuid, ...free }),
  );
  if (bet?.status !== walletStatuses.ok) {
    // A bet without an answer may have been booked: it is rolled back, which books it once either way.
    if (!bet) await rollBack(launch, wallet, round, betUuid);
    if (reward && bet) return refusal(409, freeSpinTexts.errors.none, gameErrorCodes.noFreeSpins);
    return betRefused(launch.game, bet?.status);
  }
  if (reward) reward.left -= 1;
  const meta: RoundMeta = { outcome, ...(jackpotFell ? { jackpot: true } : {}) };
  const win = await delivered(() =>
    wallet.win(session, {
      winOre,
      round,
      betUuid,
      closed: true,
      transactionUuid: callUuid(roundKey, 'win'),
      meta,
      ...free,
    }),
  );
  const balanceOre = walletUnitsToOre(win?.balance ?? -1);
  if (win?.status !== walletStatuses.ok || balanceOre === null) {
    await rollBack(launch, wallet, round, betUuid);
    return unavailable;
  }
  const betBalanceOre = walletUnitsToOre(bet.balance ?? -1) ?? balanceOre;
  const jackpotOre = jackpotFell ? Math.max(0, balanceOre - betBalanceOre - winOre) : 0;
  const result: RoundResult = {
    roundId: round,
    gameSessionId: request.gameSessionId,
    game: game.slug,
    stake: oreToKroner(stakeOre),
    win: oreToKroner(winOre + jackpotOre),
    balance: oreToKroner(balanceOre),
    outcome: jackpotOre > 0 && outcome.kind === 'slots' ? { ...outcome, jackpotWin: oreToKroner(jackpotOre) } : outcome,
    playedAt: new Date().toISOString(),
    replayed: false,
    ...(reward ? { freeSpin: { grantId: reward.reference, spinsLeft: reward.left } } : {}),
  };
  launch.rounds.set(round, { request: asked, result });
  return { ok: true, result };
}

/** Gives a bet's stake back (closing the round); a rollback of a bet never booked is booked with nothing moved. */
async function rollBack(launch: Launch, wallet: SandboxAggregator, round: string, betUuid: string) {
  await delivered(() =>
    wallet.rollback(launch.session, {
      round,
      betUuid,
      closed: true,
      transactionUuid: callUuid(`${launch.id}:${round}`, 'rollback'),
    }),
  );
}
