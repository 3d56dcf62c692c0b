import { page, remoteRoutes } from '@casino/platform';

/** The payments pages, one for each path the route table gives payments. */
export const { routes, preload } = remoteRoutes('payments', {
  deposit: page(() => import('./pages/DepositPage.tsx')),
  paymentError: page(() => import('./pages/PaymentErrorPage.tsx')),
  payout: page(() => import('./pages/PayoutPage.tsx')),
  receipt: page(() => import('./pages/ReceiptPage.tsx')),
});
