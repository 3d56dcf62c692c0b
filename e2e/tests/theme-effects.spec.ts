// The winter and halloween effects in a real browser (spec section 4 for the
// behaviour, section 9 for the numbers). What the player sees is read from the canvas's pixels;
// the live counts come from its data attributes. Time is Playwright's clock, never a real wait.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { navigate, recordPageErrors } from '../support/site-helpers.ts';

/** A day between the seasonal campaigns (shell/src/routing/campaigns.ts): the default theme. */
const noCampaign = new Date('2026-11-15T12:00:00+01:00');
const christmasEve = new Date('2026-12-24T12:00:00+01:00');
const halloweenEve = new Date('2026-10-30T20:00:00+01:00');

const effectsLayer = (page: Page) => page.locator('canvas[data-remote="effects"]');

/** How much of the canvas is painted, and a checksum of those pixels, to tell frames apart. */
function pixels(canvas: Locator) {
  return canvas.evaluate((element: HTMLCanvasElement) => {
    const { data } = element.getContext('2d')!.getImageData(0, 0, element.width, element.height);
    let painted = 0;
    let checksum = 0;
    for (let i = 3; i < data.length; i += 4) {
      if (data[i] === 0) continue;
      painted += 1;
      checksum = (checksum * 31 + i + (data[i] ?? 0)) | 0;
    }
    return { painted, checksum };
  });
}

/** The opacity painted at the top-left corner, where neither pumpkins nor (by then) bats are. */
function cornerOpacity(canvas: Locator) {
  return canvas.evaluate(
    (element: HTMLCanvasElement) => (element.getContext('2d')!.getImageData(4, 4, 1, 1).data[3] ?? 0) / 255,
  );
}

async function count(canvas: Locator, name: 'flakes' | 'bats' | 'pumpkins'): Promise<number> {
  return Number(await canvas.getAttribute(`data-${name}`));
}

/**
 * Stops the page's clock a moment from now: no frame runs until the test lets time go on. A second
 * ahead, so the page's clock cannot pass that moment while the call travels on a busy machine.
 */
async function pauseTime(page: Page) {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
}

/** How many flakes or bats one click on the page adds, counted on a stopped clock. */
async function addedByClick(page: Page, name: 'flakes' | 'bats'): Promise<number> {
  await pauseTime(page);
  const before = await count(effectsLayer(page), name);
  await page.getByRole('heading', { level: 1 }).click();
  return (await count(effectsLayer(page), name)) - before;
}

/** Opens the home page with a theme on Playwright's clock, on a day without a campaign. */
async function openThemed(page: Page, theme: 'winter' | 'halloween'): Promise<Locator> {
  await page.clock.install({ time: noCampaign });
  await page.goto(`/?theme=${theme}`);
  return effectsLayer(page);
}

/** Lets the page draw a couple of frames. */
const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/** Requests for the effects remote: its manifest, entry or chunks. */
function effectsRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/remotes/effects/')) urls.push(request.url());
  });
  return urls;
}

let pageErrors: Error[];
test.beforeEach(({ page }) => {
  pageErrors = recordPageErrors(page);
});
test.afterEach(() => {
  expect(pageErrors, 'no uncaught error on the page').toEqual([]);
});

test.describe('winter', () => {
  test('spec 4: ?theme=winter animates snow on a canvas: the pixels change from frame to frame', async ({ page }) => {
    await page.goto('/?theme=winter');
    const canvas = effectsLayer(page);
    await expect(canvas).toHaveAttribute('data-theme-effects', 'winter');
    await expect.poll(async () => (await pixels(canvas)).painted).toBeGreaterThan(0);
    const first = await pixels(canvas);
    await expect.poll(async () => (await pixels(canvas)).checksum).not.toBe(first.checksum);
  });

  test('spec 9: the intro bursts 30 flakes and a click throws 10 to 24 more', async ({ page }) => {
    const canvas = await openThemed(page, 'winter');
    await expect(canvas).toHaveAttribute('data-flakes');
    // A flake of the burst can land on the header in the first frames: it is then landed snow, still on screen.
    const snow = await canvas.evaluate((element) => Number(element.dataset.flakes) + Number(element.dataset.landed));
    expect(snow).toBeGreaterThanOrEqual(30);
    const added = await addedByClick(page, 'flakes');
    expect(added).toBeGreaterThanOrEqual(10);
    expect(added).toBeLessThanOrEqual(24);
  });

  test('the overlay never takes a click or focus: the page under the snow works', async ({ page }) => {
    await page.goto('/?theme=winter');
    const canvas = effectsLayer(page);
    await expect(canvas).toHaveAttribute('data-flakes');
    await expect(canvas).toHaveCSS('pointer-events', 'none');
    await expect(canvas).toHaveAttribute('aria-hidden', 'true');
    const hit = await page.evaluate(() => document.elementFromPoint(innerWidth / 2, innerHeight / 2)?.tagName);
    expect(hit).not.toBe('CANVAS');
    for (let i = 0; i < 5; i += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('CANVAS');
    }
    // A menu link under the snow follows; the new route has no theme query, so the snow goes.
    await navigate(page, 'Spil');
    await expect(page).toHaveURL(/\/spil$/);
    await expect(canvas).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'default');
  });
});

