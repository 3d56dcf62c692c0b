import { QueryClientProvider } from '@tanstack/react-query';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { answersFirst, configureApiClient, createQueryClient } from '@casino/api-client';
import { environmentAtom, ownerOf, paths, type PageDataContext } from '@casino/platform';
import './api-client-entries.ts';
import { applyPins } from './federation/pins.ts';
import { readRegistry } from './federation/registry.ts';
import { loadRemoteModule, startFederation } from './federation/runtime.ts';
import { pinResolutionAtom } from './qa/pins-atom.ts';
import { prefetchWhenIdle } from './routing/prefetch.ts';
import { ShellRouter, shellPageLoaded } from './routing/router.tsx';
import { shellSessionQuery } from './session/session-query.ts';
import { atFirstInteraction } from './behaviours/first-interaction.ts';
import { afterPagePaint } from './regions/first-paint.ts';
import { queueTelemetry, routePattern, startTelemetry } from './telemetry/report.ts';
import { LazyShellToaster } from './site/LazyShellToaster.tsx';
import { holdToastsUntil } from '@casino/ui/toast-loading';
import { holdsBootToasts } from './behaviours/query-flags.ts';

/**
 * How long the first render waits for the page's own remote. Its files were preloaded with the page
 * (the server's hints), so on a healthy site it is there almost at once and the page shows in the
 * same paint as the chrome, with no loading placeholder in between. A slow or dead remote
 * is left to its region's placeholder and fallback after this.
 */
const firstPageWaitMs = 1000;
/** How long a page is on screen untouched before what the first screen does not need starts (`afterBoot`). */
const afterBootQuietMs = 5000;
/** How long a page is on screen untouched before the toasts of its boot show (and sonner loads). */
const toastsQuietMs = 3000;

/**
 * Starts loading the current page's remote (or the shell page's code) and its server-render data, and
 * resolves when they are there (or failed, or late).
 */
function firstPageLoaded(data: PageDataContext): Promise<unknown> {
  const owner = ownerOf(location.pathname);
  if (!owner) return shellPageLoaded(location.pathname).catch(() => {}); // a failure is the page's to show
  const page = loadRemoteModule(`${owner}/routes`).then((module) => module.preload?.(location.pathname, data));
  const late = new Promise((resolve) => setTimeout(resolve, firstPageWaitMs));
  // A failure is the region's to show; here it only ends the wait.
  return Promise.race([page.catch(() => {}), late]);
}

/** The buttons of a server-rendered page pressed before the shell ran, once (none on a page the browser renders). */
function earlyClicks(): HTMLElement[] {
  return window.casinoEarlyClicks?.take() ?? [];
}

async function start() {
  // Toasts of the page's boot (a signed-in player's system notifications, the welcome) show at the player's
  // first interaction or once the page has been on screen a moment: the page's own files and work come first,
  // and no page's boot pays for the toaster's library. A payment's outcome is not held.
  if (holdsBootToasts(location.search))
    holdToastsUntil(
      new Promise((resolve) => afterPagePaint(() => atFirstInteraction(() => resolve(undefined), toastsQuietMs))),
    );
  // The one store, query client and router every remote uses (ARCHITECTURE rule 1).
  const store = createStore();
  // The public content the server wrote into the page answers the server-render requests (once each).
  configureApiClient({ logger: console, fetch: answersFirst((input, init) => fetch(input, init)) });
  const queryClient = createQueryClient({ logger: console });
  // The session is asked for beside the page's code, not once the page has run (the session sync reads this
  // query): a player's page server-rendered as its frame fills in as soon as the code is there.
  void queryClient.prefetchQuery(shellSessionQuery());
  // The server rendered the page with the registry written into it; pinned or missing versions render anew.
  let asServerRendered: boolean;
  try {
    const registry = await readRegistry();
    store.set(environmentAtom, registry.environment);
    const pins = await applyPins(registry, location.search, localStorage);
    store.set(pinResolutionAtom, { active: pins.active, refusals: pins.refusals });
    asServerRendered = Object.keys(pins.active).length === 0;
    startFederation(pins.remotes, registry.remoteTimeoutMs);
    startTelemetry(pins.remotes, registry.canary ?? []);
  } catch (error) {
    // Without a registry every region shows its fallback; the chrome still works.
    console.error('[shell] registry unavailable', error);
    asServerRendered = false;
    startFederation({}, 1);
  }
  await firstPageLoaded({ queryClient, environment: store.get(environmentAtom) });
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing');
  const site = (
    <StrictMode>
      <JotaiProvider store={store}>
        <QueryClientProvider client={queryClient}>
          <ShellRouter />
          <LazyShellToaster />
        </QueryClientProvider>
      </JotaiProvider>
    </StrictMode>
  );
  // A page the server rendered (public pages, decision 0053) is hydrated: it is on screen before this runs.
  if (root.hasChildNodes() && asServerRendered) {
    // In a transition, hydration yields to the browser every few milliseconds instead of holding the main thread
    // for the whole page (the page is on screen already); a press on a part not yet hydrated hydrates it first.
    startTransition(() => {
      hydrateRoot(root, site, {
        // A mismatch makes React render the page anew in the browser: said where, for whoever reads the console.
        onRecoverableError: (error, { componentStack }) => console.error('[shell] hydration', error, componentStack),
      });
    });
    // The buttons pressed before this ran (`early-clicks.ts`, which the page server writes in): React replays a press on
    // a part it has not hydrated yet once it has.
    for (const button of earlyClicks()) if (button.isConnected) button.click();
  } else {
    earlyClicks(); // pressed on a server-rendered page this one replaces
    root.replaceChildren();
    createRoot(root).render(site);
  }
  // The games lobby and list are where players go next; widgets load on intent (prefetch.ts).
  prefetchWhenIdle([paths.home, paths.games]);
  afterPagePaint(() => atFirstInteraction(afterBoot, afterBootQuietMs));
}

/**
 * What the first screen does not need, off the page's boot: at the player's first interaction, or once the page
 * has been on screen a few seconds. The web vitals library reads the browser's buffered entries (INP's too), so
 * starting late loses nothing but the vitals of a visit that ends within those seconds without a touch; the
 * installed app's manifest and service worker serve a later visit.
 */
function afterBoot() {
  // Offline by then: both are best effort, and a page error would say nothing.
  void import('./telemetry/sender.ts').then(
    ({ watchWebVitals }) => watchWebVitals(queueTelemetry, routePattern()),
    () => {},
  );
  void import('./pwa/install.ts').then(
    ({ installApp }) => installApp(),
    () => {},
  );
}

void start();
