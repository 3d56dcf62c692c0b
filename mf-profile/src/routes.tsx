import type { RouteObject } from 'react-router';
import { texts } from '@casino/locale';
import { PlaceholderPage } from '@casino/ui';
import LimitsPage from './pages/LimitsPage.tsx';
import OverviewPage from './pages/OverviewPage.tsx';
import TransactionsPage from './pages/TransactionsPage.tsx';

/** Every path profile owns (shell/src/routing/route-owners.ts); the profile issue builds the pages. */
export const routes: RouteObject[] = [
  { path: '/profile', element: <OverviewPage /> },
  { path: '/profile/settings', element: <PlaceholderPage title={texts.pages.settings} /> },
  { path: '/profile/limits', element: <LimitsPage /> },
  { path: '/profile/transactions', element: <TransactionsPage /> },
  { path: '/profile/address-lock', element: <PlaceholderPage title={texts.pages.addressLock} /> },
  { path: '/profile/bonus-progress', element: <PlaceholderPage title={texts.pages.bonusProgress} /> },
  { path: '/profile/confirm-delete', element: <PlaceholderPage title={texts.pages.confirmDelete} /> },
  { path: '/profile/delete', element: <PlaceholderPage title={texts.pages.deleteProfile} /> },
  { path: '/profile/lock', element: <PlaceholderPage title={texts.pages.lock} /> },
  { path: '/profile/password', element: <PlaceholderPage title={texts.pages.password} /> },
  { path: '/mine/bonusser', element: <PlaceholderPage title={texts.pages.myPromoCodes} /> },
  { path: '/promocode', element: <PlaceholderPage title={texts.pages.promoCode} /> },
];
