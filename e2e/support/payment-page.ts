// The sandbox payment page's decision, as a card holder makes it, and the way back to the site.
import type { Page } from '@playwright/test';

/** The provider's return: back on the site with the status it sent (spec section 2). */
export const returnedWith =
  (status: 'paymentSuccess' | 'paymentCancelled', pathname?: string) =>
  (url: URL): boolean =>
    url.searchParams.get('status') === status && (pathname === undefined || url.pathname === pathname);

/**
 * Presses `button` on the sandbox payment page and waits until the browser is back on the site at an address
 * `back` accepts; answers that address as it arrived. The wait starts before the press: the shell takes the
 * `status` and `paymentId` it has handled out of the address at once, so a wait started after the press may
 * look only after the address has lost them.
 */
export async function decideOnPaymentPage(page: Page, button: string, back: (url: URL) => boolean): Promise<URL> {
  let arrived: URL | undefined;
  const returned = page.waitForURL((url) => {
    if (back(url)) arrived ??= url;
    return arrived !== undefined;
  });
  await page.getByRole('button', { name: button }).click();
  await returned;
  return arrived!;
}
