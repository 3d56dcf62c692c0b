import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { Router, useRoutes } from 'react-router';
import { answersFirst, configureApiClient, createQueryClient, type Environment } from '@casino/api-client';
import { environmentAtom, ownerOf } from '@casino/platform';
import type { ServerRenderRequest } from '@casino/platform/server-render';
import './api-client-entries.ts';
import { routes } from './routing/router.tsx';
import { loadRemoteModule, startFederation } from './federation/runtime.ts';
import { fileEntriesPlugin } from './federation/file-entries-plugin.ts';

/** A remote's code that takes longer than this on the server leaves the page to the browser. */
const serverRemoteTimeoutMs = 2000;

function ShellRoutes() {
  return useRoutes(routes);
}

/** The server's router stays at its one location. */
const noNavigation = {
  createHref: (to: string | { pathname?: string; search?: string; hash?: string }) =>
    typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`,
  push: () => {},
  replace: () => {},
  go: () => {},
};

/** The server's logs are its failures; each request the render answers from the page is not news. */
const quietLogger = { ...console, debug: () => {}, info: () => {} };

let registeredEntries = '';

/** The registry's remotes, registered again (their modules loaded anew) when they differ from the last render's. */
function registerServerEntries(serverEntries: Record<string, string>) {
  const key = JSON.stringify(serverEntries);
  if (key === registeredEntries) return;
  startFederation(serverEntries, serverRemoteTimeoutMs, [fileEntriesPlugin()]);
  registeredEntries = key;
}

async function render({ url, serverEntries, answers, environment }: ServerRenderRequest): Promise<string> {
  registerServerEntries(serverEntries);
  // Only the answers written into the page: the server never asks for anything of a visitor.
  configureApiClient({
    logger: quietLogger,
    fetch: answersFirst(() => Promise.reject(new Error('the server renders from the page’s answers only')), answers),
  });
  const queryClient = createQueryClient({ logger: quietLogger });
  // A request the page's answers lack fails at once: the browser asks for it.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  try {
    return await renderWith(queryClient, url, environment);
  } finally {
    // The render's answers are the page's: nothing is kept for the next render (nor its garbage-collection timers).
    queryClient.clear();
  }
}

async function renderWith(queryClient: QueryClient, url: string, environment: Environment): Promise<string> {
  const store = createStore();
  store.set(environmentAtom, environment);
  const { pathname } = new URL(url, 'http://site');
  const owner = ownerOf(pathname);
  // The browser's first render waits for the page's code and data (bootstrap.tsx); so does this one.
  if (owner) await (await loadRemoteModule(`${owner}/routes`)).preload?.(pathname, { queryClient, environment });
  const failures: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <JotaiProvider store={store}>
        <QueryClientProvider client={queryClient}>
          <Router location={url} navigator={noNavigation} static>
            <ShellRoutes />
          </Router>
        </QueryClientProvider>
      </JotaiProvider>
    </StrictMode>,
    // No part of the page outlined to be revealed by a script later: it is rendered whole, and the page's
    // policy allows only the scripts it names.
    { onError: (error) => void failures.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  // A region that failed, or a page that shows a failed request, would reach the browser half-rendered or
  // showing an error it may not have: the browser renders the page instead.
  for (const query of queryClient.getQueryCache().getAll())
    if (query.state.status === 'error') failures.push(query.state.error);
  if (failures.length) throw new AggregateError(failures, `the server render of ${url} failed`);
  return new Response(prelude).text();
}

let previous: Promise<unknown> = Promise.resolve();

/** Runs `task` after every task before it: the API client and the federation runtime are the process's own. */
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const done = previous.then(task);
  previous = done.catch(() => {});
  return done;
}

/** The server render of the route at `url` as HTML. */
export const renderOnServer = (request: ServerRenderRequest): Promise<string> => oneAtATime(() => render(request));

/**
 * Loads the code (never the data) of the pages at `pathnames`, as a hover's prefetch does in the browser: one
 * page at a time, each queued after the renders asked for meanwhile, so a visitor's page never waits for the
 * code of all the others.
 */
export async function warmServerRender(serverEntries: Record<string, string>, pathnames: readonly string[]) {
  for (const pathname of pathnames)
    await oneAtATime(async () => {
      registerServerEntries(serverEntries);
      const owner = ownerOf(pathname);
      if (owner) await (await loadRemoteModule(`${owner}/routes`)).preload?.(pathname);
    });
}
