// The issue "What the regulator sees": "a compliance view in the agent console (a role of its own)": in real
// browsers against the real server. A player (indberetning@casino.test, packages/api-server/src/seed/compliance.ts)
// plays a slot round; the seeded compliance officer opens /support/compliance and finds today with the round
// reported: its file on SAFE with size and record count, sealed and unchanged (MAC), valid, kept five years; and the
// day's figures as reported held against the ledger (End Of Day is filed after midnight); and, by the player's
// customer number, the round in their games beside its reported record. A support agent is refused. axe clean.
import { expect, test, type Page } from '@playwright/test';
import { seriousAxeFindings } from '../support/axe.ts';
import { failOnPageErrors, seededPlayer } from '../support/profile.ts';
import { signIn } from '../support/site-helpers.ts';
import { agents, otherBrowsers } from '../support/support-chat.ts';

const reportedPlayer = seededPlayer('indberetning');
const officer = seededPlayer('compliance');
const newPage = otherBrowsers();

/** What the officer reads, written out so a changed text fails. */
const copy = {
  title: 'Compliance: indberetning til Spillemyndigheden',
  days: 'Dage med indberetninger',
  complianceOnly: 'Denne side er kun for compliance. Log ind med en konto, der har compliance-rollen.',
  reload: 'Opdatér',
  playerHeading: 'En spillers spil og indberetninger',
  unchanged: 'Uændret siden forseglingen',
  valid: 'Gyldig',
  running:
    'Dagen er ikke afsluttet: End Of Day indsendes efter midnat. Det indberettede stemmer indtil nu med regnskabet.',
} as const;

/** Today in Danish time as the view writes a day: '29.11.2026'. */
function todayText(): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'Europe/Copenhagen',
  }).formatToParts(new Date());
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('day')}.${part('month')}.${part('year')}`;
}

/** One slot round in its frame at the game aggregator, for the player signed in on `page`. */
async function playASlotRound(page: Page): Promise<void> {
  const params = new URLSearchParams({ rest_route: '/casino/v1/games', category: 'slots', per_page: '1' });
  const [slot] = (await (await page.request.get(`/api/content?${params}`)).json()) as { slug: string }[];
  const csrf = ((await (await page.request.get('/api/auth/csrf')).json()) as { csrfToken: string }).csrfToken;
  const headers = { 'x-csrf-token': csrf };
  const session = (await (
    await page.request.post(`/api/proxy/games/${slot!.slug}/sessions`, { data: {}, headers })
  ).json()) as { gameSessionId: string; launchUrl: string; game: { betMin: number } };
  // What the game's frame asks the aggregator, on the frame's own origin.
  const round = await page.request.post(`${session.launchUrl}/rounds`, {
    data: { roundId: crypto.randomUUID(), gameSessionId: session.gameSessionId, stake: session.game.betMin },
  });
  expect(round.ok(), 'the round was settled').toBe(true);
}

test.describe('the compliance view', () => {
  failOnPageErrors();

  test('a round played shows up as a sealed, valid SAFE file of today, with the day’s figures against the ledger; axe clean', async ({
    page,
    browser,
  }) => {
    await signIn(page, 'production', reportedPlayer);
    await playASlotRound(page);

    const view = await newPage(browser);
    await signIn(view, 'production', officer);
    await view.goto('/support/compliance');
    await expect(view.getByRole('heading', { level: 1, name: copy.title })).toBeVisible();
    const today = todayText();
    const day = view
      .getByRole('region', { name: copy.days })
      .getByRole('button', { name: new RegExp(`^${today.replaceAll('.', '\\.')} `, 'u') });
    await expect(day).toContainText(/\d+ (fil|filer), \d+ spil/u);
    await expect(day).toContainText('Ingen End Of Day endnu');
    await day.click();
    await expect(day).toHaveAttribute('aria-current', 'date');

    // The round is packed and sealed within seconds (SAFE_JOB_SECONDS=1 on the e2e site); the view asks again.
    const files = view.getByRole('table', { name: `SAFE-filer for ${today}` });
    const reload = view.getByRole('button', { name: copy.reload });
    await expect(async () => {
      await reload.click();
      await expect(files.getByRole('row').filter({ hasText: 'Kasinospil' }).first()).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    const row = files.getByRole('row').filter({ hasText: 'Kasinospil' }).first();
    await expect(row.getByRole('rowheader')).toHaveText(/^CASINO-PRODUCTION-\d+-\d+\.zip$/u);
    await expect(row).toContainText(/\d+(,\d)? (B|kB)/u);
    await expect(row).toContainText(copy.unchanged);
    await expect(row).toContainText(copy.valid);
    const kept = Number(today.slice(-4)) + 6;
    await expect(row).toContainText(`01.01.${kept}`);

    const check = view.getByRole('region', { name: `End Of Day mod regnskabet for ${today}` });
    await expect(check).toContainText(copy.running);
    const games = check.getByRole('row', { name: /^Antal spil/u });
    await expect(games.getByRole('cell')).toHaveText(['Ikke indsendt', /^\d+$/u, /^\d+$/u]);
    const [reported, ledger] = await games
      .getByRole('cell')
      .allTextContents()
      .then((cells) => cells.slice(1));
    expect(reported).toBe(ledger);

    // The player's games beside what was reported for each: the round is there, in a sealed file, and equal.
    const lookup = view.getByRole('region', { name: copy.playerHeading });
    await lookup.getByLabel('Kundenummer').fill('100404');
    await lookup.getByRole('button', { name: 'Vis spil' }).click();
    const playerGames = lookup.getByRole('table', { name: 'Spil for Erik Vang (kundenummer 100404)' });
    const played = playerGames.getByRole('row').nth(1);
    await expect(played).toContainText(/CASINO-PRODUCTION-\d+-\d+\.zip/u);
    await expect(played).toContainText('Stemmer');
    const [history, reportedFigures] = await played
      .getByRole('cell')
      .allTextContents()
      .then((cells) => cells.slice(2, 4));
    expect(reportedFigures).toBe(history);
    await lookup.getByLabel('Kundenummer').fill('12');
    await lookup.getByRole('button', { name: 'Vis spil' }).click();
    await expect(lookup.getByText('Skriv et kundenummer på 6-10 cifre.')).toBeVisible();

    expect(await seriousAxeFindings(view), 'serious or critical axe violations on the compliance view').toEqual([]);
  });

  test('is refused to a support agent, who is told it is for compliance only', async ({ browser }) => {
    const view = await newPage(browser);
    await signIn(view, 'production', agents.sara);
    await view.goto('/support/compliance');
    await expect(view.getByRole('alert')).toHaveText(copy.complianceOnly);
  });
});
