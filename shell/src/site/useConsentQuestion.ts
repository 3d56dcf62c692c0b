import { useCallback, useEffect, useState } from 'react';
import { consentEvent, consentScript, type ConsentChoice, type ConsentEventDetail } from './consent.ts';

export interface ConsentQuestion {
  /** The consent script has loaded and the player has not answered yet. */
  open: boolean;
  choose: (choice: ConsentChoice) => void;
}

/** Follows the consent script's answer (see consent.ts); nothing is asked before the script has loaded. */
export function useConsentQuestion(): ConsentQuestion {
  // undefined: no consent script (yet); null: loaded, not answered.
  const [choice, setChoice] = useState<ConsentChoice | null | undefined>(() => consentScript()?.choice);

  useEffect(() => {
    const onConsent = (event: Event) => setChoice((event as CustomEvent<ConsentEventDetail>).detail?.choice ?? null);
    window.addEventListener(consentEvent, onConsent);
    return () => window.removeEventListener(consentEvent, onConsent);
  }, []);

  const choose = useCallback((answer: ConsentChoice) => consentScript()?.choose(answer), []);
  return { open: choice === null, choose };
}
