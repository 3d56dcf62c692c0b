import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { atFirstInteraction } from '../behaviours/first-interaction.ts';
import { parseQueryFlags, shouldLoadConsentAndTagManager } from '../behaviours/query-flags.ts';
import type { TagManagerConfig } from './tag-manager.ts';

/**
 * Spec section 2: the consent script and the tag manager load only when att_status is 3 or
 * unknown, only after the first interaction, and only when configured. The consent
 * script goes first, so the tag manager finds the player's stored choice on the data layer. The code
 * that reads the configuration and adds the scripts loads with that interaction too.
 * `loadConfig` replaces the configuration's reading (tests).
 */
export function useTagManager(loadConfig?: () => Promise<TagManagerConfig>): void {
  const { search } = useLocation();
  const [attStatus] = useState(() => parseQueryFlags(search).attStatus); // as the page was opened

  useEffect(() => {
    if (!shouldLoadConsentAndTagManager(attStatus)) return;
    let active = true;
    const load = () => {
      void import('./tag-manager.ts').then(async ({ injectScript, loadTagManagerConfig }) => {
        const { consentScriptUrl, tagManagerUrl } = await (loadConfig ?? loadTagManagerConfig)();
        if (!active) return;
        if (consentScriptUrl) injectScript(consentScriptUrl);
        if (tagManagerUrl) injectScript(tagManagerUrl);
      });
    };
    const remove = atFirstInteraction(load);
    return () => {
      active = false;
      remove();
    };
  }, [attStatus, loadConfig]);
}
