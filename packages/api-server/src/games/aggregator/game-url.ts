import { z } from 'zod';

// Hub88's Operator API "Get a Game URL" (docs.hub88.io, "Operator API Reference" > "Games API"): the call the
// operator makes to open a game for a player, its body signed with the operator's private key (X-Hub88-Signature,
// as the wallet's calls are), and the answer naming the URL to frame. The site's adapter (hub88-games.ts) and the
// sandbox aggregator (games/aggregator-sandbox/) both speak it from here.

export const GAME_URL_PATH = '/operator/generic/v2/game/url';

/** Hub88's platform layouts. */
export const platforms = { desktop: 'GPL_DESKTOP', mobile: 'GPL_MOBILE' } as const;

/**
 * What the sandbox aggregator needs beyond Hub88's fields, in the body's free `meta`: it plays the site's own
 * catalogue, so the game's sheet (its maths inputs) comes with the launch instead of from a game list it keeps,
 * the wallet's base URL, which a real aggregator is given once at onboarding, and the site's game session id,
 * which the sandbox frame's messages to the play page name (gameMessageSchema). A real aggregator ignores it.
 */
export const sandboxLaunchMetaSchema = z.object({
  wallet_url: z.url({ protocol: /^https?$/ }),
  game_session_id: z.uuid(),
  game: z.object({
    id: z.number().int().positive(),
    slug: z.string().min(1),
    title: z.string().min(1),
    color: z.string(),
    volatility: z.number(),
    rtpBasisPoints: z.number().int().positive(),
    jackpotOre: z.number().int().positive().nullable(),
    betMinOre: z.number().int().positive(),
    betMaxOre: z.number().int().positive(),
    categories: z.array(z.string()),
    tags: z.array(z.string()),
  }),
});
export type SandboxLaunchMeta = z.output<typeof sandboxLaunchMetaSchema>;
export type GameSheet = SandboxLaunchMeta['game'];

export const gameUrlRequestSchema = z.object({
  user: z.string().min(3),
  token: z.string().min(10).max(255),
  sub_partner_id: z.string().optional(),
  platform: z.enum([platforms.desktop, platforms.mobile]),
  operator_id: z.number().int(),
  meta: z.unknown().optional(),
  lobby_url: z.url(),
  lang: z.string().min(2),
  ip: z.string().optional(),
  game_code: z.string().min(1),
  deposit_url: z.url().optional(),
  currency: z.string().length(3),
  country: z.string().length(2),
});
export type GameUrlRequest = z.output<typeof gameUrlRequestSchema>;

export const gameUrlAnswerSchema = z.object({ url: z.url({ protocol: /^https?$/ }) });
