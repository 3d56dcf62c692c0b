import { QueryClientProvider } from '@tanstack/react-query';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { configureApiClient, createQueryClient } from '@casino/api-client';
import { environmentAtom, paths } from '@casino/platform';
import { resolvePins } from './federation/qa-pins.ts';
import { fetchRegistry } from './federation/registry.ts';
import { startFederation } from './federation/runtime.ts';
import { pinResolutionAtom } from './qa/pins-atom.ts';
import { prefetchWhenIdle } from './routing/prefetch.ts';
import { createRouter } from './routing/router.tsx';
import { installApp } from './pwa/install.ts';
import { ShellToaster } from './site/ShellToaster.tsx';

async function start() {
  // The one store, query client and router every remote uses (ARCHITECTURE rule 1).
  const store = createStore();
  configureApiClient({ logger: console });
  const queryClient = createQueryClient({ logger: console });
  try {
    const registry = await fetchRegistry();
    store.set(environmentAtom, registry.environment);
    const pins = resolvePins(registry, location.search, localStorage);
    store.set(pinResolutionAtom, { active: pins.active, refusals: pins.refusals });
    startFederation(pins.remotes, registry.remoteTimeoutMs);
  } catch (error) {
    // Without a registry every region shows its fallback; the chrome still works.
    console.error('[shell] registry unavailable', error);
    startFederation({}, 1);
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing');
  createRoot(root).render(
    <StrictMode>
      <JotaiProvider store={store}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={createRouter()} />
          <ShellToaster />
        </QueryClientProvider>
      </JotaiProvider>
    </StrictMode>,
  );
  void installApp();
  prefetchWhenIdle([paths.home, paths.games, 'payments/DepositDialog']);
}

void start();
