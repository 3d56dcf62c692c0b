import { paths } from '@casino/platform/paths';
import { createPrivateKey } from 'node:crypto';
import { logger } from '../../logger.ts';
import { oreToWalletUnits } from '@casino/locale';
import type { z } from 'zod';
import { GameLaunchError, type GameLaunch, type GameProvider } from '../provider.ts';
import { SIGNATURE_HEADER, WALLET_CURRENCY, WALLET_PATH } from '../wallet/protocol.ts';
import { signBody } from '../wallet/signature.ts';
import { walletUserOf } from '../wallet/wallet-session.ts';
import {
  GAME_URL_PATH,
  gameUrlAnswerSchema,
  platforms,
  type GameUrlRequest,
  type SandboxLaunchMeta,
} from './game-url.ts';
import { REWARD_CREATE_PATH, rewardSchema, type RewardCreateRequest } from './rewards.ts';

/** How long the aggregator may take to answer (a game's URL, a reward) before the play page is told it cannot open. */
const GAME_URL_TIMEOUT_MS = 10_000;

export interface Hub88GamesSettings {
  /** The aggregator's Operator API base URL (`…/operator/generic/v2/game/url` is under it). */
  url: string;
  operatorId: number;
  /** The operator's private key: it signs the game-URL calls, as it signs the wallet's answers. */
  operatorPrivateKey: string;
}

/** The sandbox's extension of the body (game-url.ts): the game's sheet and where the site's wallet answers. */
function sandboxMeta(launch: GameLaunch): SandboxLaunchMeta {
  const { game } = launch;
  return {
    wallet_url: `${launch.siteOrigin}${WALLET_PATH}`,
    game_session_id: launch.gameSessionId,
    game: {
      ...game.catalogue,
      categories: [...game.catalogue.categories],
      tags: [...game.catalogue.tags],
      slug: game.slug,
      color: game.color,
      betMinOre: game.betMinOre,
      betMaxOre: game.betMaxOre,
    },
  };
}

/**
 * The production adapter of the game seam: a game opens where Hub88's "Get a Game URL" call says (Operator API,
 * `POST /operator/generic/v2/game/url`, the body signed RSA-SHA256 with the operator's key), for the player's
 * `user`, the game session's wallet token, the game's code (its slug), Danish, kroner and Denmark.
 */
export function hub88GameProvider(settings: Hub88GamesSettings, kind = 'hub88'): GameProvider {
  const key = createPrivateKey(settings.operatorPrivateKey);
  const base = settings.url.endsWith('/') ? settings.url : `${settings.url}/`;

  /** POSTs `request` signed with the operator's key; the answer read by `schema`, else a GameLaunchError. */
  async function signedCall<S extends z.ZodType>(path: string, request: object, schema: S, what: string) {
    const body = JSON.stringify(request);
    let response: Response;
    try {
      response = await fetch(new URL(path.slice(1), base), {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(body, key) },
        body,
        signal: AbortSignal.timeout(GAME_URL_TIMEOUT_MS),
      });
    } catch (error) {
      throw new GameLaunchError(`the game aggregator did not answer the ${what} call`, { cause: error });
    }
    const answer = schema.safeParse(await response.json().catch(() => null));
    if (!response.ok || !answer.success) {
      logger.warn({ status: response.status, path }, `the game aggregator refused a ${what} call`);
      throw new GameLaunchError(`the game aggregator refused the ${what} call (HTTP ${response.status})`);
    }
    return answer.data as z.output<S>;
  }

  return {
    kind,
    frameUrl: settings.url,
    async launch(launch) {
      const request: GameUrlRequest = {
        user: walletUserOf(launch.playerId),
        token: launch.walletToken,
        platform: platforms[launch.platform],
        operator_id: settings.operatorId,
        meta: sandboxMeta(launch),
        lobby_url: `${launch.siteOrigin}${paths.game(launch.game.slug)}`,
        deposit_url: `${launch.siteOrigin}${paths.deposit}`,
        lang: 'da',
        ...(launch.ip ? { ip: launch.ip } : {}),
        game_code: launch.game.slug,
        currency: WALLET_CURRENCY,
        country: 'DK',
      };
      return (await signedCall(GAME_URL_PATH, request, gameUrlAnswerSchema, 'game-URL')).url;
    },
    async grantReward(grant) {
      const request: RewardCreateRequest = {
        user: walletUserOf(grant.playerId),
        operator_id: settings.operatorId,
        game_code: grant.gameSlug,
        currency: WALLET_CURRENCY,
        bet_value: oreToWalletUnits(grant.spinValueOre),
        bet_count: grant.spinsLeft,
        end_time: grant.expiresAt.toISOString(),
        operator_reference: String(grant.grantId),
        meta: { wallet_url: `${grant.siteOrigin}${WALLET_PATH}` },
      };
      return (await signedCall(REWARD_CREATE_PATH, request, rewardSchema, 'reward')).reward_uuid;
    },
  };
}
