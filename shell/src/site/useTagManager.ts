import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { parseQueryFlags, shouldLoadConsentAndTagManager } from '../behaviours/query-flags.ts';
import { injectScript, interactionEvents, loadTagManagerConfig, type TagManagerConfig } from './tag-manager.ts';

/**
 * Spec section 2: the consent script and the tag manager load only when att_status is 3 or
 * unknown, only after the first interaction, and only when configured (issue 14.2). The consent
 * script goes first, so the tag manager finds the player's stored choice on the data layer.
 */
export function useTagManager(loadConfig: () => Promise<TagManagerConfig> = loadTagManagerConfig): void {
  const { search } = useLocation();
  const [attStatus] = useState(() => parseQueryFlags(search).attStatus); // as the page was opened

  useEffect(() => {
    if (!shouldLoadConsentAndTagManager(attStatus)) return;
    let active = true;
    const load = () => {
      remove();
      void loadConfig().then(({ consentScriptUrl, tagManagerUrl }) => {
        if (!active) return;
        if (consentScriptUrl) injectScript(consentScriptUrl);
        if (tagManagerUrl) injectScript(tagManagerUrl);
      });
    };
    const remove = () => interactionEvents.forEach((name) => window.removeEventListener(name, load));
    interactionEvents.forEach((name) => window.addEventListener(name, load, { once: true, passive: true }));
    return () => {
      active = false;
      remove();
    };
  }, [attStatus, loadConfig]);
}
