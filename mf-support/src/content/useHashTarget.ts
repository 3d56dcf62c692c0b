import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Brings the element the URL's #fragment names into view and gives it focus (/help#hvad-betyder-gennemspilskrav,
 * spec section 2). The browser cannot: the page is rendered by a remote after the document has loaded.
 */
export function useHashTarget(): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    // Focus scrolls it into view and puts a keyboard or screen reader user there too.
    target.focus();
  }, [hash]);
}
