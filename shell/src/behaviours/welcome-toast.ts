import { formatDateTime, texts, toDate, type DateInput } from '@casino/locale';

/** The profile fields the welcome-back toast uses (spec section 3, profile). */
export interface WelcomeProfile {
  name?: string | null;
  lastLogin?: DateInput | null;
}

export interface WelcomeToast {
  title: string;
  /** 'Sidst logget ind 22. november 2026 kl. 14.05', or null when the last login is unknown. */
  description: string | null;
}

/**
 * Spec section 2: after justLoggedIn=true, 'Velkommen tilbage {name}' with the last login date and
 * time. Needs the logged-in profile (spec section 6): none without one.
 */
export function welcomeToast(profile: WelcomeProfile | null | undefined): WelcomeToast | null {
  if (!profile) return null;
  const lastLogin = toDate(profile.lastLogin);
  return {
    title: texts.shell.welcome.title(profile.name?.trim() ?? ''),
    description: lastLogin ? texts.shell.welcome.lastLogin(formatDateTime(lastLogin)) : null,
  };
}
