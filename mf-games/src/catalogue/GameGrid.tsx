import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { memo, useLayoutEffect, useRef, useState } from 'react';
import type { GameCard as CatalogueGame } from '@casino/api-client';
import { lobbyTexts } from '@casino/locale';
import { GameCard } from '../components/GameCard.tsx';
import { cardOfGame } from '../components/card-game.ts';
import styles from './GameGrid.module.css';
import { gridLayout } from './grid-layout.ts';
import { useElementWidth } from './useElementWidth.ts';

/**
 * The catalogue's games as a grid that renders only the rows near the screen (TanStack Virtual), so
 * 2,000 games scroll and filter smoothly. Each card keeps its place in the whole list for screen readers
 * (aria-setsize, aria-posinset); a card reached by Tab scrolls into view, which renders the next rows.
 */
export const GameGrid = memo(function GameGrid({ games }: { games: readonly CatalogueGame[] }) {
  const listRef = useRef<HTMLUListElement>(null);
  const width = useElementWidth(listRef);
  const layout = gridLayout(width);
  const [scrollMargin, setScrollMargin] = useState(0);
  // Where the list starts on the page; the chips above it change height as the filters change.
  useLayoutEffect(() => {
    const top = (listRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
    if (top !== scrollMargin) setScrollMargin(top);
  }, [scrollMargin, width, games]);

  const virtualizer = useWindowVirtualizer({
    count: games.length,
    lanes: layout.columns,
    estimateSize: () => layout.rowHeight,
    gap: layout.gap,
    // One row beyond the screen each way: each card a key brings in is laid out, painted and fetches its
    // picture (an SVG, parsed on the main thread), so rows nobody sees cost the next key its time.
    overscan: 1,
    scrollMargin,
    // A grid that mounts again (after an empty result) leaves the page where the player has it.
    initialOffset: () => (typeof window === 'undefined' ? 0 : window.scrollY),
    // On the server: the first screen of a common window, so the first rows are in the HTML.
    initialRect: { width: 1280, height: 800 },
    getItemKey: (index) => games[index]?.slug ?? index,
  });
  // The lanes changed (a resize): every position is new.
  useLayoutEffect(() => {
    virtualizer.measure();
  }, [virtualizer, layout.columns, layout.rowHeight]);

  return (
    <ul
      ref={listRef}
      className={styles.grid}
      aria-label={lobbyTexts.catalogue.listLabel}
      style={{ height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((item) => {
        const game = games[item.index]!;
        return (
          <li
            key={item.key}
            className={styles.cell}
            aria-setsize={games.length}
            aria-posinset={item.index + 1}
            style={{
              width: layout.cardWidth,
              height: layout.rowHeight,
              transform: `translate(${item.lane * (layout.cardWidth + layout.gap)}px, ${item.start - scrollMargin}px)`,
            }}
          >
            <GameCard game={cardOfGame(game)} eager={item.index < layout.columns} />
          </li>
        );
      })}
    </ul>
  );
});
