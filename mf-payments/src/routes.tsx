import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const DepositPage = lazy(() => import('./pages/DepositPage.tsx'));
const PaymentErrorPage = lazy(() => import('./pages/PaymentErrorPage.tsx'));
const PayoutPage = lazy(() => import('./pages/PayoutPage.tsx'));
const ReceiptPage = lazy(() => import('./pages/ReceiptPage.tsx'));

/** Every path payments owns (shell/src/routing/route-owners.ts). */
export const routes: RouteObject[] = [
  { path: '/profile/payment/deposit', element: <DepositPage /> },
  { path: '/profile/payment/error', element: <PaymentErrorPage /> },
  { path: '/profile/payment/payout', element: <PayoutPage /> },
  { path: '/profile/payment/receipt', element: <ReceiptPage /> },
];
