import { TARGETS } from '../constants.ts';
import type { Surface, View } from './effect.ts';

export interface SurfaceWatcher {
  /** The on-screen surfaces; measured again only after something moved, at most every 250 ms. */
  read(now: number, view: View): readonly Surface[];
  /** The page scrolled or the window resized: what was measured no longer holds. */
  moved(): void;
  stop(): void;
}

export const noSurfaces: SurfaceWatcher = { read: () => [], moved() {}, stop() {} };

/**
 * Tracks what snow can land on (buttons, cards, the footer) without reading layout every frame:
 * an IntersectionObserver keeps the set of surfaces on screen, a ResizeObserver and the page's
 * scrolls mark the measurements stale, a MutationObserver finds new surfaces as pages change, and
 * the on-screen ones are read in one batch at the start of a frame (before anything is written).
 */
export function watchSurfaces(doc: Document = document): SurfaceWatcher {
  const win = doc.defaultView;
  if (!win || typeof win.IntersectionObserver !== 'function' || typeof win.ResizeObserver !== 'function') {
    return noSurfaces;
  }
  const onScreen = new Set<Element>();
  const observed = new Set<Element>();
  let surfaces: Surface[] = [];
  let stale = true;
  let measuredAt = -Infinity;
  let rescan: ReturnType<typeof setTimeout> | undefined;

  const visibility = new win.IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (entry.isIntersecting) onScreen.add(entry.target);
      else onScreen.delete(entry.target);
    }
    stale = true;
  });
  const sizes = new win.ResizeObserver(() => {
    stale = true;
  });
  const scan = () => {
    rescan = undefined;
    const found = new Set(doc.querySelectorAll(TARGETS.selector));
    for (const element of observed) {
      if (found.has(element)) continue;
      visibility.unobserve(element);
      sizes.unobserve(element);
      observed.delete(element);
      onScreen.delete(element);
    }
    for (const element of found) {
      if (observed.has(element)) continue;
      visibility.observe(element);
      sizes.observe(element);
      observed.add(element);
    }
  };
  const changes = new win.MutationObserver(() => {
    rescan ??= setTimeout(scan, TARGETS.rescanAfterMs);
  });
  changes.observe(doc.body, { childList: true, subtree: true });
  scan();

  return {
    read(now, view) {
      if (!stale || now - measuredAt < TARGETS.remeasureEveryMs) return surfaces;
      stale = false;
      measuredAt = now;
      const next: Surface[] = [];
      for (const element of onScreen) {
        if (next.length >= TARGETS.maxTargets) break;
        const { left, top, right, width } = element.getBoundingClientRect();
        if (width >= TARGETS.minWidth && top >= 0 && top < view.height) next.push({ left, top, right });
      }
      surfaces = next;
      return surfaces;
    },
    moved() {
      stale = true;
      // Nothing to land on until measured again, rather than snow landing where a button was.
      surfaces = [];
    },
    stop() {
      visibility.disconnect();
      sizes.disconnect();
      changes.disconnect();
      if (rescan !== undefined) clearTimeout(rescan);
    },
  };
}
