import { page, remoteRoutes } from '@casino/platform';

/** The profile pages, one for each path the route table gives profile. */
export const { routes, preload } = remoteRoutes('profile', {
  profile: page(() => import('./pages/OverviewPage.tsx')),
  settings: page(() => import('./pages/SettingsPage.tsx')),
  limits: page(() => import('./pages/LimitsPage.tsx')),
  transactions: page(() => import('./pages/TransactionsPage.tsx')),
  addressLock: page(() => import('./pages/AddressLockPage.tsx')),
  bonusProgress: page(() => import('./pages/BonusProgressPage.tsx')),
  confirmDelete: page(() => import('./pages/ConfirmDeletePage.tsx')),
  deleteProfile: page(() => import('./pages/DeletePage.tsx')),
  lock: page(() => import('./pages/LockPage.tsx')),
  password: page(() => import('./pages/PasswordPage.tsx')),
  myPromoCodes: page(() => import('./pages/MyPromoCodesPage.tsx')),
  promoCode: page(() => import('./pages/PromoCodePage.tsx')),
  signUp: page(() => import('./pages/SignUpPage.tsx')),
  signUpDetails: page(() => import('./pages/SignUpDetailsPage.tsx')),
  signUpLimits: page(() => import('./pages/SignUpLimitsPage.tsx')),
  signUpRefused: page(() => import('./pages/SignUpRefusedPage.tsx')),
  verifyEmail: page(() => import('./pages/VerifyEmailPage.tsx')),
  forgotPassword: page(() => import('./pages/ForgotPasswordPage.tsx')),
  resetPassword: page(() => import('./pages/ResetPasswordPage.tsx')),
});
