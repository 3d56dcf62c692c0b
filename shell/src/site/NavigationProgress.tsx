import { useEffect } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { loadRemoteModule } from '../federation/runtime.ts';
import { ownerOf } from '../routing/route-owners.ts';
import { startProgress } from './progress.ts';
import './progress.css';

/** Route pages already loaded: navigating between them shows no bar. */
const loadedPages = new Set<string>();

/**
 * Shows the top progress bar while the data router navigates (`useNavigation`) and while the
 * remote that owns the new page is still loading.
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  const { pathname } = useLocation();

  useEffect(() => {
    if (navigation.state === 'idle') return;
    return startProgress();
  }, [navigation.state]);

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
