/**
 * The consent script and tag manager (spec section 2). Their URLs are configuration, read at run
 * time from meta tags of the page (`<meta name="casino:tag-manager-url" content="…">`,
 * `<meta name="casino:consent-script-url" content="…">`), so an environment sets them without a
 * rebuild. Unset means nothing loads from outside.
 */
export interface TagManagerConfig {
  tagManagerUrl: string | null;
  consentScriptUrl: string | null;
}

export const tagManagerMeta = { tagManager: 'casino:tag-manager-url', consentScript: 'casino:consent-script-url' };

function httpsUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value, location.origin);
    return url.protocol === 'https:' || url.origin === location.origin ? url.href : null;
  } catch {
    return null;
  }
}

export function readTagManagerConfig(doc: Document = document): TagManagerConfig {
  const meta = (name: string) => doc.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;
  return {
    tagManagerUrl: httpsUrl(meta(tagManagerMeta.tagManager)),
    consentScriptUrl: httpsUrl(meta(tagManagerMeta.consentScript)),
  };
}

/** The first interaction that lets the scripts load (spec section 2: after interaction). */
export const interactionEvents = ['pointerdown', 'keydown', 'touchstart', 'scroll'] as const;

export function injectScript(src: string, doc: Document = document): void {
  if ([...doc.querySelectorAll('script')].some((script) => script.getAttribute('src') === src)) return;
  const script = doc.createElement('script');
  script.src = src;
  script.async = true;
  // Spec section 8: a failed script load is only logged.
  script.addEventListener('error', () => console.error('[shell] script failed to load', src));
  doc.head.append(script);
}
