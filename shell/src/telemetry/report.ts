import type { RemoteFailure, TelemetryEvent } from '@casino/api-client/requests/telemetry';
import { routeAt } from '@casino/platform';

// The part of telemetry every page carries, kept small: it remembers which version of each remote
// this page runs and queues what goes wrong. The sender and the web vitals (sender.ts) load once the
// page is on screen, or sooner when something goes wrong.

let versions: Record<string, string> = {};
let canary: readonly string[] = [];
const queue: TelemetryEvent[] = [];

/** `/remotes/<name>/<version>/…`: a script or manifest of a published remote version. */
const remoteFile = /\/remotes\/([a-z]+)\/([^/]+)\//;

/** The route table's pattern of the current page, never the path itself (it may carry a slug). */
export const routePattern = (): string => routeAt(location.pathname)?.path ?? '(other)';

function send(): void {
  // Offline, or a chunk gone: the queue waits for the next event to try again.
  void import('./sender.ts').then(
    ({ sendSoon }) => sendSoon(queue),
    () => {},
  );
}

/** Queues an event for the next beacon. */
export function queueTelemetry(event: TelemetryEvent): void {
  queue.push(event);
  send();
}

/** A failure of a remote's region on this page, with the version and cohort the page runs. */
export function reportRemoteFailure(remote: string, kind: RemoteFailure['kind']): void {
  const version = versions[remote];
  if (!version) return; // not in this page's registry: nothing to attribute it to
  const cohort = canary.includes(remote) ? 'canary' : 'stable';
  queueTelemetry({ kind, remote, version, route: routePattern(), cohort });
}

/** An error nobody caught, when a remote's file threw it. */
function attribute(stack: string | undefined): void {
  const [, remote, version] = (stack && remoteFile.exec(stack)) || [];
  if (remote && version && versions[remote] === decodeURIComponent(version))
    reportRemoteFailure(remote, 'uncaught-error');
}

/**
 * Starts telemetry with the page's registry (after QA pins): each remote's version from its
 * manifest URL, and which remotes this browser gets as canary.
 */
export function startTelemetry(manifests: Record<string, string>, canaryRemotes: readonly string[]): void {
  versions = {};
  for (const [remote, url] of Object.entries(manifests)) {
    const [, name, version] = remoteFile.exec(url) ?? [];
    if (name === remote && version) versions[remote] = decodeURIComponent(version);
  }
  canary = canaryRemotes;
  addEventListener('error', (event) => attribute(event.filename || (event.error as Error | undefined)?.stack));
  addEventListener('unhandledrejection', (event) => attribute((event.reason as Error | undefined)?.stack));
}
