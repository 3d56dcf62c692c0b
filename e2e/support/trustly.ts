import { trustlySandbox } from './env.ts';

/** The sandbox Trustly's bank page of one deposit: on its own origin, its address the deposit's secret. */
export const sandboxBankPage = (url: URL) =>
  url.origin === new URL(trustlySandbox.url).origin && /^\/pay\/[\w-]+$/u.test(url.pathname);

/** The sandbox Trustly's payouts page, where a tester pays a payout out or fails it. */
export const sandboxPayoutsPage = new URL('/payouts', trustlySandbox.url).href;
