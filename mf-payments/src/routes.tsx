import { page, remoteRoutes } from '@casino/platform';

/** The payments pages, one for each path the route table gives payments. */
export const { routes, preload } = remoteRoutes('payments', {
  deposit: page(() => import(/* webpackChunkName: "route-deposit" */ './pages/DepositPage.tsx')),
  paymentError: page(() => import(/* webpackChunkName: "route-paymentError" */ './pages/PaymentErrorPage.tsx')),
  payout: page(() => import(/* webpackChunkName: "route-payout" */ './pages/PayoutPage.tsx')),
  receipt: page(() => import(/* webpackChunkName: "route-receipt" */ './pages/ReceiptPage.tsx')),
});
