import { useEffect } from 'react';

/**
 * The page's `<meta name="description">` (what search results show under the title), set while the page is
 * shown; the one the document had before comes back when it goes.
 */
export function useMetaDescription(description: string | null | undefined): void {
  useEffect(() => {
    if (!description) return;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = !meta;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    const before = meta.content;
    meta.content = description;
    return () => {
      if (created) meta.remove();
      else meta.content = before;
    };
  }, [description]);
}
