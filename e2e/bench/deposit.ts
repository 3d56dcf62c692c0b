// The deposit dialog after a click on 'Indbetal' (target: on screen within 100 ms of the click), for a
// signed-in player on the freshly loaded home page (a cold page: empty cache). Without intent: the click
// comes with no warning (no pointer over the button, no focus), so the dialog's code and data load after
// it. With intent: the pointer rested on the button first, as a player's does before clicking, and what
// that started (the dialog's code and the form's data) has arrived.
import type { Browser } from '@playwright/test';
import { watchNetwork } from '../support/network-quiet.ts';
import { signInAt } from '../support/site-helpers.ts';
import { benchPlayer } from './site.ts';

/** ms from the click to a frame, by the page's clock. */
export interface DialogTimes {
  /** The first frame with the dialog on screen (its title and frame, the form possibly still loading). */
  visibleMs: number;
  /** The first frame with the dialog's form ready for input. */
  usableMs: number;
}

/** Clicks 'Indbetal' (a click alone: no pointer moved over it first) and times the dialog's frames. */
function clickAndTimeDialog(): Promise<DialogTimes> {
  const button = [...document.querySelectorAll<HTMLButtonElement>('header button')].find(
    (candidate) => candidate.textContent?.trim() === 'Indbetal',
  );
  if (!button) throw new Error("no 'Indbetal' button in the header");
  const clicked = performance.now();
  let visibleMs = 0;
  button.click();
  return new Promise((resolve, reject) => {
    const check = () => {
      const now = performance.now() - clicked;
      if (!visibleMs && document.querySelector('[role="dialog"]')?.checkVisibility()) visibleMs = now;
      if (visibleMs && document.querySelector('[role="dialog"] input:not([disabled])'))
        resolve({ visibleMs, usableMs: now });
      else if (now > 15_000) reject(new Error('the deposit form never became usable'));
      else requestAnimationFrame(check);
    };
    check();
  });
}

export async function depositDialogTimes(browser: Browser, siteUrl: string, intent: boolean): Promise<DialogTimes> {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await signInAt(page, siteUrl, benchPlayer);
    const network = watchNetwork(page);
    await page.goto(`${siteUrl}/`);
    await page.locator('h1').first().waitFor();
    await network.quiet();
    if (intent) {
      await page.getByRole('banner').getByRole('button', { name: 'Indbetal' }).hover();
      await network.quiet();
    }
    return await page.evaluate(clickAndTimeDialog);
  } finally {
    await context.close();
  }
}
