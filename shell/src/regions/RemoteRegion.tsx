import { Suspense, use, useState, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { RegionFallback, RegionLoading } from '@casino/ui';
import { texts } from '@casino/locale';
import type { RemoteExposes, RemoteModuleId } from '@casino/platform';
import { forgetRemote, loadRemoteModule } from '../federation/runtime.ts';

export interface RemoteRegionProps<K extends RemoteModuleId> {
  module: K;
  children: (module: RemoteExposes[K]) => ReactNode;
  /** Danish name of a widget ("Chatten"); page regions leave it out. */
  widgetName?: string;
  /** Reset the region when these change (e.g. the path), so one bad page does not stick. */
  resetKeys?: unknown[];
  /** What to show while loading; pages show a placeholder, widgets nothing. */
  loading?: ReactNode;
}

function Loaded<K extends RemoteModuleId>({ module, children }: Pick<RemoteRegionProps<K>, 'module' | 'children'>) {
  return <>{children(use(loadRemoteModule(module)))}</>;
}

/**
 * One fault-isolated remote boundary (ARCHITECTURE rule 5): loading, then the remote's UI; if the
 * remote 404s, times out, throws on load or throws while rendering, a Danish fallback with a retry
 * for this region only. The rest of the page keeps working.
 */
export function RemoteRegion<K extends RemoteModuleId>(props: RemoteRegionProps<K>) {
  const { module, children, widgetName, resetKeys = [], loading } = props;
  const [attempt, setAttempt] = useState(0);
  return (
    <div data-remote-region={module} style={{ display: 'contents' }}>
      <ErrorBoundary
        resetKeys={[attempt, ...resetKeys]}
        onError={(error) => console.error(`[region ${module}]`, error)}
        fallbackRender={() => (
          <RegionFallback
            compact={Boolean(widgetName)}
            message={widgetName ? texts.region.widgetFailed(widgetName) : texts.region.failed}
            retryLabel={texts.region.retry}
            onRetry={() => {
              forgetRemote(module);
              setAttempt((n) => n + 1);
            }}
          />
        )}
      >
        <Suspense fallback={loading === undefined ? <RegionLoading label={texts.region.loading} /> : loading}>
          <Loaded module={module}>{children}</Loaded>
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}
