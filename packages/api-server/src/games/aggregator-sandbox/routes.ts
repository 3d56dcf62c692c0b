import { dealRequestSchema, handStepSchema, roundIdSchema, roundRequestSchema } from '@casino/api-client/play';
import { walletUnitsToOre } from '@casino/locale';
import { gameTexts } from '@casino/locale/games';
import { Hono, type Context } from 'hono';
import type { KeyObject } from 'node:crypto';
import type { z } from 'zod';
import { GAME_URL_PATH, gameUrlRequestSchema, sandboxLaunchMetaSchema } from '../aggregator/game-url.ts';
import { REWARD_CREATE_PATH, rewardCreateRequestSchema, sandboxRewardMetaSchema } from '../aggregator/rewards.ts';
import type { RandomInt } from '../maths/random-source.ts';
import { frameAsset, frameMessage, framePage, type FrameServing } from '../sandbox/frame.ts';
import { SIGNATURE_HEADER, WALLET_CURRENCY, walletStatuses } from '../wallet/protocol.ts';
import { sandboxAggregator } from '../wallet/sandbox-aggregator.ts';
import { verifyBody } from '../wallet/signature.ts';
import { gameOfSheet, launchStore } from './launches.ts';
import { handStore } from './hands/hand-store.ts';
import { dealHand, openHand, settleLeftHands, stepHand, type HandTable } from './hands/play-hand.ts';
import { ownerOfLaunch, playFrameRound } from './play-round.ts';
import { rewardStore } from './rewards.ts';
import type { FrameAnswer } from './wallet-calls.ts';

const texts = gameTexts.sandbox;

/** Where the frames and their calls are, under the aggregator's origin. */
const FRAMES = '/games';

export interface AggregatorKeys {
  /** The operator's public key: its game-URL calls and its wallet's answers are checked with it. */
  operatorPublicKey: KeyObject;
  /** The aggregator's own private key: its wallet calls are signed with it. */
  aggregatorPrivateKey: KeyObject;
}

/** A frame's call answered: the result as JSON, or the refusal's status with its Danish reason and code. */
const answered = <T>(c: Context, answer: FrameAnswer<T>) =>
  answer.ok
    ? c.json(answer.result as object)
    : c.json({ error: answer.error, ...(answer.code ? { code: answer.code } : {}) }, answer.status);

/** The first problem of a frame's request body, in Danish. */
const problemOf = (issues: readonly { message: string }[]) => issues[0]?.message ?? texts.pages.notFound;

/**
 * The sandbox game aggregator: its HTTP surface (Hub88's game-URL and reward calls for operators, and the
 * games' frames on its own origin) and the sweep of hands left open. A frame's rounds and hands are decided here and reach the
 * operator only through its seamless wallet.
 */
