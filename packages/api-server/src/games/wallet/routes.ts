import { Hono, type Context } from 'hono';
import type { KeyObject } from 'node:crypto';
import type { z } from 'zod';
import type { AppEnv, RouteDeps } from '../../http/app-env.ts';
import { described } from '../../http/openapi.ts';
import { logger } from '../../logger.ts';
import type { GamesSettings } from '../settings.ts';
import { bareAnswer, type StoredAnswer } from './answers.ts';
import {
  balanceRequestSchema,
  betRequestSchema,
  rollbackRequestSchema,
  SIGNATURE_HEADER,
  userInfoRequestSchema,
  walletPaths,
  walletStatuses,
  winRequestSchema,
  type WalletAnswer,
} from './protocol.ts';
import { rsaKeyOf, signBody, verifyBody } from './signature.ts';
import { walletService } from './wallet-service.ts';
import type { PlayDeps } from '../play-deps.ts';

export interface WalletDeps extends Pick<RouteDeps, 'db' | 'environment'>, PlayDeps {
  keys: GamesSettings['wallet'];
  now?: () => Date;
}

const keyOf = (pem: string, kind: 'public' | 'private'): KeyObject => {
  const read = rsaKeyOf(pem, kind);
  if ('problem' in read) throw new Error(`Game wallet key: ${read.problem}`);
  return read.key;
};

/** The request_uuid of a body, as far as it can be read, for the answer that must echo it. */
function requestUuidOf(body: unknown): string {
  const uuid = (body as { request_uuid?: unknown } | null)?.request_uuid;
  return typeof uuid === 'string' ? uuid : '';
}

/**
 * /api/wallet/hub88: the seamless wallet a game aggregator calls, as Hub88's Operator Wallet API describes it.
 * No session and no CSRF token: a call is authenticated by its body's RSA-SHA256 signature with the aggregator's
 * key alone, and every answer (a refusal too) is signed with this operator's key. Statuses travel in the body
 * with HTTP 200, as the protocol has it.
 */
export function walletRoutes(deps: WalletDeps): Hono<AppEnv> {
  const aggregatorKey = keyOf(deps.keys.aggregatorPublicKey, 'public');
  const operatorKey = keyOf(deps.keys.operatorPrivateKey, 'private');
  const now = deps.now ?? (() => new Date());
  const app = new Hono<AppEnv>();

  const signed = (c: Context<AppEnv>, answer: StoredAnswer, requestUuid: string) => {
    const body = JSON.stringify({ ...answer, request_uuid: requestUuid } satisfies WalletAnswer);
    return c.body(body, 200, { 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(body, operatorKey) });
  };

  function call<S extends z.ZodType>(path: string, schema: S, work: (request: z.output<S>) => Promise<StoredAnswer>) {
    const what = `Hub88's ${path} (signed by the aggregator): a signed answer with an RS_* status, the first answer again for a repeated transaction_uuid`;
    app.post(path, described(what, { security: 'walletSignature' }), async (c) => {
      const raw = await c.req.text();
      let body: unknown;
      try {
        body = JSON.parse(raw);
      } catch {
        body = null;
      }
      const requestUuid = requestUuidOf(body);
      if (!verifyBody(raw, c.req.header(SIGNATURE_HEADER), aggregatorKey))
        return signed(c, bareAnswer(walletStatuses.invalidSignature), requestUuid);
      if (typeof body !== 'object' || body === null || Array.isArray(body))
        return signed(c, bareAnswer(walletStatuses.wrongSyntax), requestUuid);
      const parsed = schema.safeParse(body);
      if (!parsed.success) {
        const missing = parsed.error.issues.some((issue) => issue.code === 'invalid_type' && issue.input === undefined);
        return signed(c, bareAnswer(missing ? walletStatuses.wrongSyntax : walletStatuses.wrongTypes), requestUuid);
      }
      try {
        return signed(c, await work(parsed.data), requestUuid);
      } catch (error) {
        logger.error({ err: error, path }, 'wallet call failed');
        return signed(c, bareAnswer(walletStatuses.unknown), requestUuid);
      }
    });
  }

  const { db, environment, playFacts, recordEndedGame } = deps;
  const service = walletService({ db, environment, now, playFacts, recordEndedGame });
  call(walletPaths.info, userInfoRequestSchema, service.info);
  call(walletPaths.balance, balanceRequestSchema, service.balance);
  call(walletPaths.bet, betRequestSchema, service.bet);
  call(walletPaths.win, winRequestSchema, service.win);
  call(walletPaths.rollback, rollbackRequestSchema, service.rollback);
  return app;
}
