// The support tests' people at their own screens: browser contexts besides the test's page, and the agent
// console in one of them.
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { sites } from './env.ts';
import { seededPlayer } from './profile.ts';
import { signIn } from './site-helpers.ts';

/** The seeded support agents (packages/api-server/src/seed/support.ts, README "Test logins"). */
export const agents = {
  sara: { ...seededPlayer('kundeservice'), name: 'Sara fra kundeservice' },
  ali: { ...seededPlayer('kundeservice2'), name: 'Ali fra kundeservice' },
};

export type OpenPage = (browser: Browser) => Promise<Page>;

/** Opens pages in browser contexts of their own (another person's browser); all are closed after each test. */
export function otherBrowsers(): OpenPage {
  const contexts: BrowserContext[] = [];
  test.afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  return async (browser) => {
    const context = await browser.newContext({
      baseURL: sites.production.url,
      locale: 'da-DK',
      timezoneId: 'Europe/Copenhagen',
      serviceWorkers: 'block',
    });
    contexts.push(context);
    return context.newPage();
  };
}

/** An agent's console in a browser of its own; `online` switches their presence, null leaves it as it is. */
export async function agentConsole(
  page: Page,
  agent: { email: string; password: string },
  online: boolean | null,
): Promise<Page> {
  await signIn(page, 'production', agent);
  await page.goto('/support/agent');
  await expect(page.getByRole('heading', { level: 1, name: 'Kundeservice: konsol' })).toBeVisible();
  if (online === null) return page;
  const toggle = page.getByRole('region', { name: 'Din status' }).getByRole('button');
  await expect(toggle).toHaveText(/^Gå (online|offline)$/);
  // The switch offers the other state: 'Gå offline' means the agent is online now.
  const wanted = online ? 'Gå offline' : 'Gå online';
  if ((await toggle.textContent()) !== wanted) await toggle.click();
  await expect(toggle).toHaveText(wanted);
  return page;
}
