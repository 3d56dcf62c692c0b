import type { GameSession, RoundRequest } from '@casino/api-client/play';
import { serve, type ServerType } from '@hono/node-server';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { oreToWalletUnits } from '@casino/locale';
import { createPrivateKey, createPublicKey, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Database } from '../src/db/client.ts';
import { games, gameTerms, terms } from '../src/content/schema.ts';
import { freeSpinGrants, gameSessions } from '../src/games/schema.ts';
import { hub88GameProvider } from '../src/games/aggregator/hub88-games.ts';
import { aggregatorSandbox } from '../src/games/aggregator-sandbox/routes.ts';
import { secureRandomInt, type RandomInt } from '../src/games/maths/random-source.ts';
import { handStore } from '../src/games/aggregator-sandbox/hands/hand-store.ts';
import {
  dealHand,
  stepHand,
  type DealRequest,
  type HandStepRequest,
  type HandTable,
} from '../src/games/aggregator-sandbox/hands/play-hand.ts';
import type { Launch } from '../src/games/aggregator-sandbox/launches.ts';
import { playFrameRound } from '../src/games/aggregator-sandbox/play-round.ts';
import { rewardStore } from '../src/games/aggregator-sandbox/rewards.ts';
import { walletRoutes } from '../src/games/wallet/routes.ts';
import { playFacts } from '../src/payments/play-facts.ts';
import { recordCasinoSession } from '../src/regulator/record-session.ts';
import { sandboxAggregator } from '../src/games/wallet/sandbox-aggregator.ts';
import { liveGrantsFor } from '../src/games/free-spins/live-grant.ts';
import { rewardAtAggregator } from '../src/games/free-spins/reward.ts';
import { findPlayableGame, type PlayableGameRow } from '../src/games/playable-game.ts';
import { startGameSession } from '../src/games/sessions.ts';
import { WALLET_CURRENCY } from '../src/games/wallet/protocol.ts';
import { walletUserOf } from '../src/games/wallet/wallet-session.ts';
import { sandboxWalletKeys } from '../src/games/wallet/sandbox-keys.ts';
import type { SeedUserKey } from '../src/seed/index.ts';
import { json, signedIn, type TestSite } from './harness.ts';

/** The first active, published game of `category` whose bet range takes `stakeOre`; with a jackpot or without. */
export async function gameTaking(db: Database, category: string, stakeOre: number, jackpot = false): Promise<string> {
  const [row] = await db
    .select({ slug: games.slug })
    .from(games)
    .innerJoin(gameTerms, eq(gameTerms.gameId, games.id))
    .innerJoin(terms, eq(terms.id, gameTerms.termId))
    .where(
      and(
        eq(terms.slug, category),
        eq(games.isActive, true),
        eq(games.isPublished, true),
        sql`${games.betMinOre} <= ${stakeOre} and ${games.betMaxOre} >= ${stakeOre}`,
        jackpot ? sql`${games.jackpotOre} is not null` : isNull(games.jackpotOre),
      ),
    )
    .orderBy(asc(games.id))
    .limit(1);
  return row!.slug;
}

/**
 * A sandbox game aggregator of the test's own, served over HTTP like the shared one but with the luck and the
 * clock the test chooses (a stacked shoe, a hand left past its time); it trusts the sandbox operator key.
 */
