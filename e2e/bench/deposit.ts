// The deposit dialog after a click on 'Indbetal' (target: usable within 100 ms of a click on a warm
// page), for a signed-in player on the loaded home page. Cold: the click comes with no warning (no
// pointer over the button, no focus), so code and data load after it. Warm: the pointer rested on the
// button first, as a player's does before clicking, and whatever that started has arrived.
import type { Browser, Page } from '@playwright/test';
import { signInAt } from '../support/site-helpers.ts';

/** Resolves once no request has been in flight for `quietMs`. */
async function networkQuiet(page: Page, quietMs = 500): Promise<void> {
  let inFlight = 0;
  let last = Date.now();
  const started = () => ((inFlight += 1), (last = Date.now()));
  const ended = () => ((inFlight -= 1), (last = Date.now()));
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  while (inFlight > 0 || Date.now() - last < quietMs) await page.waitForTimeout(50);
  page.off('request', started);
  page.off('requestfinished', ended);
  page.off('requestfailed', ended);
}

/** ms from the click to the first frame with the dialog's form ready for input, by the page's clock. */
function clickAndTimeDialog(): Promise<number> {
  const button = [...document.querySelectorAll<HTMLButtonElement>('header button')].find(
    (candidate) => candidate.textContent?.trim() === 'Indbetal',
  );
  if (!button) throw new Error("no 'Indbetal' button in the header");
  const clicked = performance.now();
  button.click();
  return new Promise((resolve, reject) => {
    const check = () => {
      if (document.querySelector('[role="dialog"] input:not([disabled])')) resolve(performance.now() - clicked);
      else if (performance.now() - clicked > 15_000) reject(new Error('the deposit form never became usable'));
      else requestAnimationFrame(check);
    };
    check();
  });
}

export async function depositDialogUsableMs(browser: Browser, siteUrl: string, warm: boolean): Promise<number> {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await signInAt(page, siteUrl);
    await page.goto(`${siteUrl}/`);
    await page.locator('h1').first().waitFor();
    await networkQuiet(page);
    if (warm) {
      await page.getByRole('banner').getByRole('button', { name: 'Indbetal' }).hover();
      await networkQuiet(page);
    }
    return await page.evaluate(clickAndTimeDialog);
  } finally {
    await context.close();
  }
}
