import { z } from 'zod';

// Hub88's Operator API "Freebets API" (docs.hub88.io, "Operator API Reference" > "Freebets API"): the call that
// grants a player a reward (free spins of a game at a stake), its body signed with the operator's private key
// (X-Hub88-Signature, as the game-URL call is), and the reward item it answers. The free rounds of a reward reach
// the operator's wallet as bets with `is_free` and its `reward_uuid`. The site's adapter (hub88-games.ts) and the
// sandbox aggregator (games/aggregator-sandbox/) both speak it from here.

export const REWARD_CREATE_PATH = '/operator/generic/v2/freebet/rewards/create';

/** Hub88's status of a reward that can still be played. */
export const REWARD_ACTIVE = 'FRS_ACTIVE';

/** What the sandbox needs beyond Hub88's fields: the wallet's base URL, which a real aggregator has from onboarding. */
export const sandboxRewardMetaSchema = z.object({ wallet_url: z.url({ protocol: /^https?$/ }) });

export const rewardCreateRequestSchema = z.object({
  user: z.string().min(3),
  operator_id: z.number().int(),
  sub_partner_id: z.string().optional(),
  prepaid_uuid: z.uuid().optional(),
  campaign_uuid: z.uuid().optional(),
  game_code: z.string().min(1),
  currency: z.string().length(3),
  /** Each free round's stake, in the wallet's units. */
  bet_value: z.number().int().positive(),
  bet_count: z.number().int().positive(),
  start_time: z.iso.datetime().optional(),
  end_time: z.iso.datetime(),
  /** The operator's own name of the reward (this site: its grant's id). */
  operator_reference: z.string().min(1),
  meta: z.unknown().optional(),
});
export type RewardCreateRequest = z.output<typeof rewardCreateRequestSchema>;

export const rewardSchema = z.object({
  reward_uuid: z.uuid(),
  status: z.string(),
  user: z.string(),
  game_code: z.string(),
  bet_value: z.number().int(),
  bet_count: z.number().int(),
  end_time: z.string(),
  operator_reference: z.string(),
});
export type Reward = z.output<typeof rewardSchema>;
