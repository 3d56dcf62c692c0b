// In a real browser against the real server: the catalogue's filters, a game's page and guide, three rounds in
// the sandbox provider's frame with the header balance equal to the server's and the rounds in the account
// history, a deposit started inside the game that returns to it (also when pressed before the game's script
// ran), a scratch card played by keyboard alone, recent games and favourites in /mine/spil, and /wins from
// 250 kr. Spec sections 2, 3, 4, 7 and 9. Each test
// signs in its own seeded player (packages/api-server README, "Test logins"): spare everyday players with 500
// kr. and limits set, used by no other e2e file.
import { sandboxCardPage } from '../support/nexi.ts';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { failOnPageErrors, seededPlayer } from '../support/profile.ts';
import { signIn } from '../support/site-helpers.ts';
import { expectHeaderBalanceFromServer } from '../support/balance.ts';
import { decideOnPaymentPage, returnedWith } from '../support/payment-page.ts';

/** Filters, guide, three rounds, history and recent games. */
const roundsPlayer = seededPlayer('spiller2');
/** A deposit from inside the game. */
const depositor = seededPlayer('spiller5');
/** A scratch card by keyboard, and a favourite. */
const keyboardPlayer = seededPlayer('spiller6');
/** On a 24-hour pause: may sign in, may not play. */
const pausedPlayer = seededPlayer('pause');

/** What the player reads, written out so a changed text fails. */
const gamesCopy = {
  search: 'Søg efter spil',
  filters: 'Filtrér spil',
  gameList: 'Spil',
  guide: 'Læs spillevejledningen',
  playNow: 'Spil nu',
  favourite: 'Favorit',
  paymentSuccess: 'Betalingen blev gennemført. Du kan nu fortsætte dit spil.',
  blocked: 'Du kan ikke spille lige nu',
} as const;

interface ContentGame {
  slug: string;
  title: { rendered: string };
  acf: { page_title: string | null; manual: number | null };
}

