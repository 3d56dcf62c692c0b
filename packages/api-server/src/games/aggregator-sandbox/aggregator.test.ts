// Going live ("Games through the seamless wallet API game aggregators call"): a game opens where the
// aggregator's game-URL call says, on the sandbox aggregator's own origin and process; a round played in its
// frame is decided there and reaches the site only as signed wallet calls, booked once like every other round.
import type { GameSession, RoundResult } from '@casino/api-client/play';
import { kronerToOre, oreToKroner } from '@casino/locale';
import { gameTexts } from '@casino/locale/games';
import { asc, eq, sql } from 'drizzle-orm';
import { createPrivateKey, generateKeyPairSync, randomUUID } from 'node:crypto';
import { games } from '../../content/schema.ts';
import { players } from '../../players/schema.ts';
import { regulatorOutbox } from '../../regulator/schema.ts';
import { gameRounds, walletTransactions } from '../schema.ts';
import { balanceOf } from '../../ledger/ledger.ts';
import type { SeedUserKey } from '../../seed/index.ts';
import { json, signedIn, startTestSite, type TestSite } from '../../../test/harness.ts';
import { playerIdOf } from '../../../test/payments-support.ts';
import { gameTaking } from '../../../test/games-support.ts';
import { casinoSessionKey } from '../../regulator/record-session.ts';
import { GAME_URL_PATH } from '../aggregator/game-url.ts';
import { hub88GameProvider } from '../aggregator/hub88-games.ts';
import { findPlayableGame } from '../playable-game.ts';
import { GameLaunchError } from '../provider.ts';
import { sandboxWalletKeys } from '../wallet/sandbox-keys.ts';
import { SIGNATURE_HEADER } from '../wallet/protocol.ts';
import { signBody } from '../wallet/signature.ts';
import { roundIdOf } from '../wallet/wallet-session.ts';

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(() => site.close());

const aggregatorUrl = () => process.env.CASINO_TEST_AGGREGATOR_URL!;

const gameIn = (category: string, stakeOre: number) => gameTaking(site.db, category, stakeOre);

async function open(who: SeedUserKey, slug: string) {
  const client = await signedIn(site, who);
  const session = await json<GameSession>(await client.post(`/api/proxy/games/${slug}/sessions`, {}));
  return { client, session, playerId: await playerIdOf(site.db, who) };
}

/** What the frame's script asks the aggregator for: one round, on the frame's own origin. */
const playInFrame = (launchUrl: string, body: Record<string, unknown>) =>
  fetch(`${launchUrl}/rounds`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('a game opened through the aggregator’s game-URL call (going live: game launch)', () => {
  it('frames the game on the aggregator’s own origin, allowed only to the site, with the player’s balance from the wallet', async () => {
    const slug = await gameIn('slots', 1000);
    const { session, playerId } = await open('spare1', slug);
    const launch = new URL(session.launchUrl);
    expect(launch.origin).toBe(new URL(aggregatorUrl()).origin);
    expect(launch.origin).not.toBe(new URL(site.url).origin);
    const frame = await fetch(session.launchUrl);
    expect(frame.status).toBe(200);
    expect(frame.headers.get('content-security-policy')).toContain(`frame-ancestors ${site.url}`);
    const page = await frame.text();
    const game = (await findPlayableGame(site.db, slug, 'development'))!;
    expect(page).toContain(`<h1>${game.title}</h1>`);
    const balance = oreToKroner(await balanceOf(site.db, playerId));
    expect(page).toContain(`&quot;balance&quot;:${balance}`);
    // The site's own frame route is not where this game opens.
    expect(session.launchUrl).not.toContain('/sandbox/games/');
  });

  it('is refused by the aggregator when the call is not signed with the operator’s key', async () => {
    const slug = await gameIn('slots', 1000);
    const game = (await findPlayableGame(site.db, slug, 'development'))!;
    const stranger = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    }).privateKey;
    const forger = hub88GameProvider({ url: aggregatorUrl(), operatorId: 1, operatorPrivateKey: stranger });
    const launch = {
      game,
      gameSessionId: randomUUID(),
      walletToken: 'x'.repeat(64),
      playerId: 1,
      siteOrigin: site.url,
      platform: 'desktop' as const,
    };
    await expect(forger.launch(launch)).rejects.toBeInstanceOf(GameLaunchError);
    // Nor is a call signed with any key but the operator's (here the aggregator's own).
    const body = JSON.stringify({ game_code: slug });
    const misSigned = await fetch(new URL(GAME_URL_PATH.slice(1), aggregatorUrl()), {
      method: 'POST',
      headers: { [SIGNATURE_HEADER]: signBody(body, createPrivateKey(sandboxWalletKeys.aggregatorPrivateKey)) },
      body,
    });
    expect(misSigned.status).toBe(401);
  });

  it('opens a table game played as hands (blackjack) on the aggregator’s origin too', async () => {
    const [table] = await site.db.select({ slug: games.slug }).from(games).where(eq(games.title, 'Blackjack Nyhavn'));
    const { session } = await open('spare2', table!.slug);
    expect(new URL(session.launchUrl).origin).toBe(new URL(aggregatorUrl()).origin);
    const frame = await fetch(session.launchUrl);
    expect(frame.status).toBe(200);
    expect(await frame.text()).toContain('<h1>Blackjack Nyhavn</h1>');
  });
});

