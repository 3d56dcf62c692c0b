import { formatDanishNumber, formatKroner, formatKronerNumber, unitSpace } from './format.ts';

const kr = (number: string) => `${number}${unitSpace}kr.`;
const ore = (number: string) => `${number}${unitSpace}øre`;

// Spec sections 1 and 9: Danish kroner with Danish number formatting; under 1 kr. in øre.
describe('kroner amounts', () => {
  it('groups thousands with dots and writes øre as decimals after a comma', () => {
    expect(formatKroner(1234.5)).toBe(kr('1.234,50'));
    expect(formatKroner(1234567.891)).toBe(kr('1.234.567,89'));
    expect(formatKroner(1)).toBe(kr('1,00'));
  });

  it('keeps the number and its unit together on one line', () => {
    expect(formatKroner(10000)).toMatch(/^10\.000,00\u00a0kr\.$/u);
    expect(formatKroner(0.5)).toMatch(/^50\u00a0øre$/u);
  });

  it.each([
    [0, '0'],
    [0.01, '1'],
    [0.5, '50'],
    [0.29, '29'],
    [0.994, '99'],
  ])('shows %p kr. in øre', (amount, expected) => {
    expect(formatKroner(amount)).toBe(ore(expected));
  });

  it('shows an amount that rounds up to a whole krone in kroner, never as 100 øre', () => {
    expect(formatKroner(0.999)).toBe(kr('1,00'));
  });

  it('shows negative amounts with a minus, under 1 kr. in øre like positive ones', () => {
    expect(formatKroner(-1234.5)).toBe(kr('-1.234,50'));
    expect(formatKroner(-0.5)).toBe(ore('-50'));
    expect(formatKroner(-0.001)).toBe(ore('0'));
  });

  it('shows round amounts without decimals when asked to', () => {
    expect(formatKroner(10000, { decimals: 'never' })).toBe(kr('10.000'));
    expect(formatKroner(1234.5, { decimals: 'never' })).toBe(kr('1.235'));
    expect(formatKroner(0.5, { decimals: 'never' })).toBe(ore('50'));
  });

  it('hides decimals only for whole amounts in auto mode', () => {
    expect(formatKroner(250, { decimals: 'auto' })).toBe(kr('250'));
    expect(formatKroner(12.5, { decimals: 'auto' })).toBe(kr('12,50'));
    expect(formatKroner(12.004, { decimals: 'auto' })).toBe(kr('12'));
  });

  it('refuses amounts that are not numbers instead of showing "NaN kr."', () => {
    expect(() => formatKroner(Number.NaN)).toThrow(RangeError);
    expect(() => formatKroner(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it("writes the number alone for a text that says 'kr.' itself (spec section 5's allowance text)", () => {
    expect(formatKronerNumber(1500)).toBe('1.500');
    expect(formatKronerNumber(1234.5)).toBe('1.234,50');
    expect(formatKronerNumber(1234.5, 'always')).toBe('1.234,50');
    expect(formatKronerNumber(10000, 'always')).toBe('10.000,00');
  });

  it('formats plain numbers for texts that carry their own unit', () => {
    expect(formatDanishNumber(10000)).toBe('10.000');
    expect(formatDanishNumber(2.5, 2)).toBe('2,50');
  });
});