export function aggregatorSandbox(options: {
  keys: AggregatorKeys;
  baseUrl: () => string;
  random: RandomInt;
  now?: () => Date;
}) {
  const { keys, random } = options;
  const now = options.now ?? (() => new Date());
  const launches = launchStore(() => now().getTime());
  const walletOf = (url: string) => sandboxAggregator(url, keys);
  const table: HandTable = { hands: handStore(), walletOf, random, now };
  const rewards = rewardStore(now);
  const app = new Hono();

  // Hub88 answers a refused operator call with an error body; the sandbox names the reason.
  const refused = (c: { json: (body: unknown, status: 400 | 401) => Response }, reason: string, status: 400 | 401) =>
    c.json({ error: reason }, status);

  /** An operator call's body, read by `schema` once its signature is the operator's, in kroner; else why not. */
  async function operatorCall<S extends z.ZodType<{ currency: string }>>(c: Context, schema: S) {
    const raw = await c.req.text();
    if (!verifyBody(raw, c.req.header(SIGNATURE_HEADER), keys.operatorPublicKey))
      return { refusal: refused(c, 'invalid signature', 401) };
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      return { refusal: refused(c, 'not JSON', 400) };
    }
    const request = schema.safeParse(body);
    if (!request.success) return { refusal: refused(c, 'invalid body', 400) };
    if (request.data.currency !== WALLET_CURRENCY) return { refusal: refused(c, 'currency not supported', 400) };
    return { request: request.data };
  }

  app.post(GAME_URL_PATH, async (c) => {
    const call = await operatorCall(c, gameUrlRequestSchema);
    if (!call.request) return call.refusal;
    const { request } = call;
    const meta = sandboxLaunchMetaSchema.safeParse(request.meta);
    if (!meta.success) return refused(c, 'the sandbox needs meta.wallet_url and meta.game', 400);
    const game = gameOfSheet(meta.data.game);
    if (!game || game.slug !== request.game_code) return refused(c, 'unknown game', 400);
    const launch = launches.add({
      session: { token: request.token, user: request.user, gameCode: request.game_code },
      gameSessionId: meta.data.game_session_id,
      walletUrl: meta.data.wallet_url,
      parentOrigin: new URL(request.lobby_url).origin,
      game,
    });
    return c.json({ url: new URL(`${FRAMES.slice(1)}/${launch.id}`, options.baseUrl()).href });
  });

  app.post(REWARD_CREATE_PATH, async (c) => {
    const call = await operatorCall(c, rewardCreateRequestSchema);
    if (!call.request) return call.refusal;
    const { request } = call;
    const meta = sandboxRewardMetaSchema.safeParse(request.meta);
    if (!meta.success) return refused(c, 'the sandbox needs meta.wallet_url', 400);
    const betValueOre = walletUnitsToOre(request.bet_value);
    if (betValueOre === null) return refused(c, 'bet_value is no whole øre', 400);
    return c.json(rewards.create(meta.data.wallet_url, request, betValueOre));
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
      freeSpins: rewards.liveFor(ownerOfLaunch(launch)),
    });
  });

  app.post(`${FRAMES}/:launch/rounds`, async (c) => {
    const launch = launches.get(c.req.param('launch'));
    if (!launch) return c.json({ error: gameTexts.errors.sessionInvalid }, 403);
    const request = roundRequestSchema.safeParse(await c.req.json().catch(() => null));
    if (!request.success) return c.json({ error: problemOf(request.error.issues) }, 400);
    return answered(
      c,
      await playFrameRound(launch, request.data, { wallet: walletOf(launch.walletUrl), random, rewards }),
    );
  });

  app.post(`${FRAMES}/:launch/hands`, async (c) => {
    const launch = launches.get(c.req.param('launch'));
    if (!launch) return c.json({ error: gameTexts.errors.sessionInvalid }, 403);
    const request = dealRequestSchema.safeParse(await c.req.json().catch(() => null));
    if (!request.success) return c.json({ error: problemOf(request.error.issues) }, 400);
    return answered(c, await dealHand(table, launch, request.data));
  });

  app.get(`${FRAMES}/:launch/hands/open`, async (c) => {
    const launch = launches.get(c.req.param('launch'));
    if (!launch) return c.json({ error: gameTexts.errors.sessionInvalid }, 403);
    const open = await openHand(table, launch);
    if (!open) return c.json({ hand: null });
    return open.ok ? c.json({ hand: open.result }) : answered(c, open);
  });

  app.post(`${FRAMES}/:launch/hands/:roundId/steps`, async (c) => {
    const launch = launches.get(c.req.param('launch'));
    if (!launch) return c.json({ error: gameTexts.errors.sessionInvalid }, 403);
    const roundId = roundIdSchema.safeParse(c.req.param('roundId'));
    if (!roundId.success) return c.json({ error: problemOf(roundId.error.issues) }, 400);
    const step = handStepSchema.safeParse(await c.req.json().catch(() => null));
    if (!step.success) return c.json({ error: problemOf(step.error.issues) }, 400);
    return answered(c, await stepHand(table, launch, roundId.data, step.data));
  });

  return { app, settleLeftHands: () => settleLeftHands(table) };
}