export async function startAggregatorAt(options: { random: RandomInt; now?: () => Date }) {
  let url = '';
  const sandbox = aggregatorSandbox({
    keys: {
      operatorPublicKey: createPublicKey(sandboxWalletKeys.operatorPublicKey),
      aggregatorPrivateKey: createPrivateKey(sandboxWalletKeys.aggregatorPrivateKey),
    },
    baseUrl: () => url,
    ...options,
  });
  const server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: sandbox.app.fetch, hostname: '127.0.0.1', port: 0 }, (info: AddressInfo) => {
      url = `http://127.0.0.1:${info.port}/`;
      resolve(started);
    });
  });
  return {
    url,
    settleLeftHands: sandbox.settleLeftHands,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** What a game's frame asks its aggregator, on the frame's own origin: the answer's status and body. */
export function frameOf(launchUrl: string) {
  const ask = async <T>(path: string, body?: unknown) => {
    const response = await fetch(`${launchUrl}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as T };
  };
  return { ask };
}

/**
 * `who` opens `slug` on the site (a game session and its wallet token), and the game is launched at the
 * aggregator at `aggregatorUrl` by the site's game-URL call (and the player's bonus spins made a reward there),
 * as the site's own adapter makes them.
 */
export async function openGameAt(site: TestSite, aggregatorUrl: string, who: SeedUserKey, slug: string) {
  const client = await signedIn(site, who);
  const session = await json<GameSession>(await client.post(`/api/proxy/games/${slug}/sessions`, {}));
  const [row] = await site.db
    .select({ token: gameSessions.walletToken, playerId: gameSessions.playerId })
    .from(gameSessions)
    .where(eq(gameSessions.id, session.gameSessionId));
  const game = (await findPlayableGame(site.db, slug, 'development'))!;
  const provider = hub88GameProvider({
    url: aggregatorUrl,
    operatorId: 1,
    operatorPrivateKey: sandboxWalletKeys.operatorPrivateKey,
  });
  // The player's bonus spins on the game become a reward there, as the site's launch makes them.
  for (const grant of await liveGrantsFor(site.db, row!.playerId, game.id, new Date()))
    await rewardAtAggregator(site.db, provider, grant, { slug, siteOrigin: site.url });
  const launchUrl = await provider.launch({
    game,
    gameSessionId: session.gameSessionId,
    walletToken: row!.token,
    playerId: row!.playerId,
    siteOrigin: site.url,
    platform: 'desktop',
  });
  return { client, session, game, playerId: row!.playerId, launchUrl, frame: frameOf(launchUrl) };
}

/**
 * The sandbox aggregator's own play (its rounds, hands and rewards, games/aggregator-sandbox/) booked at the site's
 * wallet routes in-process at the moment `at` (a day the regulator's report looks back on): the same signed calls,
 * answered by the wallet with `at` as its clock. Each round opens a game session of its own at `at`.
 */
export function aggregatorAt(db: Database, at: Date, random: RandomInt = secureRandomInt) {
  const wallet = walletRoutes({
    db,
    environment: 'development',
    keys: {
      aggregatorPublicKey: sandboxWalletKeys.aggregatorPublicKey,
      operatorPrivateKey: sandboxWalletKeys.operatorPrivateKey,
    },
    now: () => at,
    playFacts,
    recordEndedGame: recordCasinoSession,
  });
  const walletUrl = 'http://wallet.in-process';
  const client = sandboxAggregator(walletUrl, undefined, async (url, init) =>
    wallet.request(new URL(url).pathname, init),
  );
  const rewards = rewardStore(() => at);
  const hands: HandTable = { hands: handStore(), walletOf: () => client, random, now: () => at };

  async function launchOf(playerId: number, game: PlayableGameRow): Promise<Launch> {
    const session = await startGameSession(db, playerId, game.id, at);
    return {
      id: randomUUID(),
      session: { token: session.walletToken, user: walletUserOf(playerId), gameCode: game.slug },
      gameSessionId: session.id,
      walletUrl,
      parentOrigin: 'http://site.in-process',
      game,
      rounds: new Map(),
      playing: new Map(),
      expiresAt: at.getTime() + 3_600_000,
    };
  }

  return {
    launchOf,
    /** One round in `launch` (its id the wallet's round: `roundIdOf` names it on the site); throws on a refusal. */
    async playRound(launch: Launch, request: Omit<RoundRequest, 'gameSessionId'>, luck: RandomInt = random) {
      const answer = await playFrameRound(
        launch,
        { ...request, gameSessionId: launch.gameSessionId },
        { wallet: client, random: luck, rewards },
      );
      if (!answer.ok) throw new Error(answer.error);
      return answer.result;
    },
    /** The grant made a reward here, as the site's launch makes it (its uuid kept on the grant). */
    async reward(grant: typeof freeSpinGrants.$inferSelect, game: PlayableGameRow) {
      const reward = rewards.create(
        walletUrl,
        {
          user: walletUserOf(grant.playerId),
          operator_id: 1,
          game_code: game.slug,
          currency: WALLET_CURRENCY,
          bet_value: oreToWalletUnits(grant.spinValueOre),
          bet_count: grant.spinsLeft,
          end_time: grant.expiresAt.toISOString(),
          operator_reference: String(grant.id),
        },
        grant.spinValueOre,
      );
      await db.update(freeSpinGrants).set({ rewardUuid: reward.reward_uuid }).where(eq(freeSpinGrants.id, grant.id));
    },
    deal: (launch: Launch, request: Omit<DealRequest, 'gameSessionId'>) =>
      dealHand(hands, launch, { ...request, gameSessionId: launch.gameSessionId }),
    step: (launch: Launch, roundId: string, step: DistributiveOmit<HandStepRequest, 'gameSessionId'>) =>
      stepHand(hands, launch, roundId, { ...step, gameSessionId: launch.gameSessionId } as HandStepRequest),
  };
}
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
