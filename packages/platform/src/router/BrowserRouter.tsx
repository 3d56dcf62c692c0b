import { startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router';

/**
 * The site's router over the browser's history: react-router's BrowserRouter rebuilt from its `Router`
 * and its own browser history, because its BrowserRouter lives in the module of the framework mode,
 * which ships whole once anything is taken from it (links.tsx). As there, a change of
 * location renders in a transition, so the page shown stays until the next one is ready.
 */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [{ action, location }, setState] = useState({ action: history.action, location: history.location });
  useLayoutEffect(() => history.listen((update) => startTransition(() => setState(update))), [history]);
  return (
    <Router location={location} navigationType={action} navigator={history}>
      {children}
    </Router>
  );
}
