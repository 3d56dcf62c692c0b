import { lazy, Suspense } from 'react';
import { useConsentQuestion } from './useConsentQuestion.ts';

const ConsentBanner = lazy(() => import('./ConsentBanner.tsx').then((module) => ({ default: module.ConsentBanner })));

/**
 * The cookie question's place in the page (spec section 2). The banner's code loads only once the
 * consent script asks, after the player's first interaction, not with the first paint.
 */
export function ConsentQuestion() {
  const { open } = useConsentQuestion();
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner />
    </Suspense>
  );
}
