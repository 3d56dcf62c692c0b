import { z } from 'zod';

// Hub88's Operator Wallet API (docs.hub88.io, "Operator API Reference" > "Wallet API" and "Seamless Wallet
// response statuses"): the calls a game aggregator makes to this site's wallet, their bodies and the answers'
// statuses. The site's endpoints (routes.ts) and the sandbox aggregator's client (sandbox-aggregator.ts) both
// speak it from here, so the two cannot drift apart.

/** Where the wallet's calls arrive on the site: the base URL a real aggregator is given. */
export const WALLET_PATH = '/api/wallet/hub88';

/** The header that carries the RSA-SHA256 signature of the raw body, base64, on requests and answers alike. */
export const SIGNATURE_HEADER = 'X-Hub88-Signature';

/** The wallet's one currency: a Danish licence's games are played in kroner. */
export const WALLET_CURRENCY = 'DKK';

/** The paths under the site's wallet mount, as Hub88 names them. */
export const walletPaths = {
  info: '/user/info',
  balance: '/user/balance',
  bet: '/transaction/bet',
  win: '/transaction/win',
  rollback: '/transaction/rollback',
} as const;

export const walletStatuses = {
  ok: 'RS_OK',
  unknown: 'RS_ERROR_UNKNOWN',
  invalidToken: 'RS_ERROR_INVALID_TOKEN',
  invalidGame: 'RS_ERROR_INVALID_GAME',
  wrongCurrency: 'RS_ERROR_WRONG_CURRENCY',
  notEnoughMoney: 'RS_ERROR_NOT_ENOUGH_MONEY',
  userDisabled: 'RS_ERROR_USER_DISABLED',
  invalidSignature: 'RS_ERROR_INVALID_SIGNATURE',
  tokenExpired: 'RS_ERROR_TOKEN_EXPIRED',
  wrongSyntax: 'RS_ERROR_WRONG_SYNTAX',
  wrongTypes: 'RS_ERROR_WRONG_TYPES',
  duplicateTransaction: 'RS_ERROR_DUPLICATE_TRANSACTION',
  transactionDoesNotExist: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
  transactionRolledBack: 'RS_ERROR_TRANSACTION_ROLLED_BACK',
  limitReached: 'RS_ERROR_LIMIT_REACHED',
} as const;
export type WalletStatus = (typeof walletStatuses)[keyof typeof walletStatuses];

const uuid = z.uuid();
/** An amount in the wallet's units (wallet units, see oreToWalletUnits): a whole, non-negative number. */
const units = z.number().int().nonnegative();

export const userInfoRequestSchema = z.object({ user: z.string().min(4), request_uuid: uuid });

export const balanceRequestSchema = z.object({
  user: z.string().min(4),
  token: z.string().min(10).max(255),
  request_uuid: uuid,
  game_code: z.string().min(1),
});

const transactionBase = {
  user: z.string().min(4),
  transaction_uuid: uuid,
  supplier_transaction_id: z.string().optional(),
  token: z.string().min(10).max(255),
  round: z.string().min(1).max(255),
  round_closed: z.boolean(),
  request_uuid: uuid,
  game_code: z.string().min(1),
  meta: z.unknown().optional(),
};

export const betRequestSchema = z.object({
  ...transactionBase,
  reward_uuid: z.string().nullish(),
  is_free: z.boolean(),
  is_aggregated: z.boolean().optional(),
  currency: z.string().length(3),
  bet: z.string().nullish(),
  amount: units,
});

/** A win is a bet's fields naming the bet it pays. */
export const winRequestSchema = betRequestSchema.extend({ reference_transaction_uuid: uuid });

export const rollbackRequestSchema = z.object({ ...transactionBase, reference_transaction_uuid: uuid });

export type UserInfoRequest = z.output<typeof userInfoRequestSchema>;
export type BalanceRequest = z.output<typeof balanceRequestSchema>;
export type BetRequest = z.output<typeof betRequestSchema>;
export type WinRequest = z.output<typeof winRequestSchema>;
export type RollbackRequest = z.output<typeof rollbackRequestSchema>;

/** Every answer: its status and the request's own request_uuid; a balance where the player is known. */
export interface WalletAnswer {
  status: WalletStatus;
  request_uuid: string;
  user?: string;
  currency?: string;
  balance?: number;
  country?: string;
}
