import { getTagManagerConfig, type TagManagerConfig } from '@casino/api-client';

/**
 * The consent script and tag manager (spec section 2). Where they load from is the api-server's
 * configuration (GET /api/tag-manager/config: stand-ins outside production, the real scripts where
 * configured, nothing otherwise), read only once the player has interacted, so it costs the first
 * paint nothing and needs no rebuild to change. This file itself loads then too (useTagManager).
 */
export type { TagManagerConfig };

export const noTagManager: TagManagerConfig = { tagManagerUrl: null, consentScriptUrl: null };

/** A script the page may load: https, or from this site's own origin. */
export function safeScriptUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value, location.origin);
    return url.protocol === 'https:' || url.origin === location.origin ? url.href : null;
  } catch {
    return null;
  }
}

/** This environment's scripts; none when the configuration cannot be read (logged, spec section 8). */
export async function loadTagManagerConfig(): Promise<TagManagerConfig> {
  try {
    const result = await getTagManagerConfig();
    if (result.cancelled) return noTagManager;
    return {
      tagManagerUrl: safeScriptUrl(result.data.tagManagerUrl),
      consentScriptUrl: safeScriptUrl(result.data.consentScriptUrl),
    };
  } catch (error) {
    console.error('[shell] tag manager configuration unavailable', error);
    return noTagManager;
  }
}

export function injectScript(src: string, doc: Document = document): void {
  if ([...doc.querySelectorAll('script')].some((script) => script.src === src || script.getAttribute('src') === src))
    return;
  const script = doc.createElement('script');
  script.src = src;
  script.async = true;
  // Spec section 8: a failed script load is only logged.
  script.addEventListener('error', () => console.error('[shell] script failed to load', src));
  doc.head.append(script);
}
