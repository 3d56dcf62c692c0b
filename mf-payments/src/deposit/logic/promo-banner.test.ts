import {
  initialPromoBannerState,
  promoBannerReducer,
  shouldAutoExpandPromo,
  type PromoBannerEvent,
  type PromoBannerState,
} from './promo-banner.ts';

function run(events: PromoBannerEvent[], from: PromoBannerState = initialPromoBannerState): PromoBannerState {
  return events.reduce(promoBannerReducer, from);
}

const checked = (met: boolean): PromoBannerEvent => ({ type: 'autoExpandChecked', met });

// Spec sections 4 and 9: collapsed by default, expands on click, auto-expands above 1000 kr. when
// the promo has a bonus percentage above 0.
describe('promo banner', () => {
  it('starts collapsed', () => {
    expect(initialPromoBannerState.expanded).toBe(false);
  });

  it('opens and closes on click', () => {
    expect(run([{ type: 'toggled' }]).expanded).toBe(true);
    expect(run([{ type: 'toggled' }, { type: 'toggled' }]).expanded).toBe(false);
  });

  it.each([
    [1000.01, 10, true],
    [1500, 100, true],
    [1000, 10, false],
    [500, 10, false],
    [5000, 0, false],
    [null, 10, false],
  ])('with %p kr. and a %d %% bonus, opens by itself: %p', (amount, percent, expected) => {
    expect(shouldAutoExpandPromo(amount, percent)).toBe(expected);
  });

  it('opens when the amount rises above 1000 kr.', () => {
    expect(run([checked(false), checked(true)]).expanded).toBe(true);
  });

  it('does not close by itself when the amount drops again', () => {
    expect(run([checked(true), checked(false)]).expanded).toBe(true);
  });

  it('stays closed after the player closes it, until the amount crosses 1000 kr. again', () => {
    const closedByPlayer = run([checked(true), { type: 'toggled' }]);
    expect(closedByPlayer.expanded).toBe(false);
    expect(run([checked(true)], closedByPlayer).expanded).toBe(false);
    expect(run([checked(false), checked(true)], closedByPlayer).expanded).toBe(true);
  });
});
