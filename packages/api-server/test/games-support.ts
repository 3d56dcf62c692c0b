import type { GameSession } from '@casino/api-client/play';
import { serve, type ServerType } from '@hono/node-server';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { oreToWalletUnits } from '@casino/locale';
import { createPrivateKey, createPublicKey, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Database } from '../src/db/client.ts';
import { games, gameSessions, gameTerms, terms } from '../src/db/schema.ts';
import { hub88GameProvider } from '../src/games/aggregator/hub88-games.ts';
import { aggregatorSandbox } from '../src/games/aggregator-sandbox/routes.ts';
import type { RandomInt } from '../src/games/maths/random-source.ts';
import { liveGrantFor } from '../src/games/free-spins/live-grant.ts';
import { rewardAtAggregator } from '../src/games/free-spins/reward.ts';
import { findPlayableGame, type PlayableGameRow } from '../src/games/playable-game.ts';
import { startGameSession } from '../src/games/sessions.ts';
import type { StoredAnswer } from '../src/games/wallet/answers.ts';
import { bookBet } from '../src/games/wallet/book-bet.ts';
import { bookSettlement } from '../src/games/wallet/book-settlement.ts';
import { WALLET_CURRENCY, walletStatuses } from '../src/games/wallet/protocol.ts';
import type { RoundMeta } from '../src/games/wallet/round-meta.ts';
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
  const grant = await liveGrantFor(site.db, row!.playerId, game.id, new Date());
  if (grant) await rewardAtAggregator(site.db, provider, grant, { slug, siteOrigin: site.url });
  const launchUrl = await provider.launch({
    game,
    gameSessionId: session.gameSessionId,
    walletToken: row!.token,
    playerId: row!.playerId,
    siteOrigin: site.url,
    freeSpins: grant !== null,
    platform: 'desktop',
  });
  return { client, session, game, playerId: row!.playerId, launchUrl, frame: frameOf(launchUrl) };
}

/**
 * The site's wallet booking calls in-process, at a moment of the test's choosing (a day the regulator's report
 * looks back on): a game session of `playerId` for `game` opened at `at`, and its bets and wins booked by the
 * wallet's own functions, as its routes book a signed call.
 */
export async function walletAt(db: Database, input: { playerId: number; game: PlayableGameRow; at: Date }) {
  const { playerId, game, at } = input;
  const session = await startGameSession(db, playerId, game.id, at);
  const deps = { environment: 'development' as const };
  const call = (round: string, closed: boolean) => ({
    user: walletUserOf(playerId),
    token: session.walletToken,
    request_uuid: randomUUID(),
    transaction_uuid: randomUUID(),
    round,
    round_closed: closed,
    game_code: game.slug,
    is_free: false,
    currency: WALLET_CURRENCY,
  });
  const booked = (answer: StoredAnswer, transactionUuid: string) => {
    if (answer.status !== walletStatuses.ok) throw new Error(`the wallet refused: ${answer.status}`);
    return { answer, transactionUuid };
  };
  return {
    gameSessionId: session.id,
    async bet(round: string, stakeOre: number) {
      const request = { ...call(round, false), amount: oreToWalletUnits(stakeOre) };
      return booked(await db.transaction((tx) => bookBet(tx, deps, request, at)), request.transaction_uuid);
    },
    async win(round: string, winOre: number, betUuid: string, meta: RoundMeta) {
      const request = {
        ...call(round, true),
        amount: oreToWalletUnits(winOre),
        reference_transaction_uuid: betUuid,
        meta,
      };
      const answer = await db.transaction((tx) => bookSettlement(tx, deps, { kind: 'win', request }, at));
      return booked(answer, request.transaction_uuid);
    },
  };
}
