import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { parseQueryFlags } from '../behaviours/query-flags.ts';
import { layoutHiddenAtom } from './atoms.ts';

/** Spec section 2, layout=0: the page is embedded without the support widget, for the rest of the session. */
export function useLayoutFlag(): void {
  const { search } = useLocation();
  const setLayoutHidden = useSetAtom(layoutHiddenAtom);
  useEffect(() => {
    if (parseQueryFlags(search).layoutHidden) setLayoutHidden(true);
  }, [search, setLayoutHidden]);
}
