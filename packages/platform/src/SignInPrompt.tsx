import type { ReactNode } from 'react';
import { texts } from '@casino/locale';
import { AppLink } from './prefetch.tsx';
import { useLocation } from 'react-router';
import { signInUrlFor, signUpUrlFor } from './sign-in.ts';

export interface SignInPromptProps {
  /** The page's own "Log ind for at …" sentence. */
  children: ReactNode;
  /** Called as the visitor follows either link (a dialog closes itself). */
  onLeave?: () => void;
  role?: 'alert';
}

/**
 * A "Log ind for at …" prompt with both ways in: sign in, or become a player; either comes back to this page.
 * Its own entry ('@casino/platform/sign-in-prompt'), so a cold '/' does not load it.
 */
export function SignInPrompt({ children, onLeave, role }: SignInPromptProps) {
  const location = useLocation();
  return (
    <p role={role}>
      {children}{' '}
      <AppLink to={signInUrlFor(location)} onClick={onLeave}>
        {texts.nav.login}
      </AppLink>{' '}
      {texts.nav.loginOrSignUp}{' '}
      <AppLink to={signUpUrlFor(`${location.pathname}${location.search}${location.hash}`)} onClick={onLeave}>
        {texts.nav.signUp}
      </AppLink>
    </p>
  );
}
