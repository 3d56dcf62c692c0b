import { page, remoteRoutes } from '@casino/platform';

/** The profile pages, one for each path the route table gives profile. */
export const { routes, preload } = remoteRoutes('profile', {
  profile: page(() => import(/* webpackChunkName: "route-profile" */ './pages/OverviewPage.tsx')),
  settings: page(() => import(/* webpackChunkName: "route-settings" */ './pages/SettingsPage.tsx')),
  limits: page(() => import(/* webpackChunkName: "route-limits" */ './pages/LimitsPage.tsx')),
  transactions: page(() => import(/* webpackChunkName: "route-transactions" */ './pages/TransactionsPage.tsx')),
  addressLock: page(() => import(/* webpackChunkName: "route-addressLock" */ './pages/AddressLockPage.tsx')),
  bonusProgress: page(() => import(/* webpackChunkName: "route-bonusProgress" */ './pages/BonusProgressPage.tsx')),
  confirmDelete: page(() => import(/* webpackChunkName: "route-confirmDelete" */ './pages/ConfirmDeletePage.tsx')),
  deleteProfile: page(() => import(/* webpackChunkName: "route-deleteProfile" */ './pages/DeletePage.tsx')),
  lock: page(() => import(/* webpackChunkName: "route-lock" */ './pages/LockPage.tsx')),
  password: page(() => import(/* webpackChunkName: "route-password" */ './pages/PasswordPage.tsx')),
  myPromoCodes: page(() => import(/* webpackChunkName: "route-myPromoCodes" */ './pages/MyPromoCodesPage.tsx')),
  promoCode: page(() => import(/* webpackChunkName: "route-promoCode" */ './pages/PromoCodePage.tsx')),
  signUp: page(() => import(/* webpackChunkName: "route-signUp" */ './pages/SignUpPage.tsx')),
  signUpDetails: page(() => import(/* webpackChunkName: "route-signUpDetails" */ './pages/SignUpDetailsPage.tsx')),
  signUpLimits: page(() => import(/* webpackChunkName: "route-signUpLimits" */ './pages/SignUpLimitsPage.tsx')),
  signUpRefused: page(() => import(/* webpackChunkName: "route-signUpRefused" */ './pages/SignUpRefusedPage.tsx')),
  verifyEmail: page(() => import(/* webpackChunkName: "route-verifyEmail" */ './pages/VerifyEmailPage.tsx')),
  forgotPassword: page(() => import(/* webpackChunkName: "route-forgotPassword" */ './pages/ForgotPasswordPage.tsx')),
  resetPassword: page(() => import(/* webpackChunkName: "route-resetPassword" */ './pages/ResetPasswordPage.tsx')),
});
