// The compliance view's reads (the issue "What the regulator sees", "a compliance view in the agent console, a role
// of its own"): per day, the files on SAFE with their size, record counts, MAC verified against SAFE now and schema,
// and the day's End Of Day against the ledger. Only an account with the compliance role reads them; the role is
// granted by command.
import type { PlayerReport, SafeDayReport, SafeDaySummary } from '@casino/api-client/compliance';
import { complianceTexts } from '@casino/locale/compliance';
import { oreToKroner } from '@casino/locale';
import { and, eq } from 'drizzle-orm';
import { grantCompliance } from '../admin/compliance.ts';
import { isComplianceOfficer } from '../auth/require-compliance.ts';
import { players, regulatorOutbox, safeFiles } from '../db/schema.ts';
import { COMPLIANCE_OFFICER, SUPPORT_AGENT } from '../seed/index.ts';
import { Client, json, signedIn, startTestSite, type TestSite } from '../../test/harness.ts';
import { playerIdOf } from '../../test/payments-support.ts';
import { jackpotGame } from '../../test/jackpot-support.ts';
import { reportToSafe, safeDepsOf } from './job.ts';
import { retainedUntil } from './retention.ts';
import { noonDaysAgo, playADay, playOneRound } from '../../test/safe-support.ts';
import { danishIsoDate } from '@casino/locale/games';

