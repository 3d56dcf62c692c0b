import { Suspense, use, useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { ErrorBoundary } from 'react-error-boundary';
import { RegionFallback, RegionLoading } from '@casino/ui';
import { texts } from '@casino/locale';
import type { RemoteExposes, RemoteModuleId } from '@casino/platform';
import { loadRemoteModule } from '../federation/runtime.ts';
import { reportRemoteFailure } from '../telemetry/report.ts';
import { markPagePainted, usePagePainted } from './first-paint.ts';
import styles from './RemoteRegion.module.css';

export interface RemoteRegionProps<K extends RemoteModuleId> {
  module: K;
  children: (module: RemoteExposes[K]) => ReactNode;
  /** Danish name of a widget ("Chatten"); page regions leave it out. */
  widgetName?: string;
  /** Reset the region when these change (e.g. the path), so one bad page does not stick. */
  resetKeys?: unknown[];
  /** What to show while loading; pages a placeholder a screen tall (no footer jump), widgets nothing. */
  loading?: ReactNode;
  /**
   * A widget the page does not need at first (the chat launcher): it starts loading only once the
   * first page is on screen, so it never competes with the page for the network or the main thread.
   */
  afterPagePaint?: boolean;
}

/** The fixed stack widget fallbacks show in (created on first use). */
function noticeStack(): HTMLElement {
  let stack = document.querySelector<HTMLElement>('[data-region-notices]');
  if (!stack) {
    stack = document.createElement('div');
    stack.dataset.regionNotices = '';
    stack.className = styles.notices ?? '';
    document.body.append(stack);
  }
  return stack;
}

/** A page region tells the shell when the first page has committed: content or fallback. */
function PageShown({ page }: { page: boolean }) {
  useEffect(() => {
    if (page) markPagePainted();
  }, [page]);
  return null;
}

function Loaded<K extends RemoteModuleId>({
  load,
  children,
  page,
}: {
  load: Promise<RemoteExposes[K]>;
  children: RemoteRegionProps<K>['children'];
  page: boolean;
}) {
  return (
    <>
      {children(use(load))}
      <PageShown page={page} />
    </>
  );
}

/**
 * One fault-isolated remote boundary (ARCHITECTURE rule 5): loading, then the remote's UI; if the
 * remote 404s, times out, throws on load or throws while rendering, a Danish fallback with a retry
 * for this region only. The rest of the page keeps working.
 *
 * The region holds one load attempt (a promise) from mount until a reset (the retry button or a
 * change of `resetKeys`). Re-rendering never starts a new attempt: a failed load would otherwise
 * be retried on every render and the fallback would never show.
 */
export function RemoteRegion<K extends RemoteModuleId>(props: RemoteRegionProps<K>) {
  return props.afterPagePaint ? <AfterPagePaint {...props} /> : <Region {...props} />;
}

function AfterPagePaint<K extends RemoteModuleId>(props: RemoteRegionProps<K>) {
  const shown = usePagePainted(); // on a page of the shell's own, the layout marks it (Layout.tsx)
  return shown ? <Region {...props} /> : null;
}

function Region<K extends RemoteModuleId>(props: RemoteRegionProps<K>) {
  const { module, children, widgetName, resetKeys = [], loading } = props;
  const page = !widgetName;
  const [attempt, setAttempt] = useState(() => ({ module, load: loadRemoteModule(module) }));
  let load = attempt.load;
  if (attempt.module !== module) {
    load = loadRemoteModule(module);
    setAttempt({ module, load });
  }
  return (
    <div data-remote-region={module} style={{ display: 'contents' }}>
      <ErrorBoundary
        resetKeys={resetKeys}
        onError={(error) => {
          console.error(`[region ${module}]`, error);
          // The attempt's promise carries its outcome (runtime.ts): rejected means the remote never loaded.
          const loadFailed = (load as { status?: string }).status === 'rejected';
          reportRemoteFailure(module.split('/')[0] ?? module, loadFailed ? 'load-failure' : 'render-error');
        }}
        // A new attempt: a failed load was dropped, so this fetches the remote afresh.
        onReset={() => setAttempt({ module, load: loadRemoteModule(module) })}
        fallbackRender={({ resetErrorBoundary }) => {
          const fallback = (
            <div data-region-fallback={module}>
              <PageShown page={page} />
              <RegionFallback
                compact={Boolean(widgetName)}
                message={widgetName ? texts.region.widgetFailed(widgetName) : texts.region.failed}
                retryLabel={texts.region.retry}
                onRetry={() => resetErrorBoundary()}
              />
            </div>
          );
          // A page's fallback takes the page's place; a widget's goes where the player sees it.
          return widgetName ? createPortal(fallback, noticeStack()) : fallback;
        }}
      >
        <Suspense fallback={loading === undefined ? <RegionLoading label={texts.region.loading} page /> : loading}>
          <Loaded load={load} page={page}>
            {children}
          </Loaded>
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}
