import type { RouteObject } from 'react-router';
import AddressLockPage from './pages/AddressLockPage.tsx';
import BonusProgressPage from './pages/BonusProgressPage.tsx';
import ConfirmDeletePage from './pages/ConfirmDeletePage.tsx';
import DeletePage from './pages/DeletePage.tsx';
import LimitsPage from './pages/LimitsPage.tsx';
import LockPage from './pages/LockPage.tsx';
import MyPromoCodesPage from './pages/MyPromoCodesPage.tsx';
import OverviewPage from './pages/OverviewPage.tsx';
import PasswordPage from './pages/PasswordPage.tsx';
import PromoCodePage from './pages/PromoCodePage.tsx';
import SettingsPage from './pages/SettingsPage.tsx';
import TransactionsPage from './pages/TransactionsPage.tsx';

/** Every path profile owns (the route-owner table in @casino/platform). */
export const routes: RouteObject[] = [
  { path: '/profile', element: <OverviewPage /> },
  { path: '/profile/settings', element: <SettingsPage /> },
  { path: '/profile/limits', element: <LimitsPage /> },
  { path: '/profile/transactions', element: <TransactionsPage /> },
  { path: '/profile/address-lock', element: <AddressLockPage /> },
  { path: '/profile/bonus-progress', element: <BonusProgressPage /> },
  { path: '/profile/confirm-delete', element: <ConfirmDeletePage /> },
  { path: '/profile/delete', element: <DeletePage /> },
  { path: '/profile/lock', element: <LockPage /> },
  { path: '/profile/password', element: <PasswordPage /> },
  { path: '/mine/bonusser', element: <MyPromoCodesPage /> },
  { path: '/promocode', element: <PromoCodePage /> },
];
