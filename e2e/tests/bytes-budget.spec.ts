// A test in `npm test` gates exact bytes. A cold `/` (the real lobby) is loaded in Chromium and
// every script is counted as the site served it (brotli), from Chromium's own byte counts
// (support/transfer.ts); bytes are the same on every run, so they can be gated, while times never
// are. A signed-in player's cold deposit page is gated the same way, at the budget of every page. One
// federation runtime on the page: the remotes use the shell's. The walk through all five remotes with one
// copy of each shared library and of the runtime is tests/one-copy.spec.ts.
import { expect, test } from '@playwright/test';
import { countCopies, federationSignatures, recordScripts, sdkSignature } from '../support/copies.ts';
import { signIn } from '../support/site-helpers.ts';
import { bytesOf, describeTransfers, recordTransfers, scriptsOf, type Transfer } from '../support/transfer.ts';

const kb = 1024;
/**
 * A cold `/` sends at most 150 KB of JavaScript: what every page runs in two files of the shell (libraries,
 * site), the API client's and the texts' first-load entries only, short module ids. The measurements that
 * led here are in docs/decisions/0009-byte-gate.md.
 */
const gateBytes = 150 * kb;

/**
 * The home page in the default theme: a seasonal campaign (shell/src/routing/campaigns.ts) would add
 * the theme effects remote, which depends on the date the test runs, not on the build.
 */
const home = '/?theme=default';

/**
 * A signed-in player's cold deposit page sends at most 170 KB of JavaScript, as no page may send more: the shell,
 * the payments remote's page with the request rules it builds on alone (no other domain's schemas or texts), and
 * no toaster's library, which waits for the player's first interaction or a quiet moment (bootstrap.tsx).
 */
const pageGateBytes = 170 * kb;

/** Every script is sent compressed, and the page's bytes are within `gate`; the listing names the culprit. */
function expectWithin(transfers: Transfer[], gate: number, what: string) {
  const scripts = scriptsOf(transfers);
  const listing = describeTransfers(scripts);
  expect(scripts.length, 'scripts were counted').toBeGreaterThan(0);
  for (const script of scripts) expect(script.encoding, `${script.path} is sent compressed`).toBe('br');
  expect(
    bytesOf(scripts),
    `JavaScript bytes of ${what} (at most ${gate / kb} KB), by file:\n${listing}`,
  ).toBeLessThanOrEqual(gate);
}

test('a cold home page sends at most 150 KB of JavaScript', async ({ page }) => {
  const transfers = await recordTransfers(page);
  await page.goto(home);
  await expect(page.getByRole('heading', { level: 1, name: 'Velkommen til casinoet' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expectWithin(transfers(), gateBytes, 'a cold /');
});

test('a signed-in player’s cold deposit page sends at most 170 KB of JavaScript', async ({ page }) => {
  await signIn(page);
  const transfers = await recordTransfers(page);
  await page.goto('/profile/payment/deposit');
  await expect(page.getByRole('heading', { level: 1, name: 'Indbetal' })).toBeVisible();
  await expect(page.getByRole('main').getByLabel('Beløb i kr.')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expectWithin(transfers(), pageGateBytes, 'a cold deposit page');
});

test('the home page loads one federation runtime, the shell’s, one SDK in the shell and none in a remote', async ({
  page,
}) => {
  const scripts = recordScripts(page);
  await page.goto(home);
  await expect(page.getByRole('heading', { level: 1, name: 'Velkommen til casinoet' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const received = await scripts();
  const { 'federation runtime': runtime } = countCopies(received, federationSignatures);
  expect(runtime.copies, `federation runtime copies (in ${JSON.stringify(runtime.files)})`).toBe(1);
  expect(runtime.files[0]?.url ?? '', 'the runtime comes with the shell, not a remote').not.toMatch(/^\/remotes\//);
  const shells = received.filter(({ url }) => !new URL(url).pathname.startsWith('/remotes/'));
  const { sdk } = countCopies(shells, { sdk: sdkSignature });
  expect(sdk.copies, `federation SDK copies in the shell (in ${JSON.stringify(sdk.files)})`).toBe(1);
  const remotes = received.filter(({ url }) => new URL(url).pathname.startsWith('/remotes/'));
  expect(remotes.length, 'remote scripts were counted').toBeGreaterThan(0);
  const { sdk: remoteSdk } = countCopies(remotes, { sdk: sdkSignature });
  expect(remoteSdk.copies, `federation SDK copies in remotes (in ${JSON.stringify(remoteSdk.files)})`).toBe(0);
});
