// Games through the seamless wallet API game aggregators call (docs/decisions/0059-game-wallet-hub88.md): the
// site's wallet endpoints spoken to over HTTP by the sandbox aggregator as Hub88's Operator Wallet API has it
// (signed bodies, request and transaction uuids, RS_* statuses), against a real site and database. Bodies in Hub88's recorded format are
// in fixtures/.
import type { GameSession } from '@casino/api-client/play';
import { oreToWalletUnits } from '@casino/locale';
import { eq, like, sql } from 'drizzle-orm';
import { createPrivateKey, createPublicKey, generateKeyPairSync, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { ledgerTransactions } from '../../ledger/schema.ts';
import { players } from '../../players/schema.ts';
import { regulatorOutbox } from '../../regulator/schema.ts';
import { gameRounds, gameSessions, jackpotEntries, walletTransactions } from '../schema.ts';
import { balanceOf } from '../../ledger/ledger.ts';
import type { SeedUserKey } from '../../seed/index.ts';
import { json, signedIn, startTestSite, type TestSite } from '../../../test/harness.ts';
import { playerIdOf } from '../../../test/payments-support.ts';
import { gameTaking } from '../../../test/games-support.ts';
import { casinoSessionKey } from '../../regulator/record-session.ts';
import { WALLET_PATH, walletPaths, walletStatuses } from './protocol.ts';
import {
  sandboxAggregator,
  UnsignedAnswerError,
  type AggregatorSession,
  type SandboxAggregator,
} from './sandbox-aggregator.ts';
import { readProviderSettings } from '../../providers/settings.ts';
import { sandboxWalletKeys } from './sandbox-keys.ts';
import { signBody, verifyBody } from './signature.ts';
import { roundIdOf, walletUserOf } from './wallet-session.ts';

let site: TestSite;
let aggregator: SandboxAggregator;
beforeAll(async () => {
  site = await startTestSite();
  aggregator = sandboxAggregator(`${site.url}${WALLET_PATH}`);
});
afterAll(() => site.close());

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8');

/** A recorded Hub88 body with this session's token, user and game in it, as the aggregator would send it. */
const recorded = (name: string, session: AggregatorSession) =>
  JSON.stringify(
    JSON.parse(
      fixture(name)
        .replace('{{token}}', session.token)
        .replace('{{user}}', session.user)
        .replace('{{game_code}}', session.gameCode),
    ),
  );

/** An active, published slot whose bet range takes 10 kr.; with a jackpot or without. */
const slotFor = (jackpot: boolean) => gameTaking(site.db, 'slots', 1000, jackpot);

/** The player launches the game on the site; the aggregator gets its token (in production: the game-URL call). */
async function launch(who: SeedUserKey, jackpot = false) {
  const client = await signedIn(site, who);
  const playerId = await playerIdOf(site.db, who);
  const gameCode = await slotFor(jackpot);
  const started = await json<GameSession>(await client.post(`/api/proxy/games/${gameCode}/sessions`, {}));
  const [row] = await site.db
    .select({ token: gameSessions.walletToken })
    .from(gameSessions)
    .where(eq(gameSessions.id, started.gameSessionId));
  const session: AggregatorSession = { token: row!.token, user: walletUserOf(playerId), gameCode };
  return { session, playerId, gameSessionId: started.gameSessionId };
}

const walletPosts = async (playerId: number) =>
  (
    await site.db
      .select({ n: sql<number>`count(*)::int` })
      .from(ledgerTransactions)
      .where(like(ledgerTransactions.reference, `wallet:${playerId}:%`))
  )[0]!.n;

const units = oreToWalletUnits;
const sandboxAggregatorKey = () => createPrivateKey(sandboxWalletKeys.aggregatorPrivateKey);

describe('a round through the wallet (going live: bets and wins go to the same ledger)', () => {
  it('takes a recorded Hub88 bet and pays its win once each, and closes the round for the history and the regulator', async () => {
    const { session, playerId, gameSessionId } = await launch('spare1');
    const before = await balanceOf(site.db, playerId);

    const bet = await aggregator.send(walletPaths.bet, recorded('bet', session));
    expect(bet.answer).toEqual({
      status: walletStatuses.ok,
      request_uuid: '583c985f-fee6-4c0e-bbf5-308aad6265af',
      user: session.user,
      currency: 'DKK',
      balance: units(before - 1000),
    });
    const win = await aggregator.send(walletPaths.win, recorded('win', session));
    expect(win.answer).toMatchObject({ status: walletStatuses.ok, balance: units(before - 1000 + 2500) });
    expect(await balanceOf(site.db, playerId)).toBe(before + 1500);
    expect(await walletPosts(playerId)).toBe(2);

    const roundId = roundIdOf('rNEMwgzJAOZ6eR3V');
    const [round] = await site.db.select().from(gameRounds).where(eq(gameRounds.roundId, roundId));
    expect(round).toMatchObject({
      playerId,
      stakeOre: 1000,
      winOre: 2500,
      gameSessionId,
      balanceAfterOre: before + 1500,
    });
    const [report] = await site.db
      .select()
      .from(regulatorOutbox)
      .where(eq(regulatorOutbox.eventKey, casinoSessionKey(playerId, roundId)));
    expect(report).toMatchObject({ stakeOre: 1000, winOre: 2500 });
  });

  it("feeds a jackpot slot's pool from the stake in the bet's own ledger transaction", async () => {
    const { session, playerId } = await launch('freeSpins', true);
    const bet = await aggregator.bet(session, { stakeOre: 1000, round: randomUUID() });
    expect(bet.answer.status).toBe(walletStatuses.ok);
    const [call] = await site.db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.transactionUuid, JSON.parse(bet.body).transaction_uuid));
    const contributions = await site.db
      .select()
      .from(jackpotEntries)
      .where(eq(jackpotEntries.transactionId, call!.ledgerTransactionId!));
    expect(contributions).toEqual([expect.objectContaining({ type: 'contribution' })]);
    expect(call).toMatchObject({ playerId, kind: 'bet', amountOre: 1000 });
  });
});

