import { gridLayout, rowCount, rowIndexes } from './grid-layout.ts';

// Spec section 2 (the catalogue at /spil lists every game): the grid is drawn row by row, and every game
// has its place in exactly one row, in the list's order.
describe('the catalogue grid in rows', () => {
  it('places 2,000 games in rows of as many cards as fit, the last row holding the rest', () => {
    const { columns } = gridLayout(1232);
    expect(columns).toBe(7);
    const rows = rowCount(2000, columns);
    expect(rows).toBe(286);
    const places = Array.from({ length: rows }, (_, row) => rowIndexes(row, columns, 2000)).flat();
    expect(places).toEqual(Array.from({ length: 2000 }, (_, index) => index));
    expect(rowIndexes(rows - 1, columns, 2000)).toEqual([1995, 1996, 1997, 1998, 1999]);
  });

  it('has no row for an empty list', () => {
    expect(rowCount(0, 4)).toBe(0);
    expect(rowIndexes(0, 4, 0)).toEqual([]);
  });
});
