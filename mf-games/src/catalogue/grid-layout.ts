import type { CSSProperties } from 'react';

/** The catalogue grid's geometry: as many columns of at least `minCard` pixels as fit. */
export interface GridLayout {
  columns: number;
  cardWidth: number;
  rowHeight: number;
  gap: number;
}

export const gridGap = 16;
const minCard = 160;
/** The picture's height per width (4:3). */
const pictureRatio = 0.75;
/** Title and jackpot lines plus the card's padding, under the 4:3 picture. */
const cardTextHeight = 76;

/**
 * The same geometry for CSS (GameGrid.module.css `.unmeasured`), which lays the list out before its width
 * is measured.
 */
export const gridLayoutProperties = {
  '--grid-min-card': `${minCard}px`,
  '--grid-gap': `${gridGap}px`,
  '--grid-picture-ratio': String(pictureRatio),
  '--grid-card-text': `${cardTextHeight}px`,
} as CSSProperties;

export function gridLayout(width: number): GridLayout {
  const usable = Math.max(width, minCard);
  const columns = Math.max(1, Math.floor((usable + gridGap) / (minCard + gridGap)));
  const cardWidth = (usable - gridGap * (columns - 1)) / columns;
  return { columns, cardWidth, rowHeight: Math.round(cardWidth * pictureRatio + cardTextHeight), gap: gridGap };
}

/** How many rows `count` cards fill. */
export function rowCount(count: number, columns: number): number {
  return Math.ceil(count / columns);
}

/** The indexes of the cards in one row, left to right (the last row may be short). */
export function rowIndexes(row: number, columns: number, count: number): number[] {
  const first = row * columns;
  return Array.from({ length: Math.max(0, Math.min(columns, count - first)) }, (_, column) => first + column);
}
