/**
 * The installed app (spec section 2: /app?source=pwa): the web app manifest and the service worker
 * that serves the offline page. Both files live in `shell/public/` and are served from the site root.
 */
export const manifestUrl = '/manifest.webmanifest';
export const serviceWorkerUrl = '/sw.js';

interface InstallEnvironment {
  document: Document;
  navigator: Navigator;
  fetch: typeof fetch;
}

/** Adds the manifest link once (the shared HTML template has none). */
export function linkManifest(doc: Document = document): void {
  if (doc.querySelector('link[rel="manifest"]')) return;
  const link = doc.createElement('link');
  link.rel = 'manifest';
  link.href = manifestUrl;
  doc.head.append(link);
  const themeColour = doc.createElement('meta');
  themeColour.name = 'theme-color';
  themeColour.content = '#0b1d2a';
  doc.head.append(themeColour);
}

/**
 * Links the manifest and registers the service worker, once the page has loaded. Only when the
 * files are deployed (a HEAD request finds the manifest), so a build without them stays quiet.
 * A failure is only logged: the site works without the installed-app extras.
 */
export async function installApp(
  environment: InstallEnvironment = { document, navigator, fetch: globalThis.fetch.bind(globalThis) },
): Promise<void> {
  try {
    const response = await environment.fetch(manifestUrl, { method: 'HEAD' });
    const type = response.headers.get('content-type') ?? '';
    if (!response.ok || type.includes('text/html')) return; // the SPA fallback answered: not deployed
    linkManifest(environment.document);
    if ('serviceWorker' in environment.navigator) {
      await environment.navigator.serviceWorker.register(serviceWorkerUrl, { scope: '/' });
    }
  } catch (error) {
    console.warn('[shell] installed-app setup skipped', error);
  }
}
