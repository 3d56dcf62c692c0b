// Game data reported to the authority's SAFE (issue: "What the regulator sees"): every settled game becomes a
// casino session record in the transaction of its money, packed into sealed zip files that validate against the
// standard records' schema, with an End Of Day per Danish day equal to the ledger's figures; a changed byte is
// caught by the verification, and a game settled while reporting failed is reported once after a restart.
import { and, eq } from 'drizzle-orm';
import { regulatorOutbox, safeFiles } from './schema.ts';
import { seededTestDatabase, startTestSite, type TestSite } from '../../test/harness.ts';
import { playerIdOf } from '../../test/payments-support.ts';
import { jackpotGame } from '../../test/jackpot-support.ts';
import { reportToSafe, safeDepsOf } from './job.ts';
import type { SafeStorage } from './safe-storage.ts';
import { noonDaysAgo, playADay, playOneRound, recordOf, reportedTransactionIds } from '../../test/safe-support.ts';
import { casinoSessionsXml, schemaProblemsOf } from './standard-records.ts';
import { verifyDay } from './verify.ts';

describe('a day of play reported to SAFE', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite();
  });
  afterAll(() => site.close());
  const deps = () => safeDepsOf(site.db, site.config.safe, site.url);
  const { day, at } = noonDaysAgo(3);

  it('is packed into sealed files that validate, and the day’s End Of Day equals the ledger’s figures exactly', async () => {
    const playerId = await playerIdOf(site.db, 'spare4');
    const rounds = await playADay(site.db, playerId, at);

    const { checked } = await reportToSafe(deps(), new Date());
    const check = checked.find((c) => c.day === day)!;
    expect(check.filed).toEqual(check.ledger);
    expect(check.matches).toBe(true);
    // Five games: the slot round, the jackpot win, roulette, the split blackjack hand and the bonus spin.
    expect(check.ledger.games).toBe(5);
    expect(check.ledger.jackpotContributionOre).toBeGreaterThan(0);

    // The split hand is one session with both stakes; the jackpot's win is a release of its own, not a game win.
    const hand = await recordOf(site.db, playerId, rounds.blackjack.roundId);
    expect(hand).toMatchObject({ stakeOre: 2 * rounds.blackjack.stakeOre, reportDay: day });
    const jackpot = (await recordOf(site.db, playerId, rounds.jackpot))!;
    expect(jackpot.jackpotWinOre).toBeGreaterThan(0);
    expect(jackpot.jackpotFileId).not.toBeNull();
    // A bonus spin takes nothing from the player: its stake is none, its win the bonus credited.
    expect(await recordOf(site.db, playerId, rounds.bonusSpin)).toMatchObject({ stakeOre: 0 });

    const verdicts = await verifyDay(site.db, deps().storage, day);
    expect(new Set(verdicts.map((v) => v.kind))).toEqual(new Set(['KasinoSpil', 'JackpotUdloesning', 'EndOfDay']));
    expect(verdicts.flatMap((v) => v.problems)).toEqual([]);
    expect(verdicts[0]!.path).toMatch(
      new RegExp(`^\\d{4}-\\d{2}-\\d{2}/CASINO-DEVELOPMENT-\\d+/KasinoSpil/${day}/CASINO-DEVELOPMENT-\\d+-\\d+\\.zip$`),
    );
    // The days between it and today have their End Of Day too: nothing played, nothing staked.
    expect(checked.filter((c) => c.day > day).every((c) => c.matches && c.ledger.games === 0)).toBe(true);
  });

  it('catches a byte changed in a file on SAFE after it was sealed', async () => {
    const [file] = await site.db
      .select()
      .from(safeFiles)
      .where(and(eq(safeFiles.reportDay, day), eq(safeFiles.kind, 'KasinoSpil')));
    const { storage } = deps();
    const bytes = (await storage.get(file!.path))!;
    bytes[Math.floor(bytes.length / 2)]! ^= 0x01;
    await storage.put(file!.path, bytes, new Date());

    const verdicts = await verifyDay(site.db, storage, day);
    const changed = verdicts.find((v) => v.path === file!.path)!;
    expect(changed.problems).toContain('MAC differs: the file was changed after it was sealed');
    expect(verdicts.filter((v) => v.path !== file!.path).flatMap((v) => v.problems)).toEqual([]);
  });
});

describe('the standard records’ schema', () => {
  it('refuses a record whose casino category is not one of the authority’s', async () => {
    const session = {
      ...{ transactionId: 'r-1', playerRef: '7', productName: 'Spil', category: 'spilleautomat' as const },
      ...{ startedAt: new Date(), endedAt: new Date(), stakeOre: 100, winOre: 0, jackpot: null },
      rng: { id: 'node-crypto-randomInt', softwareId: 'casino-maths-slots' },
    };
    const xml = casinoSessionsXml('file-1', { certificateId: 'C', website: 'http://casino.test' }, [session]);
    expect(await schemaProblemsOf(xml)).toEqual([]);
    const [problem] = await schemaProblemsOf(xml.replace('spilleautomat', 'slots'));
    expect(problem).toContain('KasinospilKategori');
  });
});

describe('a game settled while reporting to SAFE fails', () => {
  it('is reported once after the server is restarted on the same database, however often its round is retried', async () => {
    const database = await seededTestDatabase();
    try {
      const first = await startTestSite({ ...database.options });
      const playerId = await playerIdOf(first.db, 'spare5');
      const game = await jackpotGame(first.db, 2);
      const round = await playOneRound(first.db, { playerId, game, at: new Date() });
      const { roundId } = round;
      // The same round asked for again (a lost answer) is the same game: one record.
      await playOneRound(first.db, { playerId, game, at: new Date(), again: round });
      const broken: SafeStorage = {
        location: 'nowhere',
        put: async () => {
          throw new Error('SAFE went away mid-file');
        },
        get: async () => null,
      };
      await expect(
        reportToSafe({ ...safeDepsOf(first.db, first.config.safe, first.url), storage: broken }, new Date()),
      ).rejects.toThrow('SAFE went away');
      expect((await recordOf(first.db, playerId, roundId))!.safeFileId).toBeNull();
      await first.close();

      const again = await startTestSite({ ...database.options, safe: first.config.safe });
      try {
        const deps = safeDepsOf(again.db, again.config.safe, again.url);
        await reportToSafe(deps, new Date());
        await reportToSafe(deps, new Date());
        expect((await reportedTransactionIds(again.db, deps.storage)).get(roundId)).toBe(1);
        const rows = await again.db.select().from(regulatorOutbox).where(eq(regulatorOutbox.playerId, playerId));
        expect(rows.filter((r) => r.eventKey.endsWith(roundId))).toHaveLength(1);
        expect(rows.every((r) => r.safeFileId !== null)).toBe(true);
      } finally {
        await again.close();
      }
    } finally {
      await database.drop();
    }
  });
});
