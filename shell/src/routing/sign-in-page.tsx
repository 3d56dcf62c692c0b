import { startTransition, use } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { texts } from '@casino/locale';
import { RegionFallback } from '@casino/ui';
import type * as LoginPageModule from '../pages/LoginPage.tsx';
import { startProgress } from '../site/progress.ts';

/** The one load of the sign-in page's code; a failed load stays failed until the player retries. */
let load: Promise<typeof LoginPageModule> | undefined;

/**
 * The sign-in form (react-hook-form, the form fields) loads when a player goes there, not with every
 * page. The top progress bar runs while it loads (spec section 2): the router commits the
 * navigation only once the page can render, so the location alone would not show the wait.
 */
export function loadLoginPage(): Promise<typeof LoginPageModule> {
  if (!load) {
    const done = startProgress();
    load = import('../pages/LoginPage.tsx');
    load.then(done, done);
  }
  return load;
}

function LoadedLoginPage() {
  const { LoginPage } = use(loadLoginPage());
  return <LoginPage />;
}

/**
 * /auth/login. Until its code is there the previous page stays on screen (navigations render in a
 * transition, under the root's Suspense). If the code cannot load, the page's place shows the
 * region fallback with a retry, as a remote's page does (ARCHITECTURE rule 5).
 */
export function SignInPage() {
  return (
    <ErrorBoundary
      onError={(error) => console.error('[shell] sign-in page', error)}
      onReset={() => {
        load = undefined;
      }}
      fallbackRender={({ resetErrorBoundary }) => (
        <RegionFallback
          message={texts.region.failed}
          retryLabel={texts.region.retry}
          // In a transition, as a navigation: the message stays until the page can show.
          onRetry={() => startTransition(resetErrorBoundary)}
        />
      )}
    >
      <LoadedLoginPage />
    </ErrorBoundary>
  );
}
