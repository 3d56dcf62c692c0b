import { nexiSandbox } from './env.ts';

/** The sandbox Nexi's hosted payment page of one card deposit, on its own origin. */
export const sandboxCardPage = (url: URL) =>
  url.origin === new URL(nexiSandbox.url).origin &&
  url.pathname === '/hostedpaymentpage/' &&
  url.searchParams.has('pid');
