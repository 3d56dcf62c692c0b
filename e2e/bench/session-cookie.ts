// The Cookie header of the bench's player signed in at a benched site, for tools that drive a browser of
// their own (Lighthouse) and measure a signed-in page.
import { request } from '@playwright/test';
import { signInAt } from '../support/site-helpers.ts';
import { benchPlayer } from './site.ts';

export async function sessionCookieAt(siteUrl: string): Promise<string> {
  const context = await request.newContext();
  try {
    await signInAt({ request: context }, siteUrl, benchPlayer);
    const { cookies } = await context.storageState();
    return cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
  } finally {
    await context.dispose();
  }
}
