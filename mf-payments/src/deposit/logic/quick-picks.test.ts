import { quickPickAmounts, quickPicks, quickPickSet } from './quick-picks.ts';

/*
 * Spec section 9: "built from 50 up to the allowance capped between 250 and 1000, rounded to
 * multiples of 50 and snapped to the set 50, 100, 250, 500, 750, 1000. Three values are shown,
 * fewer when duplicates are removed." Spec section 5: a button is disabled when its amount is above
 * the allowance or the limit is reached.
 *
 * Our reading: upper = allowance clamped to [250, 1000]; three values evenly spread from 50 to
 * upper (50, the middle, upper); each rounded to a multiple of 50, then snapped to the nearest
 * value of the set; duplicates removed. Worked out by hand:
 *
 *   allowance | upper | spread          | rounded to 50  | snapped        | enabled
 *   0         | 250   | 50, 150, 250    | 50, 150, 250   | 50, 100, 250   | none (all > 0)
 *   40        | 250   | 50, 150, 250    | 50, 150, 250   | 50, 100, 250   | none (all > 40)
 *   50        | 250   | 50, 150, 250    | 50, 150, 250   | 50, 100, 250   | 50
 *   120       | 250   | 50, 150, 250    | 50, 150, 250   | 50, 100, 250   | 50, 100
 *   260       | 260   | 50, 155, 260    | 50, 150, 250   | 50, 100, 250   | all
 *   300       | 300   | 50, 175, 300    | 50, 200, 300   | 50, 250, 250   | all -> 50, 250 (duplicate removed)
 *   600       | 600   | 50, 325, 600    | 50, 350, 600   | 50, 250, 500   | all
 *   1000      | 1000  | 50, 525, 1000   | 50, 550, 1000  | 50, 500, 1000  | all
 *   5000      | 1000  | 50, 525, 1000   | 50, 550, 1000  | 50, 500, 1000  | all
 *
 * (150 is 50 from 100 and 100 from 250, so 100; 350 is 100 from 250 and 150 from 500, so 250;
 * 600 is 100 from 500 and 150 from 750, so 500; 550 is 50 from 500, so 500.)
 */
describe('quick-pick amounts', () => {
  it.each([
    [0, [50, 100, 250], []],
    [40, [50, 100, 250], []],
    [50, [50, 100, 250], [50]],
    [120, [50, 100, 250], [50, 100]],
    [260, [50, 100, 250], [50, 100, 250]],
    [300, [50, 250], [50, 250]],
    [600, [50, 250, 500], [50, 250, 500]],
    [1000, [50, 500, 1000], [50, 500, 1000]],
    [5000, [50, 500, 1000], [50, 500, 1000]],
  ])('with %d kr. left shows %j, of which %j can be picked', (allowance, amounts, enabled) => {
    const picks = quickPicks(allowance, false);
    expect(picks.map((pick) => pick.amount)).toEqual(amounts);
    expect(picks.filter((pick) => !pick.disabled).map((pick) => pick.amount)).toEqual(enabled);
  });

  it('disables every button when the deposit limit is reached, whatever the allowance says', () => {
    expect(quickPicks(5000, true).every((pick) => pick.disabled)).toBe(true);
  });

  it('offers the widest range, enabled, while the allowance is unknown', () => {
    expect(quickPicks(undefined, false)).toEqual([
      { amount: 50, disabled: false },
      { amount: 500, disabled: false },
      { amount: 1000, disabled: false },
    ]);
  });

  it('only ever shows at most three distinct amounts from the set, in rising order', () => {
    for (let allowance = 0; allowance <= 12_000; allowance += 10) {
      const amounts = quickPickAmounts(allowance);
      expect(amounts.length).toBeGreaterThanOrEqual(2);
      expect(amounts.length).toBeLessThanOrEqual(3);
      expect(new Set(amounts).size).toBe(amounts.length);
      expect([...amounts].sort((a, b) => a - b)).toEqual(amounts);
      for (const amount of amounts) expect(quickPickSet).toContain(amount);
    }
  });
});
