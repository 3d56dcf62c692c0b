/** Revalidated on every use: a manifest, a page, the service worker, the web app manifest. */
export const noCache = 'no-cache';
/** Content-hashed or in an immutable versioned folder: never changes. */
export const immutable = 'public, max-age=31536000, immutable';

/**
 * Manifests, HTML, the service worker and the web app manifest must be revalidated; everything else
 * is content-hashed and never changes. The same rule for the site's answers and for the artifact store's
 * objects (a CDN serving the bucket).
 */
export function cacheHeaderFor(file: string): string {
  return /mf-manifest\.json$|\.html$|(^|\/)sw\.js$|\.webmanifest$/.test(file) ? noCache : immutable;
}