describe('idempotent by request (going live, done means: a repeated wallet request answered with the first result and booked once)', () => {
  it('answers a repeated bet with the first answer and takes the stake once', async () => {
    const { session, playerId } = await launch('spare2');
    const first = await aggregator.bet(session, { stakeOre: 1000, round: randomUUID() });
    // The balance moves in between: the repeat still gets the first answer, balance and all.
    await aggregator.bet(session, { stakeOre: 1000, round: randomUUID() });
    const [before, posts] = [await balanceOf(site.db, playerId), await walletPosts(playerId)];
    const again = await aggregator.send(walletPaths.bet, first.body);
    expect(again.answer).toEqual(first.answer);
    expect(await balanceOf(site.db, playerId)).toBe(before);
    expect(await walletPosts(playerId)).toBe(posts);
  });

  it('answers a repeated win and a repeated rollback alike, paying and giving back once', async () => {
    const { session, playerId } = await launch('spare5');
    const start = await balanceOf(site.db, playerId);
    const round = randomUUID();
    const bet = await aggregator.bet(session, { stakeOre: 1000, round });
    const betUuid = JSON.parse(bet.body).transaction_uuid as string;
    const win = await aggregator.win(session, { winOre: 500, round, betUuid });
    expect(await aggregator.send(walletPaths.win, win.body)).toEqual(win);

    const otherRound = randomUUID();
    const other = await aggregator.bet(session, { stakeOre: 1000, round: otherRound });
    const rollback = await aggregator.rollback(session, {
      round: otherRound,
      betUuid: JSON.parse(other.body).transaction_uuid,
    });
    expect(rollback.answer).toMatchObject({ status: walletStatuses.ok, balance: bet.answer.balance! + units(500) });
    expect(await aggregator.send(walletPaths.rollback, rollback.body)).toEqual(rollback);
    expect(await balanceOf(site.db, playerId)).toBe(start - 1000 + 500);
  });

  it('refuses a transaction_uuid reused for a different bet as a duplicate, booking nothing', async () => {
    const { session, playerId } = await launch('spare2');
    const first = await aggregator.bet(session, { stakeOre: 1000, round: randomUUID() });
    const transactionUuid = JSON.parse(first.body).transaction_uuid as string;
    const before = await balanceOf(site.db, playerId);
    const other = await aggregator.bet(session, { stakeOre: 2000, round: randomUUID(), transactionUuid });
    expect(other.answer.status).toBe(walletStatuses.duplicateTransaction);
    expect(await balanceOf(site.db, playerId)).toBe(before);
  });
});

