import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { texts } from '@casino/locale';
import { PlaceholderPage } from '@casino/ui';

const DepositPage = lazy(() => import('./pages/DepositPage.tsx'));

/** Every path payments owns (shell/src/routing/route-owners.ts). */
export const routes: RouteObject[] = [
  { path: '/profile/payment/deposit', element: <DepositPage /> },
  { path: '/profile/payment/error', element: <PlaceholderPage title={texts.pages.paymentError} /> },
  { path: '/profile/payment/payout', element: <PlaceholderPage title={texts.pages.payout} /> },
  { path: '/profile/payment/receipt', element: <PlaceholderPage title={texts.pages.receipt} /> },
];
