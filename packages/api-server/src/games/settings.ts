import { z } from 'zod';
import { sandboxPortSchema } from '../sandbox-process.ts';
import { rsaKeyOf } from './wallet/signature.ts';

const rsaKey = (kind: 'public' | 'private') =>
  z.string().superRefine((pem, ctx) => {
    const read = rsaKeyOf(pem, kind);
    if ('problem' in read) ctx.addIssue({ code: 'custom', message: read.problem });
  });

/**
 * The seamless wallet game aggregators call (games/wallet/, Hub88's Operator Wallet API): the aggregator's
 * public key, that its calls are checked with, and this operator's private key, that the answers are signed with.
 */
const gameWalletSchema = z.object({
  aggregatorPublicKey: rsaKey('public'),
  operatorPrivateKey: rsaKey('private'),
});

/**
 * The game aggregator's Operator API (games/aggregator/hub88-games.ts: the game-URL call), reached with this
 * operator's id at the aggregator; the sandbox aggregator's address is known once its process runs.
 */
const gameAggregatorSchema = z.object({
  url: z.url({ protocol: /^https?$/ }),
  operatorId: z.coerce.number().int().positive(),
});

/**
 * Games go through Hub88's Operator API (game URL) and the seamless wallet it calls; `sandbox` is the sandbox
 * aggregator's process speaking the same.
 */
export const gamesSettingsSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('sandbox'),
    wallet: gameWalletSchema,
    aggregator: gameAggregatorSchema.partial({ url: true }),
    aggregatorPort: sandboxPortSchema,
  }),
  z.object({ kind: z.literal('hub88'), wallet: gameWalletSchema, aggregator: gameAggregatorSchema }),
]);
export type GamesSettings = z.infer<typeof gamesSettingsSchema>;
