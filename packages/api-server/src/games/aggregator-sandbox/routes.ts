import { roundRequestSchema } from '@casino/api-client/play';
import { walletUnitsToOre } from '@casino/locale';
import { gameTexts } from '@casino/locale/games';
import { Hono } from 'hono';
import type { KeyObject } from 'node:crypto';
import { GAME_URL_PATH, gameUrlRequestSchema, sandboxLaunchMetaSchema } from '../aggregator/game-url.ts';
import type { RandomInt } from '../maths/random-source.ts';
import { frameAsset, frameMessage, framePage, type FrameServing } from '../sandbox/frame.ts';
import { SIGNATURE_HEADER, WALLET_CURRENCY, walletStatuses } from '../wallet/protocol.ts';
import { sandboxAggregator } from '../wallet/sandbox-aggregator.ts';
import { verifyBody } from '../wallet/signature.ts';
import { gameOfSheet, launchStore } from './launches.ts';
import { playFrameRound } from './play-round.ts';

const texts = gameTexts.sandbox;

/** Where the frames and their calls are, under the aggregator's origin. */
const FRAMES = '/games';

export interface AggregatorKeys {
  /** The operator's public key: its game-URL calls and its wallet's answers are checked with it. */
  operatorPublicKey: KeyObject;
  /** The aggregator's own private key: its wallet calls are signed with it. */
  aggregatorPrivateKey: KeyObject;
}

/**
 * The sandbox game aggregator's HTTP surface: Hub88's game-URL call for operators, and the games' frames on its
 * own origin. A frame's rounds are decided here and reach the operator only through its seamless wallet.
 */
export function aggregatorSandboxRoutes(options: { keys: AggregatorKeys; baseUrl: () => string; random: RandomInt }) {
  const { keys, random } = options;
  const launches = launchStore();
  const walletOf = (url: string) => sandboxAggregator(url, keys);
  const app = new Hono();

  // Hub88 answers a refused game-URL call with an error body; the sandbox names the reason.
  const refused = (c: { json: (body: unknown, status: 400 | 401) => Response }, reason: string, status: 400 | 401) =>
    c.json({ error: reason }, status);

  app.post(GAME_URL_PATH, async (c) => {
    const raw = await c.req.text();
    if (!verifyBody(raw, c.req.header(SIGNATURE_HEADER), keys.operatorPublicKey))
      return refused(c, 'invalid signature', 401);
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      return refused(c, 'not JSON', 400);
    }
    const request = gameUrlRequestSchema.safeParse(body);
    if (!request.success) return refused(c, 'invalid body', 400);
    if (request.data.currency !== WALLET_CURRENCY) return refused(c, 'currency not supported', 400);
    const meta = sandboxLaunchMetaSchema.safeParse(request.data.meta);
    if (!meta.success) return refused(c, 'the sandbox needs meta.wallet_url and meta.game', 400);
    const game = gameOfSheet(meta.data.game);
    if (!game || game.slug !== request.data.game_code) return refused(c, 'unknown game', 400);
    const launch = launches.add({
      session: { token: request.data.token, user: request.data.user, gameCode: request.data.game_code },
      gameSessionId: meta.data.game_session_id,
      walletUrl: meta.data.wallet_url,
      parentOrigin: new URL(request.data.lobby_url).origin,
      game,
    });
    return c.json({ url: new URL(`${FRAMES.slice(1)}/${launch.id}`, options.baseUrl()).href });
  });

  app.get(`${FRAMES}/assets/:file`, (c) => frameAsset(c.req.param('file')) ?? c.text('', 404));

  app.get(`${FRAMES}/:launch`, async (c) => {
    const launch = launches.get(c.req.param('launch'));
    // Without a launch nobody is known who may frame the page.
    const serving = (parentOrigin: string): FrameServing => ({ assets: `${FRAMES}/assets`, parentOrigin });
    if (!launch)
      return frameMessage(serving("'none'"), texts.pages.sessionInvalid, gameTexts.errors.sessionInvalid, 403);
    const balance = await walletOf(launch.walletUrl)
      .balance(launch.session)
      .then((sent) => sent.answer)
      .catch(() => null);
    const balanceOre = balance?.status === walletStatuses.ok ? walletUnitsToOre(balance.balance ?? -1) : null;
    if (balanceOre === null)
      return frameMessage(
        serving(launch.parentOrigin),
        texts.pages.sessionInvalid,
        gameTexts.errors.sessionInvalid,
        403,
      );
    return framePage(serving(launch.parentOrigin), {
      game: launch.game,
      gameSessionId: launch.gameSessionId,
      api: `${FRAMES}/${launch.id}`,
      balanceOre,
      freeSpins: null,
    });
  });

  app.post(`${FRAMES}/:launch/rounds`, async (c) => {
    const launch = launches.get(c.req.param('launch'));
    if (!launch) return c.json({ error: gameTexts.errors.sessionInvalid }, 403);
    const request = roundRequestSchema.safeParse(await c.req.json().catch(() => null));
    if (!request.success) return c.json({ error: request.error.issues[0]?.message ?? texts.pages.notFound }, 400);
    const answer = await playFrameRound(launch, request.data, walletOf(launch.walletUrl), random);
    return answer.ok ? c.json(answer.result) : c.json({ error: answer.error }, answer.status);
  });

  return app;
}
