import type { SlotSymbol } from '@casino/api-client/play';

// The slot symbols as inline SVG (one <symbol> each, drawn by <use href="#sym-…">): no image requests, nothing
// for the CSP to allow, a few kilobytes per page. The paying symbols are the classic ones; the scatter (the
// bonus symbol) is the emblem of the game's theme tag, and the theme also colours the reel frame (CSS).

/** The theme tags of the catalogue and the emblem their scatter shows. */
const EMBLEMS: Record<string, string> = {
  vikinger:
    '<path d="M14 38a18 18 0 0 1 36 0z" fill="#8a8f98"/><path d="M14 34 6 16l14 14zM50 34l8-18-14 14z" fill="#f4ead2" stroke="#5a4a2a" stroke-width="2"/><rect x="12" y="36" width="40" height="6" fill="#5a4a2a"/>',
  egypten:
    '<path d="M32 10 56 50H8z" fill="#d9a441" stroke="#7a5200" stroke-width="2"/><path d="M32 10 40 50H32z" fill="#b07d1e"/>',
  frugt:
    '<path d="M8 26a24 24 0 0 0 48 0z" fill="#2e8b3a"/><path d="M12 26a20 20 0 0 0 40 0z" fill="#e23b4a"/><g fill="#1a1a1a"><circle cx="24" cy="34" r="2"/><circle cx="32" cy="38" r="2"/><circle cx="40" cy="34" r="2"/></g>',
  klassisk:
    '<path d="M16 50V30a16 16 0 0 1 32 0v20h-8V30a8 8 0 0 0-16 0v20z" fill="#8a8f98" stroke="#3a3f48" stroke-width="2"/>',
  eventyr: '<path d="M10 46 14 20l10 12 8-18 8 18 10-12 4 26z" fill="#ffb901" stroke="#7a5200" stroke-width="2"/>',
  dyr: '<g fill="#6b3e1e"><ellipse cx="32" cy="42" rx="12" ry="10"/><circle cx="18" cy="26" r="5"/><circle cx="27" cy="18" r="5"/><circle cx="37" cy="18" r="5"/><circle cx="46" cy="26" r="5"/></g>',
  guld: '<g fill="#ffb901" stroke="#7a5200" stroke-width="2"><ellipse cx="32" cy="46" rx="18" ry="6"/><ellipse cx="32" cy="38" rx="18" ry="6"/><ellipse cx="32" cy="30" rx="18" ry="6"/></g>',
  rumfart:
    '<path d="M32 6c10 8 12 22 8 36H24C20 28 22 14 32 6z" fill="#d8dde6" stroke="#3a3f48" stroke-width="2"/><circle cx="32" cy="22" r="5" fill="#1a4fd6"/><path d="M24 42l-8 10 12-4zM40 42l8 10-12-4z" fill="#c8102e"/><path d="M28 44h8l-4 12z" fill="#ff8a00"/>',
  hav: '<path d="M32 54 10 22c8-10 36-10 44 0z" fill="#f7b6a8" stroke="#9a4a3a" stroke-width="2"/><path d="M32 54 22 18M32 54V14M32 54l10-36" stroke="#9a4a3a" stroke-width="2"/>',
  jul: '<path d="M32 6 50 34H40l12 16H12l12-16H14z" fill="#1f7a3a"/><rect x="28" y="50" width="8" height="8" fill="#6b3e1e"/><circle cx="32" cy="8" r="4" fill="#ffb901"/>',
  halloween:
    '<ellipse cx="32" cy="38" rx="22" ry="17" fill="#ff7a00" stroke="#8a3a00" stroke-width="2"/><rect x="29" y="14" width="6" height="8" fill="#2e5a1e"/><path d="M22 32l5 5h-10zM42 32l5 5H37zM22 46h20l-4-4-4 4-4-4-4 4z" fill="#1a1a1a"/>',
  musik:
    '<path d="M24 44V14l26-6v30" fill="none" stroke="#1a1a1a" stroke-width="4"/><ellipse cx="19" cy="45" rx="7" ry="5" fill="#1a1a1a"/><ellipse cx="45" cy="39" rx="7" ry="5" fill="#1a1a1a"/>',
};
export const SLOT_THEMES = Object.keys(EMBLEMS);
const DEFAULT_THEME = 'klassisk';

const SYMBOLS: Record<Exclude<SlotSymbol, 'scatter'>, string> = {
  cherry:
    '<path d="M22 40C26 24 34 14 46 8M42 40C40 26 42 16 46 8" fill="none" stroke="#2e6b1e" stroke-width="3"/><circle cx="20" cy="44" r="11" fill="#c8102e"/><circle cx="42" cy="46" r="11" fill="#a3001b"/>',
  lemon:
    '<ellipse cx="32" cy="34" rx="24" ry="17" fill="#f2c200" stroke="#6b5a00" stroke-width="2"/><path d="M8 34l-4-2M56 34l4-2" stroke="#6b5a00" stroke-width="3"/>',
  plum: '<circle cx="32" cy="38" r="19" fill="#6a2c91"/><path d="M32 19c2-6 8-10 16-9-2 7-8 10-16 9z" fill="#2e8b3a"/>',
  bell: '<path d="M32 8c-12 0-16 12-16 24l-6 14h44l-6-14c0-12-4-24-16-24z" fill="#e0a100" stroke="#7a4a00" stroke-width="2"/><circle cx="32" cy="52" r="6" fill="#7a4a00"/>',
  star: '<path d="M32 6l7.6 16.4 17.9 2.1-13.2 12.3 3.5 17.7L32 45.6l-15.8 8.9 3.5-17.7L6.5 24.5l17.9-2.1z" fill="#1a4fd6" stroke="#0b1f4d" stroke-width="2"/>',
  diamond:
    '<path d="M14 10h36l10 14-28 32L4 24z" fill="#5fd3e0" stroke="#006b75" stroke-width="2"/><path d="M4 24h56M22 10l10 46 10-46" fill="none" stroke="#006b75" stroke-width="2"/>',
  seven: '<path d="M12 8h40v8L30 58H18l22-40H12z" fill="#c8102e" stroke="#6b0010" stroke-width="2"/>',
};

/** The game's theme: its first theme tag, or the classic look. */
export const themeOf = (tags: readonly string[]) => tags.find((t) => Object.hasOwn(EMBLEMS, t)) ?? DEFAULT_THEME;

/** The hidden sprite every cell and paytable row draws from. */
export function symbolSprite(theme: string): string {
  const scatter = `<circle cx="32" cy="32" r="30" fill="#fff3c4" stroke="#ffb901" stroke-width="4"/>${EMBLEMS[theme] ?? EMBLEMS[DEFAULT_THEME]!}`;
  const symbols = { ...SYMBOLS, scatter };
  const defs = Object.entries(symbols)
    .map(([name, body]) => `<symbol id="sym-${name}" viewBox="0 0 64 64">${body}</symbol>`)
    .join('');
  return `<svg class="sprite" aria-hidden="true" focusable="false"><defs>${defs}</defs></svg>`;
}

/** One symbol drawn from the sprite (the name beside it or on its cell carries the meaning). */
export const symbolSvg = (symbol: SlotSymbol) =>
  `<svg class="sym" viewBox="0 0 64 64" aria-hidden="true" focusable="false"><use href="#sym-${symbol}"/></svg>`;