describe('a round played in the aggregator’s frame (going live: its rounds reach the site only through the wallet)', () => {
  it('books a slot round as a signed bet and a closing win, once, with the outcome for the history and the regulator', async () => {
    const slug = await gameIn('slots', 1000);
    const { session, playerId } = await open('spare3', slug);
    const before = await balanceOf(site.db, playerId);
    const roundId = randomUUID();
    const body = { roundId, gameSessionId: session.gameSessionId, stake: 10 };
    const answer = await playInFrame(session.launchUrl, body);
    expect(answer.status).toBe(200);
    const result = (await answer.json()) as RoundResult;
    expect(result).toMatchObject({ roundId, stake: 10, replayed: false, outcome: { kind: 'slots' } });
    const after = await balanceOf(site.db, playerId);
    expect(after).toBe(before - 1000 + kronerToOre(result.win));
    expect(result.balance).toBe(oreToKroner(after));

    // The frame asks again (a lost answer): the first result, nothing booked twice.
    const again = (await (await playInFrame(session.launchUrl, body)).json()) as RoundResult;
    expect(again).toMatchObject({ roundId, win: result.win, balance: result.balance, replayed: true });
    expect(await balanceOf(site.db, playerId)).toBe(after);
    const calls = await site.db
      .select({ kind: walletTransactions.kind, amountOre: walletTransactions.amountOre })
      .from(walletTransactions)
      .where(eq(walletTransactions.roundId, roundIdOf(roundId)))
      .orderBy(asc(walletTransactions.id));
    expect(calls).toEqual([
      { kind: 'bet', amountOre: 1000 },
      { kind: 'win', amountOre: kronerToOre(result.win) },
    ]);
    const [round] = await site.db
      .select()
      .from(gameRounds)
      .where(eq(gameRounds.roundId, roundIdOf(roundId)));
    expect(round).toMatchObject({ playerId, stakeOre: 1000, winOre: kronerToOre(result.win), balanceAfterOre: after });
    expect(round!.outcome).toEqual(result.outcome);
    const [report] = await site.db
      .select()
      .from(regulatorOutbox)
      .where(eq(regulatorOutbox.eventKey, casinoSessionKey(playerId, roundIdOf(roundId))));
    expect(report).toMatchObject({ stakeOre: 1000, winOre: kronerToOre(result.win) });
  });

  it('plays a scratch card and a roulette bet the same way', async () => {
    const scratch = await open('spare4', await gameIn('skrabespil', 1000));
    const card = (await (
      await playInFrame(scratch.session.launchUrl, {
        roundId: randomUUID(),
        gameSessionId: scratch.session.gameSessionId,
        stake: 10,
      })
    ).json()) as RoundResult;
    expect(card.outcome).toMatchObject({ kind: 'scratch' });
    expect(card.balance).toBe(oreToKroner(await balanceOf(site.db, scratch.playerId)));

    const [wheel] = await site.db.select({ slug: games.slug }).from(games).where(eq(games.title, 'Europæisk Roulette'));
    const roulette = await open('spare4', wheel!.slug);
    const spin = (await (
      await playInFrame(roulette.session.launchUrl, {
        roundId: randomUUID(),
        gameSessionId: roulette.session.gameSessionId,
        stake: 10,
        bet: { type: 'red' },
      })
    ).json()) as RoundResult;
    expect(spin.outcome).toMatchObject({ kind: 'roulette', bet: { type: 'red' } });
    expect(spin.balance).toBe(oreToKroner(await balanceOf(site.db, roulette.playerId)));
  });

  it('shows the wallet’s refusal in Danish and books nothing: a stake above the balance or the range, a player who may no longer play', async () => {
    const slug = await gameIn('slots', 1000);
    const game = (await findPlayableGame(site.db, slug, 'development'))!;
    // A new player with limits set and nothing deposited yet.
    const broke = await open('newPlayer', slug);
    const short = await playInFrame(broke.session.launchUrl, {
      roundId: randomUUID(),
      gameSessionId: broke.session.gameSessionId,
      stake: 10,
    });
    expect(short.status).toBe(409);
    expect(((await short.json()) as { error: string }).error).toBe(gameTexts.errors.insufficientFunds);

    const { session, playerId } = await open('spare5', slug);
    const before = await balanceOf(site.db, playerId);
    const above = await playInFrame(session.launchUrl, {
      roundId: randomUUID(),
      gameSessionId: session.gameSessionId,
      stake: oreToKroner(game.betMaxOre) + 1,
    });
    expect(above.status).toBe(400);
    expect(((await above.json()) as { error: string }).error).toMatch(/^Indsatsen skal være mellem/);
    await site.db
      .update(players)
      .set({ excludedUntil: new Date(Date.now() + 30 * 86_400_000) })
      .where(eq(players.id, playerId));
    const excluded = await playInFrame(session.launchUrl, {
      roundId: randomUUID(),
      gameSessionId: session.gameSessionId,
      stake: 10,
    });
    expect(excluded.status).toBe(403);
    expect(((await excluded.json()) as { error: string }).error).toBe(gameTexts.errors.playRefused);
    expect(await balanceOf(site.db, playerId)).toBe(before);
    const [booked] = await site.db
      .select({ n: sql<number>`count(*)::int` })
      .from(walletTransactions)
      .where(sql`${walletTransactions.playerId} in (${playerId}, ${broke.playerId})`);
    expect(booked!.n).toBe(0);
  });
});
