import { oreToWalletUnits } from '@casino/locale';
import { createPrivateKey, createPublicKey, randomUUID, type KeyObject } from 'node:crypto';
import { sandboxWalletKeys } from './sandbox-keys.ts';
import { signBody, verifyBody } from './signature.ts';
import { SIGNATURE_HEADER, WALLET_CURRENCY, walletPaths, type WalletAnswer } from './protocol.ts';

// The sandbox game aggregator's side of the wallet: it calls a site's wallet (at `walletUrl`, the base URL the
// operator registers) over HTTP as Hub88 calls an operator, signing each body with the aggregator's private key, and believes an answer only if it carries a
// valid signature of the operator's key. Tests speak the real protocol through it.

/** What a player's game session gives the aggregator: the token, the user and the game it names. */
export interface AggregatorSession {
  token: string;
  user: string;
  gameCode: string;
}

export interface SentCall {
  /** The body exactly as it went over the wire. */
  body: string;
  answer: WalletAnswer;
}

export class UnsignedAnswerError extends Error {
  constructor(path: string) {
    super(`The wallet's answer to ${path} carries no valid operator signature`);
    this.name = 'UnsignedAnswerError';
  }
}

export function sandboxAggregator(
  walletUrl: string,
  keys: { aggregatorPrivateKey: KeyObject; operatorPublicKey: KeyObject } = {
    aggregatorPrivateKey: createPrivateKey(sandboxWalletKeys.aggregatorPrivateKey),
    operatorPublicKey: createPublicKey(sandboxWalletKeys.operatorPublicKey),
  },
) {
  /** Sends `body` as it is, with `signature` (the aggregator's, unless a test forges one). */
  async function send(path: string, body: string, signature = signBody(body, keys.aggregatorPrivateKey)) {
    const response = await fetch(`${walletUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
      body,
    });
    const text = await response.text();
    if (!verifyBody(text, response.headers.get(SIGNATURE_HEADER) ?? undefined, keys.operatorPublicKey))
      throw new UnsignedAnswerError(path);
    return { body, answer: JSON.parse(text) as WalletAnswer } satisfies SentCall;
  }
  const call = (path: string, fields: Record<string, unknown>) =>
    send(path, JSON.stringify({ request_uuid: randomUUID(), ...fields }));

  /** The fields every transaction of a round carries, Hub88's names. */
  const transaction = (
    session: AggregatorSession,
    round: { round: string; closed: boolean; transactionUuid?: string },
  ) => ({
    user: session.user,
    transaction_uuid: round.transactionUuid ?? randomUUID(),
    supplier_transaction_id: `sandbox-${randomUUID()}`,
    token: session.token,
    round: round.round,
    round_closed: round.closed,
    game_code: session.gameCode,
  });

  return {
    send,
    call,
    info: (user: string) => call(walletPaths.info, { user }),
    balance: (session: AggregatorSession) =>
      call(walletPaths.balance, { user: session.user, token: session.token, game_code: session.gameCode }),
    bet: (
      session: AggregatorSession,
      bet: { stakeOre: number; round: string; closed?: boolean; transactionUuid?: string; meta?: unknown },
    ) =>
      call(walletPaths.bet, {
        ...transaction(session, {
          round: bet.round,
          closed: bet.closed ?? false,
          transactionUuid: bet.transactionUuid,
        }),
        reward_uuid: null,
        is_free: false,
        is_aggregated: false,
        currency: WALLET_CURRENCY,
        bet: null,
        amount: oreToWalletUnits(bet.stakeOre),
        ...(bet.meta === undefined ? {} : { meta: bet.meta }),
      }),
    win: (
      session: AggregatorSession,
      win: {
        winOre: number;
        round: string;
        betUuid: string;
        closed?: boolean;
        transactionUuid?: string;
        meta?: unknown;
      },
    ) =>
      call(walletPaths.win, {
        ...transaction(session, { round: win.round, closed: win.closed ?? true, transactionUuid: win.transactionUuid }),
        reward_uuid: null,
        is_free: false,
        is_aggregated: false,
        currency: WALLET_CURRENCY,
        bet: null,
        amount: oreToWalletUnits(win.winOre),
        reference_transaction_uuid: win.betUuid,
        ...(win.meta === undefined ? {} : { meta: win.meta }),
      }),
    rollback: (
      session: AggregatorSession,
      rollback: { round: string; betUuid: string; closed?: boolean; transactionUuid?: string },
    ) =>
      call(walletPaths.rollback, {
        ...transaction(session, {
          round: rollback.round,
          closed: rollback.closed ?? true,
          transactionUuid: rollback.transactionUuid,
        }),
        reference_transaction_uuid: rollback.betUuid,
      }),
  };
}
export type SandboxAggregator = ReturnType<typeof sandboxAggregator>;
