// A shoe counted by card value, for the exact odds: an enumeration takes a card of a value out (learning how
// many ways it could have come), looks further, and puts it back, walking every way the cards can fall.

export class CountedShoe {
  /** Cards of each value still in the shoe. */
  readonly left: number[];
  /** Cards still in the shoe. */
  size: number;

  constructor(counts: readonly number[]) {
    this.left = [...counts];
    this.size = counts.reduce((a, b) => a + b, 0);
  }

  /** Takes a card of `value` out and says how many there were to take it from. */
  take(value: number): number {
    const ways = this.left[value]!;
    this.left[value] = ways - 1;
    this.size--;
    return ways;
  }

  putBack(value: number): void {
    this.left[value]!++;
    this.size++;
  }
}