describe('bets refused (going live, done means: for want of money, for a paused or excluded player, for an expired token)', () => {
  it('refuses a bet the balance does not cover with RS_ERROR_NOT_ENOUGH_MONEY and the balance', async () => {
    const { session, playerId } = await launch('newPlayer');
    const bet = await aggregator.bet(session, { stakeOre: 1000, round: randomUUID() });
    expect(bet.answer).toMatchObject({ status: walletStatuses.notEnoughMoney, balance: 0, user: session.user });
    expect(await walletPosts(playerId)).toBe(0);
  });

  it.each([
    ['paused', { cooldownUntil: new Date(Date.now() + 86_400_000) }, 'spare3'],
    ['excluded', { excludedUntil: new Date(Date.now() + 30 * 86_400_000) }, 'spare4'],
  ] as const)(
    'refuses a bet of a player %s since the game opened with RS_ERROR_USER_DISABLED',
    async (_, block, who) => {
      const { session, playerId } = await launch(who);
      const before = await balanceOf(site.db, playerId);
      await site.db.update(players).set(block).where(eq(players.id, playerId));
      const bet = await aggregator.bet(session, { stakeOre: 1000, round: randomUUID() });
      expect(bet.answer).toMatchObject({ status: walletStatuses.userDisabled, balance: units(before) });
      expect(await walletPosts(playerId)).toBe(0);
    },
  );

  it('refuses a bet on an expired token and on an unknown one, yet pays the win of a bet taken before expiry', async () => {
    const { session, playerId, gameSessionId } = await launch('spare5');
    const round = randomUUID();
    const bet = await aggregator.bet(session, { stakeOre: 1000, round });
    await site.db
      .update(gameSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(gameSessions.id, gameSessionId));
    const before = await balanceOf(site.db, playerId);

    const late = await aggregator.bet(session, { stakeOre: 1000, round: randomUUID() });
    expect(late.answer.status).toBe(walletStatuses.tokenExpired);
    const unknown = await aggregator.bet({ ...session, token: 'x'.repeat(64) }, { stakeOre: 1000, round });
    expect(unknown.answer).toEqual({ status: walletStatuses.invalidToken, request_uuid: expect.any(String) });
    expect(await balanceOf(site.db, playerId)).toBe(before);

    const win = await aggregator.win(session, { winOre: 300, round, betUuid: JSON.parse(bet.body).transaction_uuid });
    expect(win.answer.status).toBe(walletStatuses.ok);
    expect(await balanceOf(site.db, playerId)).toBe(before + 300);
  });
});

describe('rollbacks (going live, done means: a rollback of an unknown bet booked once)', () => {
  it('books a rollback of a bet never seen once with nothing moved, and refuses that bet when it comes after', async () => {
    const { session, playerId } = await launch('spare1');
    const before = await balanceOf(site.db, playerId);
    const round = randomUUID();
    const betUuid = randomUUID();
    const rollback = await aggregator.rollback(session, { round, betUuid });
    expect(rollback.answer).toMatchObject({ status: walletStatuses.ok, balance: units(before) });
    expect(await aggregator.send(walletPaths.rollback, rollback.body)).toEqual(rollback);
    const booked = await site.db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.referenceTransactionUuid, betUuid));
    expect(booked).toEqual([expect.objectContaining({ kind: 'rollback', amountOre: 0, ledgerTransactionId: null })]);

    const lateBet = await aggregator.bet(session, { stakeOre: 1000, round, transactionUuid: betUuid });
    expect(lateBet.answer.status).toBe(walletStatuses.transactionRolledBack);
    expect(await balanceOf(site.db, playerId)).toBe(before);
  });

  it('refuses a win on a bet that was rolled back', async () => {
    const { session, playerId } = await launch('spare1');
    const round = randomUUID();
    const bet = await aggregator.bet(session, { stakeOre: 1000, round });
    const betUuid = JSON.parse(bet.body).transaction_uuid as string;
    await aggregator.rollback(session, { round, betUuid, closed: false });
    const before = await balanceOf(site.db, playerId);
    const win = await aggregator.win(session, { winOre: 5000, round, betUuid });
    expect(win.answer.status).toBe(walletStatuses.transactionDoesNotExist);
    expect(await balanceOf(site.db, playerId)).toBe(before);
  });
});