/** Text as the page shows it: WordPress sends titles HTML-escaped ('Skrab &amp; Vind'). */
const decoded = (html: string) =>
  html.replace(
    /&(amp|lt|gt|quot|#039);/g,
    (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#039': "'" })[name] ?? '',
  );
const titleOf = (game: ContentGame | undefined) => decoded(game?.title.rendered ?? '');

async function contentGames(page: Page, query: Record<string, string>): Promise<ContentGame[]> {
  const params = new URLSearchParams({ rest_route: '/casino/v1/games', ...query });
  const response = await page.request.get(`/api/content?${params.toString()}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as ContentGame[];
}

/** The provider's game in the play page's frame. */
const frameOf = (page: Page, title: string) => page.getByTitle(`Spillet ${title}`, { exact: true });
const gameFrame = (page: Page, title: string) => frameOf(page, title).contentFrame();

/** Plays one round in the frame and waits until the server has settled it. */
async function playRound(page: Page, button: Locator): Promise<void> {
  const settled = page.waitForResponse(
    (response) => response.request().method() === 'POST' && /\/games\/[^/]+\/rounds$/.test(response.url()),
  );
  await button.click();
  expect((await settled).ok(), 'the server settled the round').toBe(true);
}

/** Presses Tab until `target` has the keyboard focus (in the page or inside its game frame). */
async function tabTo(page: Page, target: Locator, most = 80): Promise<void> {
  for (let i = 0; i < most; i += 1) {
    if (await target.evaluate((element) => element === element.ownerDocument.activeElement && document.hasFocus()))
      return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the control');
}

test.describe('the games', () => {
  failOnPageErrors();

  test('a player filters /spil by category, tag and search, reads a game and its guide, plays three rounds with the header balance equal to the server’s, and finds the rounds in the history and the game among the recent ones', async ({
    page,
  }) => {
    await signIn(page, 'production', roundsPlayer);
    await page.goto('/spil');
    await expect(page.getByRole('heading', { level: 1, name: 'Alle spil' })).toBeVisible();
    const filters = page.getByRole('navigation', { name: gamesCopy.filters });
    const games = page.getByRole('list', { name: gamesCopy.gameList, exact: true });

    await filters.getByRole('link', { name: /^Spilleautomater \(\d+\)$/ }).click();
    await expect(page).toHaveURL(/\/spil\/kategori\/slots$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Spilleautomater' })).toBeVisible();
    await filters.getByRole('link', { name: /^Vikinger \(\d+\)$/ }).click();
    await expect(page).toHaveURL(/\/spil\/kategori\/slots\/tag\/vikinger$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Spilleautomater: Vikinger' })).toBeVisible();

    const firstTitle = (await games.getByRole('link').first().innerText()).split('\n')[0]!.trim();
    const word = firstTitle.split(' ').at(-1)!;
    await page.getByRole('searchbox', { name: gamesCopy.search }).fill(word);
    await expect(page).toHaveURL(new RegExp(`/spil/kategori/slots/tag/vikinger\\?soeg=${encodeURIComponent(word)}$`));
    for (const title of await games.getByRole('link').allInnerTexts())
      expect(title.toLocaleLowerCase('da-DK')).toContain(word.toLocaleLowerCase('da-DK'));

    // A shared or reloaded view is the same view.
    await page.reload();
    await expect(page.getByRole('searchbox', { name: gamesCopy.search })).toHaveValue(word);
    await games.getByRole('link', { name: firstTitle, exact: false }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: firstTitle })).toBeVisible();
    const slug = new URL(page.url()).pathname.split('/')[2]!;
    const [game] = await contentGames(page, { slug });
    await expect(page).toHaveTitle(`${game!.acf.page_title ?? firstTitle} – Casino`);
    await expect(page.getByRole('main').locator('img').first()).toHaveAttribute('width', /\d+/);

    await page.getByRole('link', { name: gamesCopy.guide }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Spillevejledning: ${firstTitle}` })).toBeVisible();
    const manual = (await (
      await page.request.get(`/api/content?rest_route=/casino/v1/game-manual/${game!.acf.manual}`)
    ).json()) as { title: { rendered: string } };
    await expect(page.getByRole('heading', { level: 2, name: decoded(manual.title.rendered) })).toBeVisible();

    await page.getByRole('link', { name: gamesCopy.playNow }).click();
    await expect(page).toHaveURL(new RegExp(`/spil/${slug}/spil$`));
    const spin = gameFrame(page, firstTitle).getByRole('button', { name: 'Spin' });
    for (let round = 0; round < 3; round += 1) await playRound(page, spin);
    await expectHeaderBalanceFromServer(page);

    await page.goto('/profile/transactions');
    await expect(page.getByRole('heading', { level: 1, name: 'Transaktioner' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Indsats' })).toHaveCount(3);

    await page.goto('/mine/spil');
    const recent = page.getByRole('region', { name: 'Senest spillet' });
    await expect(recent.getByRole('link', { name: new RegExp(`^${firstTitle}`) })).toBeVisible();
  });

  test('a deposit started inside the game returns to the same game with the success toast (spec section 2)', async ({
    page,
  }) => {
    await signIn(page, 'production', depositor);
    const [game] = await contentGames(page, { category: 'slots', per_page: '1' });
    const title = titleOf(game);
    // The game session the play page starts (its frame is the aggregator's, whose URL does not name it).
    const started = page.waitForResponse(
      (r) => r.request().method() === 'POST' && /\/api\/proxy\/games\/[^/]+\/sessions$/.test(r.url()),
    );
    await page.goto(`/spil/${game!.slug}/spil`);
    const frame = frameOf(page, title);
    await expect(frame).toBeVisible();
    const sessionId = ((await (await started).json()) as { gameSessionId: string }).gameSessionId;
    expect(sessionId).toBeTruthy();

    await gameFrame(page, title).getByRole('button', { name: 'Indbetal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Indbetal' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('group', { name: 'Vælg et beløb' }).getByRole('button').first().click();
    await dialog.getByRole('button', { name: 'Indbetal', exact: true }).click();
    await page.waitForURL(sandboxCardPage);
    const back = await decideOnPaymentPage(page, 'Godkend betalingen', returnedWith('paymentSuccess'));
    expect(back.pathname, 'back on the same game').toBe(`/spil/${game!.slug}/spil`);
    expect(back.searchParams.get('gameSessionId'), 'in the same game session').toBe(sessionId);
    await expect(page.getByText(gamesCopy.paymentSuccess)).toBeVisible();
    await expect(frameOf(page, title)).toBeVisible();
    await expectHeaderBalanceFromServer(page);
  });

  test('a press on the game’s "Indbetal" before its script has run is kept: the deposit dialog opens once it has (spec section 2)', async ({
    page,
  }) => {
    await signIn(page, 'production', depositor);
    const [game] = await contentGames(page, { category: 'slots', per_page: '1' });
    let releaseScript = () => {};
    const scriptHeld = new Promise<void>((resolve) => (releaseScript = resolve));
    await page.route('**/games/assets/sandbox-game.js', async (route) => {
      await scriptHeld;
      await route.continue();
    });
    await page.goto(`/spil/${game!.slug}/spil`);
    const deposit = gameFrame(page, titleOf(game)).getByRole('button', { name: 'Indbetal' });
    await expect(deposit, 'the server-rendered game shows while its script is held back').toBeVisible();

    // The player presses at once; the script arrives a moment later.
    const pressed = deposit.click();
    setTimeout(releaseScript, 1500);
    await pressed;
    await expect(page.getByRole('dialog', { name: 'Indbetal' })).toBeVisible();
  });

  test('a scratch card is bought and scratched by keyboard alone, settled by the server, and a favourite survives a reload', async ({
    page,
  }) => {
    await signIn(page, 'production', keyboardPlayer);
    const [card] = await contentGames(page, { category: 'skrabespil', per_page: '1' });
    const title = titleOf(card);
    await page.goto(`/scratcher/${card!.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const frame = gameFrame(page, title);
    const buy = frame.getByRole('button', { name: /^Køb et kort til/ });
    await expect(buy).toBeVisible();

    await tabTo(page, buy);
    const bought = page.waitForResponse((response) => /\/rounds$/.test(response.url()));
    await page.keyboard.press('Enter');
    expect((await bought).ok(), 'the outcome is decided and settled when the card is bought').toBe(true);
    const scratchAll = frame.getByRole('button', { name: 'Skrab alt' });
    await expect(scratchAll).toBeEnabled();
    await tabTo(page, scratchAll);
    await page.keyboard.press('Enter');
    await expect(frame.getByText(/Du vandt|Ingen gevinst/).first()).toBeVisible();
    await expectHeaderBalanceFromServer(page);

    await page.goto(`/spil/${card!.slug}`);
    const favourite = page.getByRole('button', { name: gamesCopy.favourite });
    await expect(favourite).toHaveAttribute('aria-pressed', 'false');
    await favourite.click();
    await expect(favourite).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(page.getByRole('button', { name: gamesCopy.favourite })).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/mine/spil');
    const favourites = page.getByRole('region', { name: 'Favoritter' });
    await expect(favourites.getByRole('link', { name: new RegExp(`^${title}`) })).toBeVisible();
    await favourites.getByRole('button', { name: `Fjern ${title} fra favoritter` }).click();
    await expect(favourites.getByRole('link', { name: new RegExp(`^${title}`) })).toHaveCount(0);
  });

  test('a paused player reads why in Danish and gets no game; a signed-out visitor is sent to sign in (DOMAIN)', async ({
    page,
  }) => {
    const [game] = await contentGames(page, { category: 'slots', per_page: '1' });
    await page.goto(`/spil/${game!.slug}/spil`);
    await page.waitForURL(
      (url) => url.pathname === '/auth/login' && url.searchParams.get('error') === 'SessionRequired',
    );

    await signIn(page, 'production', pausedPlayer);
    await page.goto(`/spil/${game!.slug}/spil`);
    await expect(page.getByRole('alert').filter({ hasText: gamesCopy.blocked })).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
  });

  test('/wins lists only wins of at least 250 kr. today, and the chosen minimum is kept in the URL (spec sections 7, 9)', async ({
    page,
  }) => {
    await page.goto('/wins');
    await expect(page.getByRole('heading', { level: 1, name: 'Seneste gevinster' })).toBeVisible();
    const amounts = async () =>
      await page
        .locator('[data-win-amount]')
        .evaluateAll((cells) => cells.map((cell) => Number(cell.getAttribute('data-win-amount'))));
    await expect(page.locator('[data-win-amount]').first()).toBeVisible();
    const defaults = await amounts();
    expect(defaults.length).toBeGreaterThan(0);
    expect(Math.min(...defaults)).toBeGreaterThanOrEqual(250);
    const api = (await (await page.request.get('/api/wins')).json()) as unknown[];
    expect(defaults).toHaveLength(api.length);

    await page.getByRole('combobox', { name: 'Periode' }).selectOption({ label: 'Denne måned' });
    await page.getByRole('combobox', { name: 'Mindste gevinst' }).selectOption({ label: 'Fra 1.000 kr.' });
    await expect(page).toHaveURL(/\/wins\?amountMin=1000&period=month$/);
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Mindste gevinst' })).toHaveValue('1000');
    for (const amount of await amounts()) expect(amount).toBeGreaterThanOrEqual(1000);
  });
});
