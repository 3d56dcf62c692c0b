import { validatePayout } from './validate-payout.ts';

// Spec section 5 leaves withdrawal validation open ("not shown"): these are the payout page's own rules.
describe('payout validation', () => {
  it.each([
    ['', 'Beløb er påkrævet'],
    ['   ', 'Beløb er påkrævet'],
    ['abc', 'Beløb er påkrævet'],
    ['0', 'Beløbet skal være større end 0 kr.'],
    ['0,00', 'Beløbet skal være større end 0 kr.'],
    ['1.250,01', 'Du kan højst udbetale 1.250,00\u00a0kr.'],
  ])('refuses %j with %j', (input, message) => {
    expect(validatePayout(input, false, 1250, 50)).toEqual({ ok: false, message });
  });

  it.each([
    ['100', 100],
    ['1.250', 1250],
    ['99,5', 99.5],
  ])('accepts %j as %d kr.', (input, amount) => {
    expect(validatePayout(input, false, 1250, 50)).toEqual({ ok: true, request: { amount, fullAmount: false } });
  });

  it('sends fullAmount for "udbetal alt", whatever the field says, and refuses it with nothing to pay out', () => {
    expect(validatePayout('', true, 10, 50)).toEqual({ ok: true, request: { fullAmount: true } });
    expect(validatePayout('5', true, 0, 50)).toEqual({ ok: false, message: 'Du har ingen penge at udbetale.' });
  });

  it('refuses less than the minimum unless it is everything that can be withdrawn, so nothing is stranded', () => {
    expect(validatePayout('49,99', false, 1250, 50)).toEqual({
      ok: false,
      message: 'Du kan udbetale mindst 50,00\u00a0kr. ad gangen, eller hele din saldo.',
    });
    expect(validatePayout('30', false, 30, 50)).toEqual({ ok: true, request: { amount: 30, fullAmount: false } });
  });
});
