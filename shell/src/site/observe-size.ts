/**
 * Calls `onResize` now and whenever the element's size changes; returns the stop function. Where
 * ResizeObserver is missing (old browsers, jsdom) it measures once.
 */
export function observeSize(element: Element, onResize: () => void): () => void {
  onResize();
  if (typeof ResizeObserver === 'undefined') return () => {};
  const observer = new ResizeObserver(() => onResize());
  observer.observe(element);
  return () => observer.disconnect();
}
