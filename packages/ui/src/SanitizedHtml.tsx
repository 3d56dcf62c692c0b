import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { loadSanitize } from '#purifier';
import type { Sanitize } from './html-policy.ts';

let purifier: Promise<Sanitize> | null = null;
let loadedPurifier: Sanitize | null = null;

/** The sanitizer is loaded when HTML is first shown (a promo opened, a CMS page), not with the page. */
function loadPurifier(): Promise<Sanitize> {
  purifier ??= loadSanitize().then((loaded) => (loadedPurifier = loaded));
  return purifier;
}

/**
 * Starts loading the sanitizer early (on hover, or with a page's code), so the HTML shows at once: not
 * its plain-text stand-in first, whose other height would move the page (CLS). Settles when
 * the sanitizer is there, or failed (the stand-in then stays), never rejects.
 */
export function preloadSanitizer(): Promise<void> {
  return loadPurifier().then(
    () => undefined,
    () => undefined,
  );
}

function usePurifier(): Sanitize | null {
  // An initializer, since the sanitizer is itself a function that useState would otherwise call.
  const [purify, setPurify] = useState<Sanitize | null>(() => loadedPurifier);
  useEffect(() => {
    if (purify) return;
    let live = true;
    // The sanitizer is itself a function: wrap it so React does not take it for an updater.
    void loadPurifier().then((loaded) => live && setPurify(() => loaded));
    return () => {
      live = false;
    };
  }, [purify]);
  return purify;
}

export interface SanitizedHtmlProps {
  html: string;
  className?: string;
  /** Shown while the sanitizer loads; the raw HTML is never shown. */
  fallback?: ReactNode;
}

/**
 * HTML from the back office or the CMS (a promo message, a blog post, a legal text), sanitized to the list
 * in html-policy.ts before React renders it: scripts, event handlers and javascript: URLs never reach the page.
 * The one sanitizing component of the site.
 */
export function SanitizedHtml({ html, className, fallback = null }: SanitizedHtmlProps) {
  const purify = usePurifier();
  const clean = useMemo(() => purify?.(html) ?? null, [purify, html]);
  if (clean === null) return fallback;
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
