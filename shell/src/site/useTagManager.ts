import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { parseQueryFlags, shouldLoadConsentAndTagManager } from '../behaviours/query-flags.ts';
import { injectScript, interactionEvents, readTagManagerConfig, type TagManagerConfig } from './tag-manager.ts';

/**
 * Spec section 2: the consent script and the tag manager load only when att_status is 3 or
 * unknown, only after the first interaction, and only when configured.
 */
export function useTagManager(config: TagManagerConfig = readTagManagerConfig()): void {
  const { search } = useLocation();
  const [attStatus] = useState(() => parseQueryFlags(search).attStatus); // as the page was opened
  const { tagManagerUrl, consentScriptUrl } = config;

  useEffect(() => {
    if (!shouldLoadConsentAndTagManager(attStatus)) return;
    if (!tagManagerUrl && !consentScriptUrl) return;
    const load = () => {
      remove();
      if (consentScriptUrl) injectScript(consentScriptUrl);
      if (tagManagerUrl) injectScript(tagManagerUrl);
    };
    const remove = () => interactionEvents.forEach((name) => window.removeEventListener(name, load));
    interactionEvents.forEach((name) => window.addEventListener(name, load, { once: true, passive: true }));
    return remove;
  }, [attStatus, tagManagerUrl, consentScriptUrl]);
}
