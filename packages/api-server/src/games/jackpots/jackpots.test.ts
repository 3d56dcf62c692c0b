// Progressive jackpots (decision record 0041; decision 0059 for the aggregator): a share of every stake on a
// jackpot game funds its pool inside the stake's ledger transaction (the wallet's bet); the jackpot the
// aggregator draws is paid whole once with the round's closing win and the pool reset to the house's seed; the
// pool is an account of the ledger (its entries sum to the amount shown); a round asked for again neither funds
// nor pays again. Real server, real database, rounds played at the sandbox aggregator.
import type { GameSession, RoundResult } from '@casino/api-client/play';
import { kronerToOre, oreToKroner } from '@casino/locale';
import { randomUUID } from 'node:crypto';
import { balanceOf } from '../../ledger/ledger.ts';
import { json, signedIn, startTestSite, type TestSite } from '../../../test/harness.ts';
import { playerIdOf } from '../../../test/payments-support.ts';
import { aggregatorAt, frameOf } from '../../../test/games-support.ts';
import { ledgerTransactions } from '../../ledger/schema.ts';
import { gameRounds, jackpotEntries } from '../schema.ts';
import { roundIdOf } from '../wallet/wallet-session.ts';
import { contributionOf } from './jackpot-maths.ts';
import {
  alwaysJackpot,
  jackpotGame,
  neverJackpot,
  poolEntriesOf,
  shownJackpotOre,
} from '../../../test/jackpot-support.ts';
import { asc, eq, like } from 'drizzle-orm';
import { poolAmountOf, poolOpeningReference } from './pool-account.ts';

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(() => site.close());

/** The pool's entries posted with a round's wallet calls (its bet's contribution, its closing win's payout). */
const poolEntriesOfRound = (playerId: number, roundId: string) =>
  site.db
    .select({ type: jackpotEntries.type, amountOre: jackpotEntries.amountOre })
    .from(jackpotEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, jackpotEntries.transactionId))
    .where(like(ledgerTransactions.reference, `wallet:${playerId}:${roundIdOf(roundId)}:%`))
    .orderBy(asc(jackpotEntries.id));

const jackpotOf = (game: Awaited<ReturnType<typeof jackpotGame>>) => {
  if (game.maths.kind !== 'slots' || !game.maths.jackpot) throw new Error(`${game.slug} has no jackpot`);
  return game.maths.jackpot;
};

