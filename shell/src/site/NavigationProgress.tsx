import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { ownerOf } from '@casino/platform';
import { loadRemoteModule } from '../federation/runtime.ts';
import { startProgress } from './progress.ts';
import './progress.css';

/** Route pages already loaded: navigating between them shows no bar. */
const loadedPages = new Set<string>();

/**
 * Shows the top progress bar while the remote that owns the new page is still loading. The shell's own
 * lazy page (sign-in) runs the bar while its code loads (routing/sign-in-page.tsx): that navigation
 * commits only once the page can render, so no location change would show it here.
 */
export function NavigationProgress() {
  const { pathname } = useLocation();

  useEffect(() => {
    const owner = ownerOf(pathname);
    if (!owner || loadedPages.has(owner)) return;
    const done = startProgress();
    loadRemoteModule(`${owner}/routes`)
      .then(() => loadedPages.add(owner))
      .catch(() => {}) // the region shows the failure
      .finally(done);
    return done;
  }, [pathname]);

  return null;
}
