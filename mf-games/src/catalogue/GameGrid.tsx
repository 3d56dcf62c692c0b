import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { memo, useLayoutEffect, useRef, useState } from 'react';
import type { GameCard as CatalogueGame } from '@casino/api-client';
import { lobbyTexts } from '@casino/locale';
import { GameCard } from '../components/GameCard.tsx';
import { cardOfGame } from '../components/card-game.ts';
import styles from './GameGrid.module.css';
import { gridLayout, gridLayoutProperties, rowCount, rowIndexes } from './grid-layout.ts';
import { useElementWidth } from './useElementWidth.ts';

/** Enough games to fill a wide screen below the filters, so what follows the list starts below the fold. */
const unmeasuredCards = 48;
/** The first row on most screens: its pictures load at once. */
const unmeasuredEagerCards = 6;

/**
 * The catalogue's games as a grid that renders only the rows near the screen (TanStack Virtual), so
 * 2,000 games scroll and filter smoothly. Each card keeps its place in the whole list for screen readers
 * (aria-setsize, aria-posinset); a card reached by Tab scrolls into view, which renders the next rows.
 * The virtualizer counts rows, not cards: a keystroke that changes the list places a few hundred rows
 * instead of every game, and only the rows on screen (plus one each way) are drawn.
 */
export const GameGrid = memo(function GameGrid({ games }: { games: readonly CatalogueGame[] }) {
  const listRef = useRef<HTMLUListElement>(null);
  const width = useElementWidth(listRef);
  const layout = gridLayout(width ?? 0);
  const [scrollMargin, setScrollMargin] = useState(0);
  // The list the page opened with draws its pictures with the page; cards a keystroke or a chip brings in
  // show first and ask for their pictures once they are painted.
  const [firstGames] = useState(games);
  // Where the list starts on the page; the chips above it change height as the filters change.
  useLayoutEffect(() => {
    const top = (listRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
    if (top !== scrollMargin) setScrollMargin(top);
  }, [scrollMargin, width, games]);

  const virtualizer = useWindowVirtualizer({
    count: rowCount(games.length, layout.columns),
    estimateSize: () => layout.rowHeight,
    gap: layout.gap,
    // One row beyond the screen each way: each card a key brings in is laid out, painted and asks for its
    // picture, so rows nobody sees cost the next key its time.
    overscan: 1,
    scrollMargin,
    // A grid that mounts again (after an empty result) leaves the page where the player has it.
    initialOffset: () => (typeof window === 'undefined' ? 0 : window.scrollY),
  });
  // The lanes changed (a resize): every position is new.
  useLayoutEffect(() => {
    virtualizer.measure();
  }, [virtualizer, layout.columns, layout.rowHeight]);

  // Before its width is measured (the server's render of the page, and the browser's hydration of it) the
  // list lays out its first games with CSS in gridLayout's geometry, so nothing moves when the measured
  // grid takes over the same elements.
  if (width === undefined)
    return (
      <ul
        ref={listRef}
        className={`${styles.grid} ${styles.unmeasured}`}
        aria-label={lobbyTexts.catalogue.listLabel}
        style={gridLayoutProperties}
      >
        {games.slice(0, unmeasuredCards).map((game, index) => (
          <li key={game.slug} className={styles.unmeasuredCell} aria-setsize={games.length} aria-posinset={index + 1}>
            <GridCard game={game} eager={index < unmeasuredEagerCards} pictureAfterPaint={false} />
          </li>
        ))}
      </ul>
    );

  return (
    <ul
      ref={listRef}
      className={styles.grid}
      aria-label={lobbyTexts.catalogue.listLabel}
      style={{ height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().flatMap((row) =>
        rowIndexes(row.index, layout.columns, games.length).map((index, column) => (
          <li
            key={games[index]!.slug}
            className={styles.cell}
            aria-setsize={games.length}
            aria-posinset={index + 1}
            style={{
              width: layout.cardWidth,
              height: layout.rowHeight,
              transform: `translate(${column * (layout.cardWidth + layout.gap)}px, ${row.start - scrollMargin}px)`,
            }}
          >
            <GridCard game={games[index]!} eager={row.index === 0} pictureAfterPaint={games !== firstGames} />
          </li>
        )),
      )}
    </ul>
  );
});

/**
 * A card of the grid. Whether its picture waits for the first paint is decided when the card mounts, so a
 * card that stays listed while the list changes is not drawn again.
 */
const GridCard = memo(function GridCard({
  game,
  eager,
  pictureAfterPaint,
}: {
  game: CatalogueGame;
  eager: boolean;
  pictureAfterPaint: boolean;
}) {
  const [later] = useState(pictureAfterPaint);
  return <GameCard game={cardOfGame(game)} eager={eager} pictureAfterPaint={later} />;
});