describe('a jackpot game’s pool', () => {
  it('shows the seed before anyone has played, then grows by 1 % of every stake played, on the ledger', async () => {
    const game = await jackpotGame(site.db, 0);
    const jackpot = jackpotOf(game);
    expect(await shownJackpotOre(site, game.slug)).toBe(jackpot.seedOre);

    const client = await signedIn(site, 'spare1');
    const playerId = await playerIdOf(site.db, 'spare1');
    const session = await json<GameSession>(await client.post(`/api/proxy/games/${game.slug}/sessions`, {}));
    const stakes = [game.betMinOre, game.betMinOre * 2, game.betMinOre];
    const rounds: RoundResult[] = [];
    for (const stakeOre of stakes) {
      const response = await frameOf(session.launchUrl).ask<RoundResult>('/rounds', {
        roundId: randomUUID(),
        gameSessionId: session.gameSessionId,
        stake: oreToKroner(stakeOre),
      });
      expect(response.status).toBe(200);
      rounds.push(response.body);
    }
    const funded = stakes.reduce((sum, stakeOre) => sum + contributionOf(jackpot, stakeOre), 0);
    expect(contributionOf(jackpot, kronerToOre(100))).toBe(kronerToOre(1));
    expect(await shownJackpotOre(site, game.slug)).toBe(jackpot.seedOre + funded);
    // The pool's account: the house's seed when it opened, then each round's contribution in its stake's
    // ledger transaction; their sum is the amount shown.
    expect(await poolEntriesOf(site.db, poolOpeningReference(game.id))).toEqual([
      { type: 'seed', amountOre: jackpot.seedOre },
    ]);
    for (const [i, round] of rounds.entries())
      expect(await poolEntriesOfRound(playerId, round.roundId)).toEqual([
        { type: 'contribution', amountOre: contributionOf(jackpot, stakes[i]!) },
      ]);
    expect(await poolAmountOf(site.db, game.id)).toBe(await shownJackpotOre(site, game.slug));
  });

  it('shows the live pool in the catalogue’s jackpot field too', async () => {
    const game = await jackpotGame(site.db, 0);
    // The catalogue is cached for a minute; this query has not been asked before, so it is built now.
    const response = await fetch(`${site.url}/api/content?rest_route=/casino/v1/games&slug=${game.slug}&per_page=1`);
    const [wire] = await json<{ acf: { jackpot: number } }[]>(response);
    expect(kronerToOre(wire!.acf.jackpot)).toBe(await poolAmountOf(site.db, game.id));
  });

  it('pays the winner the whole pool once and resets it to the seed, in the round’s own ledger transaction', async () => {
    const game = await jackpotGame(site.db, 1);
    const jackpot = jackpotOf(game);
    const playerId = await playerIdOf(site.db, 'spare2');
    const aggregator = aggregatorAt(site.db, new Date());
    const launch = await aggregator.launchOf(playerId, game);
    const play = (roundId: string, luck = neverJackpot) =>
      aggregator.playRound(launch, { roundId, stake: oreToKroner(game.betMinOre) }, luck);
    await play(randomUUID());
    const poolBefore = await poolAmountOf(site.db, game.id);
    const balanceBefore = await balanceOf(site.db, playerId);

    const roundId = randomUUID();
    const won = await play(roundId, alwaysJackpot);
    const contribution = contributionOf(jackpot, game.betMinOre);
    const poolWon = poolBefore + contribution;
    expect(won.outcome).toMatchObject({ kind: 'slots', jackpotWin: oreToKroner(poolWon) });
    expect(kronerToOre(won.win)).toBeGreaterThanOrEqual(poolWon);
    expect(await balanceOf(site.db, playerId)).toBe(balanceBefore - game.betMinOre + kronerToOre(won.win));
    expect(await poolEntriesOfRound(playerId, roundId)).toEqual([
      { type: 'contribution', amountOre: contribution },
      { type: 'payout', amountOre: -poolWon },
      { type: 'seed', amountOre: jackpot.seedOre },
    ]);
    expect(await poolAmountOf(site.db, game.id)).toBe(jackpot.seedOre);
    expect(await shownJackpotOre(site, game.slug)).toBe(jackpot.seedOre);
    const [round] = await site.db
      .select()
      .from(gameRounds)
      .where(eq(gameRounds.roundId, roundIdOf(roundId)));
    expect(round!.outcome).toMatchObject({ jackpotWin: oreToKroner(poolWon) });

    // The same round asked for again (its answer lost): the wallet answers the same calls as it did, with no
    // second contribution and no second payout.
    const again = await aggregator.playRound(
      { ...launch, rounds: new Map() },
      { roundId, stake: oreToKroner(game.betMinOre) },
      alwaysJackpot,
    );
    expect(again.win).toBe(won.win);
    expect(await poolEntriesOfRound(playerId, roundId)).toHaveLength(3);
    expect(await poolAmountOf(site.db, game.id)).toBe(jackpot.seedOre);
    expect(await balanceOf(site.db, playerId)).toBe(balanceBefore - game.betMinOre + kronerToOre(won.win));
  });

  it('funds the pool once for a round id sent twice at the same moment', async () => {
    const game = await jackpotGame(site.db, 2);
    const jackpot = jackpotOf(game);
    const client = await signedIn(site, 'spare3');
    const session = await json<GameSession>(await client.post(`/api/proxy/games/${game.slug}/sessions`, {}));
    const body = { roundId: randomUUID(), gameSessionId: session.gameSessionId, stake: oreToKroner(game.betMinOre) };
    const before = await shownJackpotOre(site, game.slug);
    const frame = frameOf(session.launchUrl);
    const answers = await Promise.all([
      frame.ask<RoundResult>('/rounds', body),
      frame.ask<RoundResult>('/rounds', body),
    ]);
    expect(answers.map((a) => a.body.replayed).sort()).toEqual([false, true]);
    expect(await shownJackpotOre(site, game.slug)).toBe(before + contributionOf(jackpot, game.betMinOre));
  });
});
