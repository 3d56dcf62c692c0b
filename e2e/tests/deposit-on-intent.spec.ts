// ARCHITECTURE.md "Routing" and "Loading": widgets load on intent, never before the
// largest paint, so opening them feels instant. Spec section 2 (deposit screen): 'Indbetal' opens the
// deposit dialog. A signed-in player's cold lobby has none of the dialog's code; the pointer over, the
// focus on or a touch of 'Indbetal' loads it (the expose and every chunk it needs), and the click then
// opens the dialog without asking for any more code.
import { expect, test, type Page } from '@playwright/test';
import { watchNetwork } from '../support/network-quiet.ts';
import { failOnPageErrors } from '../support/profile.ts';
import { registryOf, signIn } from '../support/site-helpers.ts';

/** The script files the page asked for, in order, and those that have arrived. */
function recordScripts(page: Page) {
  const requested: string[] = [];
  const finished: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') requested.push(new URL(request.url()).pathname);
  });
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') finished.push(new URL(request.url()).pathname);
  });
  return { requested, finished };
}

/** The files the payments build lists for its `./DepositDialog` expose's first load (its manifest). */
async function dialogFiles(page: Page): Promise<string[]> {
  const manifestUrl = (await registryOf(page.request, 'production')).remotes.payments!;
  const manifest = (await (await page.request.get(manifestUrl)).json()) as {
    exposes: { name: string; assets: { js: { sync: string[] } } }[];
  };
  const files = manifest.exposes.find((expose) => expose.name === 'DepositDialog')?.assets.js.sync ?? [];
  expect(files, 'the payments manifest lists the dialog expose').toContainEqual(
    expect.stringContaining('__federation_expose_DepositDialog'),
  );
  return files;
}

const depositButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Indbetal' });

test.describe("the 'Indbetal' button's intent loads the dialog's code before the click", () => {
  failOnPageErrors();

  for (const [intent, show] of [
    ['the pointer rests on it', (page: Page) => depositButton(page).hover()],
    ['it takes the focus', (page: Page) => depositButton(page).focus()],
    ['a finger touches it', (page: Page) => depositButton(page).dispatchEvent('touchstart')],
  ] as const) {
    test(`a cold lobby has none of the dialog's code until ${intent}; then the click opens the dialog without fetching more code`, async ({
      page,
    }) => {
      await signIn(page);
      const files = await dialogFiles(page);
      const scripts = recordScripts(page);
      const network = watchNetwork(page);
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: 'Velkommen til casinoet' })).toBeVisible();
      // A key press is the player's first interaction: what the shell defers until then (its telemetry, the
      // consent scripts) loads now, not with the click measured below.
      await page.keyboard.press('Shift');
      await network.quiet();
      const loadedBy = (list: string[]) => files.filter((file) => list.some((path) => path.endsWith(`/${file}`)));
      expect(loadedBy(scripts.requested), "the dialog's files before any intent").toEqual([]);

      await show(page);
      await expect.poll(() => loadedBy(scripts.finished), "the dialog's files after the intent").toEqual(files);
      await network.quiet();

      const beforeClick = scripts.requested.length;
      await depositButton(page).click();
      const dialog = page.getByRole('dialog', { name: 'Indbetal' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel('Beløb i kr.')).toBeEditable();
      // The dialog's own code, the payments remote's: a pointer's first press may still load the shell's deferred
      // scripts (telemetry, consent) when the intent was a focus, which is no code of the dialog's.
      const afterClick = scripts.requested.slice(beforeClick).filter((path) => path.startsWith('/remotes/payments/'));
      expect(afterClick, 'scripts fetched after the click').toEqual([]);
    });
  }
});