describe('the compliance view of what was reported to SAFE', () => {
  let site: TestSite;
  let officer: Client;
  const { day, at } = noonDaysAgo(4);
  const today = danishIsoDate(new Date());
  beforeAll(async () => {
    site = await startTestSite();
    await playADay(site.db, await playerIdOf(site.db, 'spare6'), at);
    await playOneRound(site.db, {
      playerId: await playerIdOf(site.db, 'spare6'),
      game: await jackpotGame(site.db, 1),
      at: new Date(),
    });
    await reportToSafe(safeDepsOf(site.db, site.config.safe, site.url), new Date());
    officer = new Client(site.url);
    await officer.signIn(COMPLIANCE_OFFICER.email, COMPLIANCE_OFFICER.password);
    // A day played at the aggregator, packed, validated against the XSD and sealed: more than one test's work.
  }, 90_000);
  afterAll(() => site.close());

  it('is refused to a player and to a support agent, in Danish', async () => {
    const agent = new Client(site.url);
    await agent.signIn(SUPPORT_AGENT.email, SUPPORT_AGENT.password);
    for (const client of [await signedIn(site, 'player'), agent]) {
      const answer = await client.get('/api/proxy/compliance/safe/days');
      expect(answer.status).toBe(403);
      expect(await answer.json()).toEqual({ error: complianceTexts.complianceOnly, code: 'COMPLIANCE_ONLY' });
    }
    expect((await new Client(site.url).get('/api/proxy/compliance/safe/days')).status).toBe(401);
  });

  it('lists the days reported, newest first, with their files and games and whether End Of Day is filed', async () => {
    const days = await json<SafeDaySummary[]>(await officer.get('/api/proxy/compliance/safe/days'));
    expect(days.map((d) => d.day)).toEqual([...days.map((d) => d.day)].sort().reverse());
    expect(days.find((d) => d.day === day)).toEqual({ day, files: 3, games: 5, endOfDay: true });
    expect(days.find((d) => d.day === today)).toMatchObject({ games: 1, endOfDay: false });
  });

  it('shows a finished day’s files as sealed and valid, and its End Of Day equal to the ledger', async () => {
    const report = await json<SafeDayReport>(await officer.get(`/api/proxy/compliance/safe/days/${day}`));
    const rows = await site.db.select().from(safeFiles).where(eq(safeFiles.reportDay, day));
    expect(report.files).toHaveLength(rows.length);
    for (const file of report.files) {
      const row = rows.find((r) => r.path === file.path)!;
      expect(file).toEqual({
        path: row.path,
        kind: row.kind,
        sequence: row.sequence,
        bytes: row.byteSize,
        records: row.recordCount,
        sealedAt: row.createdAt.toISOString(),
        retainedUntil: retainedUntil(day).toISOString(),
        mac: 'ok',
        valid: true,
        problems: [],
      });
    }
    expect(report.check.filed).toEqual(report.check.ledger);
    expect(report.check).toMatchObject({ matches: true, dayOver: true });
    const endOfDay = rows.find((r) => r.kind === 'EndOfDay')!;
    expect(report.check.ledger).toEqual({
      games: 5,
      stake: oreToKroner(endOfDay.stakeOre),
      jackpotContribution: oreToKroner(endOfDay.jackpotContributionOre),
      wins: oreToKroner(endOfDay.winOre),
    });
  });

  it('shows today, before its End Of Day, with what is reported so far against the ledger', async () => {
    const report = await json<SafeDayReport>(await officer.get(`/api/proxy/compliance/safe/days/${today}`));
    expect(report.check).toMatchObject({ filed: null, matches: true, dayOver: false });
    expect(report.check.reported).toEqual(report.check.ledger);
    expect(report.check.reported.games).toBe(1);
  });

  it('shows a file changed on SAFE after it was sealed as changed, the others as they were', async () => {
    const [file] = await site.db
      .select()
      .from(safeFiles)
      .where(and(eq(safeFiles.reportDay, day), eq(safeFiles.kind, 'JackpotUdloesning')));
    const { storage } = safeDepsOf(site.db, site.config.safe, site.url);
    const bytes = (await storage.get(file!.path))!;
    bytes[bytes.length - 30]! ^= 0x01;
    await storage.put(file!.path, bytes, new Date());

    const report = await json<SafeDayReport>(await officer.get(`/api/proxy/compliance/safe/days/${day}`));
    const changed = report.files.find((f) => f.path === file!.path)!;
    expect(changed.mac).toBe('differs');
    expect(changed.problems).toContain('MAC differs: the file was changed after it was sealed');
    expect(report.files.filter((f) => f !== changed).every((f) => f.mac === 'ok' && f.valid)).toBe(true);
  });

  it("shows a player's latest games beside what was reported for each: every one reported, sealed and equal", async () => {
    const [player] = await site.db
      .select()
      .from(players)
      .where(eq(players.id, await playerIdOf(site.db, 'spare6')));
    const report = await json<PlayerReport>(
      await officer.get(`/api/proxy/compliance/players/${player!.customerNo}/games`),
    );
    expect(report.name).toBe(`${player!.firstName} ${player!.lastName}`);
    expect(report.games).toHaveLength(6);
    expect(report.games.map((g) => g.playedAt)).toEqual([...report.games.map((g) => g.playedAt)].sort().reverse());
    for (const game of report.games) {
      expect(game.matches).toBe(true);
      expect(game.reported!.file).toMatch(/KasinoSpil/);
    }
    const onTheDay = report.games.filter((g) => g.reported!.day === day);
    expect(onTheDay).toHaveLength(5);
  });

  it('marks a game whose reported record differs from the history', async () => {
    const playerId = await playerIdOf(site.db, 'spare6');
    const [row] = await site.db.select().from(regulatorOutbox).where(eq(regulatorOutbox.playerId, playerId)).limit(1);
    await site.db
      .update(regulatorOutbox)
      .set({ winOre: row!.winOre + 100 })
      .where(eq(regulatorOutbox.id, row!.id));
    try {
      const [player] = await site.db.select().from(players).where(eq(players.id, playerId));
      const report = await json<PlayerReport>(
        await officer.get(`/api/proxy/compliance/players/${player!.customerNo}/games`),
      );
      const [, , roundId] = row!.eventKey.split(':');
      expect(report.games.find((g) => g.roundId === roundId)!.matches).toBe(false);
      expect(report.games.filter((g) => !g.matches)).toHaveLength(1);
    } finally {
      await site.db.update(regulatorOutbox).set({ winOre: row!.winOre }).where(eq(regulatorOutbox.id, row!.id));
    }
  });

  it('answers an unknown customer number and one that is no number in Danish', async () => {
    const unknown = await officer.get('/api/proxy/compliance/players/999999999/games');
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: string }).error).toBe(complianceTexts.player.unknown);
    const bad = await officer.get('/api/proxy/compliance/players/abc/games');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toBe(complianceTexts.customerNoInvalid);
    expect((await (await signedIn(site, 'player')).get('/api/proxy/compliance/players/100001/games')).status).toBe(403);
  });

  it('refuses a day that is no day, in Danish', async () => {
    const answer = await officer.get('/api/proxy/compliance/safe/days/2026-13-45');
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { error: string }).error).toBe(complianceTexts.dayInvalid);
  });

  it('is given to an account by `npm run admin -- compliance grant <email>`, and only to an account', async () => {
    const [agent] = await site.db.select().from(players).where(eq(players.email, SUPPORT_AGENT.email));
    expect(await isComplianceOfficer(site.db, agent!.id)).toBe(false);
    await grantCompliance(site.db, ` ${SUPPORT_AGENT.email.toUpperCase()} `);
    await grantCompliance(site.db, SUPPORT_AGENT.email);
    expect(await isComplianceOfficer(site.db, agent!.id)).toBe(true);
    await expect(grantCompliance(site.db, 'nobody@casino.test')).rejects.toThrow('nobody@casino.test has no account');
  });
});
