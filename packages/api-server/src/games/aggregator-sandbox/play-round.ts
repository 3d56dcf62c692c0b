import type { RoundOutcome, RoundRequest, RoundResult } from '@casino/api-client/play';
import { formatKroner, kronerToOre, oreToKroner, walletUnitsToOre } from '@casino/locale';
import { gameTexts } from '@casino/locale/games';
import { createHash } from 'node:crypto';
import { jackpotDrawWins } from '../jackpots/jackpot-maths.ts';
import { isHandGame, playMaths } from '../maths/catalogue-maths.ts';
import type { RandomInt } from '../maths/random-source.ts';
import { betProblem } from '../round-bet.ts';
import { walletStatuses, type WalletAnswer } from '../wallet/protocol.ts';
import type { SandboxAggregator, SentCall } from '../wallet/sandbox-aggregator.ts';
import type { Launch } from './launches.ts';

const errors = gameTexts.errors;

/** How often a call whose answer was lost is sent again (the same transaction_uuid: booked once). */
const ATTEMPTS = 3;

export type FrameAnswer =
  { ok: true; result: RoundResult } | { ok: false; status: 400 | 403 | 409 | 502; error: string };

/** What the operator's wallet puts in a round's `meta`: the outcome the player saw, and a jackpot's fall. */
export interface RoundMeta {
  outcome: RoundOutcome;
  jackpot?: boolean;
}

/** A uuid of the launch's round and call: the same round sends the same transaction_uuid however often. */
function transactionUuid(launch: Launch, roundId: string, call: 'bet' | 'win' | 'rollback'): string {
  const h = createHash('sha256').update(`${launch.id}:${roundId}:${call}`).digest('hex').split('');
  h[12] = '8';
  h[16] = ((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
  const x = h.join('');
  return `${x.slice(0, 8)}-${x.slice(8, 12)}-${x.slice(12, 16)}-${x.slice(16, 20)}-${x.slice(20, 32)}`;
}

/** Sends a call until an answer arrives; null when none did (the wallet unreachable, or unsigned answers). */
async function delivered(send: () => Promise<SentCall>): Promise<WalletAnswer | null> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    try {
      return (await send()).answer;
    } catch {
      // asked again with the same body
    }
  }
  return null;
}

/** A bet the wallet refused, in the player's words. */
function refusal(launch: Launch, status: string | undefined): FrameAnswer {
  const amount = (ore: number) => formatKroner(oreToKroner(ore), { decimals: 'auto' });
  switch (status) {
    case walletStatuses.notEnoughMoney:
      return { ok: false, status: 409, error: errors.insufficientFunds };
    case walletStatuses.userDisabled:
      return { ok: false, status: 403, error: errors.playRefused };
    case walletStatuses.tokenExpired:
    case walletStatuses.invalidToken:
      return { ok: false, status: 403, error: errors.sessionInvalid };
    case walletStatuses.limitReached:
      return {
        ok: false,
        status: 400,
        error: errors.stakeOutOfRange(amount(launch.game.betMinOre), amount(launch.game.betMaxOre)),
      };
    default:
      return { ok: false, status: 502, error: errors.gameUnavailable };
  }
}

/**
 * One round of a frame, decided here and booked at the operator's wallet as Hub88's aggregators do: the stake
 * as a bet, then the win (0 for none) closing the round, its outcome in `meta`. A win that cannot be delivered
 * rolls the bet back, so the player's money never hangs on a round they were not shown. A jackpot game's draw
 * is made here too, by the game's published odds; the operator pays its own pool (`meta.jackpot`), so what was
 * paid is read from the balances the wallet answered. A repeated round id answers the first result.
 */
export async function playFrameRound(
  launch: Launch,
  request: RoundRequest,
  wallet: SandboxAggregator,
  random: RandomInt,
): Promise<FrameAnswer> {
  const { game, session } = launch;
  const asked = JSON.stringify({ stake: request.stake, bet: request.bet ?? null });
  const played = launch.rounds.get(request.roundId);
  if (played) {
    if (played.request !== asked) return { ok: false, status: 409, error: errors.roundIdReused };
    return { ok: true, result: { ...played.result, replayed: true } };
  }
  if (isHandGame(game.maths)) return { ok: false, status: 400, error: errors.playedAsHands };
  if (request.freeSpin) return { ok: false, status: 400, error: errors.betNotAllowed };
  const problem = betProblem(game, request.bet);
  if (problem) return { ok: false, status: 400, error: problem };

  const stakeOre = kronerToOre(request.stake);
  const { winOre, outcome } = playMaths(game.maths, random, stakeOre, request.bet);
  const jackpot = game.maths.kind === 'slots' && game.maths.jackpot ? game.maths.jackpot : null;
  const jackpotFell = jackpot ? jackpotDrawWins(jackpot, random, stakeOre) : false;
  const round = request.roundId;
  const betUuid = transactionUuid(launch, round, 'bet');
  const bet = await delivered(() => wallet.bet(session, { stakeOre, round, transactionUuid: betUuid }));
  if (bet?.status !== walletStatuses.ok) {
    // A bet without an answer may have been booked: it is rolled back, which books it once either way.
    if (!bet) await rollBack(launch, wallet, round, betUuid);
    return refusal(launch, bet?.status);
  }
  const meta: RoundMeta = { outcome, ...(jackpotFell ? { jackpot: true } : {}) };
  const win = await delivered(() =>
    wallet.win(session, {
      winOre,
      round,
      betUuid,
      closed: true,
      transactionUuid: transactionUuid(launch, round, 'win'),
      meta,
    }),
  );
  const balanceOre = walletUnitsToOre(win?.balance ?? -1);
  if (win?.status !== walletStatuses.ok || balanceOre === null) {
    await rollBack(launch, wallet, round, betUuid);
    return { ok: false, status: 502, error: errors.gameUnavailable };
  }
  const betBalanceOre = walletUnitsToOre(bet.balance ?? -1) ?? balanceOre;
  const jackpotOre = jackpotFell ? Math.max(0, balanceOre - betBalanceOre - winOre) : 0;
  const result: RoundResult = {
    roundId: round,
    gameSessionId: request.gameSessionId,
    game: game.slug,
    stake: request.stake,
    win: oreToKroner(winOre + jackpotOre),
    balance: oreToKroner(balanceOre),
    outcome: jackpotOre > 0 && outcome.kind === 'slots' ? { ...outcome, jackpotWin: oreToKroner(jackpotOre) } : outcome,
    playedAt: new Date().toISOString(),
    replayed: false,
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
      transactionUuid: transactionUuid(launch, round, 'rollback'),
    }),
  );
}