describe('signatures (going live, done means: signatures made and verified; a forged or replayed request refused)', () => {
  it('verifies the recorded signature of a Hub88 body with the aggregator key, and not once a byte changes', () => {
    const { body, signature } = JSON.parse(fixture('signed-user-info')) as { body: string; signature: string };
    const key = createPublicKey(sandboxWalletKeys.aggregatorPublicKey);
    expect(verifyBody(body, signature, key)).toBe(true);
    expect(verifyBody(body.replace('john', 'jane'), signature, key)).toBe(false);
    expect(verifyBody(body, undefined, key)).toBe(false);
  });

  it('refuses a forged bet (another key, an altered body, no signature) with RS_ERROR_INVALID_SIGNATURE and books nothing', async () => {
    const { session, playerId } = await launch('spare6');
    const body = recorded('bet', session);
    const forger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const altered = body.replace('1000000', '100');
    for (const [sent, signature] of [
      [body, signBody(body, forger)],
      [altered, signBody(body, sandboxAggregatorKey())],
      [body, ''],
    ] as const) {
      const forged = await aggregator.send(walletPaths.bet, sent, signature);
      expect(forged.answer).toEqual({ status: walletStatuses.invalidSignature, request_uuid: expect.any(String) });
    }
    expect(await walletPosts(playerId)).toBe(0);
  });

  it('books a replayed bet once, also when it is replayed at another endpoint', async () => {
    const { session, playerId } = await launch('spare6');
    const bet = await aggregator.bet(session, { stakeOre: 1000, round: randomUUID() });
    expect(bet.answer.status).toBe(walletStatuses.ok);
    const balance = await balanceOf(site.db, playerId);
    expect((await aggregator.send(walletPaths.bet, bet.body)).answer).toEqual(bet.answer);
    const atWin = await aggregator.send(walletPaths.win, bet.body);
    expect(atWin.answer.status).not.toBe(walletStatuses.ok);
    const asWin = JSON.stringify({ ...JSON.parse(bet.body), reference_transaction_uuid: randomUUID() });
    expect((await aggregator.send(walletPaths.win, asWin)).answer.status).toBe(walletStatuses.duplicateTransaction);
    expect(await balanceOf(site.db, playerId)).toBe(balance);
    expect(await walletPosts(playerId)).toBe(1);
  });

  it("signs every answer with the operator's key: the aggregator believes no answer signed with another", async () => {
    const { session } = await launch('spare6');
    const stranger = createPublicKey(generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey);
    const doubting = sandboxAggregator(`${site.url}${WALLET_PATH}`, {
      aggregatorPrivateKey: sandboxAggregatorKey(),
      operatorPublicKey: stranger,
    });
    await expect(doubting.balance(session)).rejects.toBeInstanceOf(UnsignedAnswerError);
    expect((await aggregator.balance(session)).answer).toMatchObject({ status: walletStatuses.ok, user: session.user });
  });
});

describe('wallet keys in the settings (going live: settings for each adapter validated at start)', () => {
  it('gives a development site the sandbox pair, and refuses it, a missing key or a non-key where no sandbox may run', () => {
    expect(readProviderSettings({}, true).settings?.games.wallet.aggregatorPublicKey).toBe(
      sandboxWalletKeys.aggregatorPublicKey,
    );
    const named = {
      GAME_PROVIDER: 'hub88',
      GAME_WALLET_AGGREGATOR_PUBLIC_KEY: sandboxWalletKeys.aggregatorPublicKey,
      GAME_WALLET_OPERATOR_PRIVATE_KEY: 'not a key',
    };
    const { problems } = readProviderSettings(named, false);
    expect(problems).toEqual(
      expect.arrayContaining([
        'GAME_WALLET_AGGREGATOR_PUBLIC_KEY: not set or invalid',
        'GAME_WALLET_OPERATOR_PRIVATE_KEY: not set or invalid',
        // The aggregator's address and this operator's id there come with the contract too.
        'GAME_AGGREGATOR_URL: not set or invalid',
        'GAME_AGGREGATOR_OPERATOR_ID: not set or invalid',
      ]),
    );
  });
});