test.describe('halloween', () => {
  test('spec 4: ?theme=halloween shows bats and 3 to 5 more for a click', async ({ page }) => {
    const canvas = await openThemed(page, 'halloween');
    await expect(canvas).toHaveAttribute('data-bats');
    expect(await count(canvas, 'bats')).toBeGreaterThan(0);
    await expect.poll(async () => (await pixels(canvas)).painted).toBeGreaterThan(0);
    const added = await addedByClick(page, 'bats');
    expect(added).toBeGreaterThanOrEqual(3);
    expect(added).toBeLessThanOrEqual(5);
  });

  test('spec 4: after 10 s without input the screen darkens to 0.7 with three pumpkins; a key press clears it', async ({
    page,
  }) => {
    const canvas = await openThemed(page, 'halloween');
    await expect(canvas).toHaveAttribute('data-darkness', '0');
    // The quiet starts at a known moment: the last input, on a stopped clock.
    await pauseTime(page);
    await page.keyboard.press('Shift');
    await page.clock.runFor(9_900);
    await expect(canvas).toHaveAttribute('data-darkness', '0');
    await expect(canvas).toHaveAttribute('data-pumpkins', '0');
    await page.clock.runFor(3_000);
    await expect(canvas).toHaveAttribute('data-darkness', '0.7');
    await expect(canvas).toHaveAttribute('data-pumpkins', '3');
    expect(await cornerOpacity(canvas)).toBeCloseTo(0.7, 1);

    await page.keyboard.press('Shift');
    await expect(canvas).toHaveAttribute('data-darkness', '0');
    await expect(canvas).toHaveAttribute('data-pumpkins', '0');
    await page.clock.runFor(100);
    expect(await cornerOpacity(canvas)).toBe(0);
  });
});

test.describe('where nothing moves', () => {
  for (const theme of ['winter', 'halloween'] as const) {
    test(`with reduced motion ?theme=${theme} draws nothing and never darkens`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const canvas = await openThemed(page, theme);
      await expect(canvas).toHaveAttribute('data-motion', 'reduced');
      await page.clock.runFor(12_000);
      await nextFrames(page);
      expect(await pixels(canvas)).toEqual({ painted: 0, checksum: 0 });
      await expect(canvas).not.toHaveAttribute('data-darkness');
    });
  }

  test('spec 4: the play page shows no effect, whatever ?theme says', async ({ page }) => {
    const requests = effectsRequests(page);
    await page.goto('/spil/x/spil?theme=winter');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(effectsLayer(page)).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'default');
    expect(requests, 'requests to /remotes/effects/').toEqual([]);
  });

  test('a default-theme home page never downloads the effects remote', async ({ page }) => {
    const requests = effectsRequests(page);
    await page.clock.install({ time: noCampaign });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Velkommen til casinoet' })).toBeVisible();
    // Past the shell's idle-time prefetching too, then nothing left in flight.
    await page.evaluate(() => new Promise((done) => requestIdleCallback(done, { timeout: 5_000 })));
    await page.waitForLoadState('networkidle');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'default');
    expect(requests, 'requests to /remotes/effects/').toEqual([]);
  });
});

test.describe('campaigns', () => {
  for (const [theme, day] of [
    ['winter', christmasEve],
    ['halloween', halloweenEve],
  ] as const) {
    test(`spec 3: without a theme query the ${theme} campaign running that day brings its effect`, async ({ page }) => {
      await page.clock.install({ time: day });
      await page.goto('/');
      await expect(effectsLayer(page)).toHaveAttribute('data-theme-effects', theme);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    });
  }
});
