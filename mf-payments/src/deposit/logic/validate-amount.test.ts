import { validateDepositAmount } from './validate-amount.ts';

// Spec section 5: the deposit amount is validated on submit, with these exact Danish messages.
const required = 'Beløb er påkrævet';
const minimum = 'Minimumsbeløb er 50 kr.';
const maximum = 'Maksimumsbeløb er 10.000 kr.';
const allowance = (n: string) => `Du har ${n} kr. tilbage før din indbetalingsgrænse er nået.`;
// Card deposits are whole kroner.
const wholeKroner = 'Indbetal et helt antal kroner uden øre, fx 150 kr.';

const noLimit = 50_000;

describe('deposit amount validation on submit', () => {
  it.each(['', '  ', 'abc'])('asks for an amount when the field holds %j', (input) => {
    expect(validateDepositAmount(input, noLimit)).toEqual({ ok: false, message: required });
  });

  it.each(['0', '49', '49,99'])('refuses %s kr. as below the 50 kr. minimum', (input) => {
    expect(validateDepositAmount(input, noLimit)).toEqual({ ok: false, message: minimum });
  });

  it.each(['10.000,01', '10001', '25000'])('refuses %s kr. as above the 10.000 kr. maximum', (input) => {
    expect(validateDepositAmount(input, noLimit)).toEqual({ ok: false, message: maximum });
  });

  it('tells how much is left before the deposit limit, in Danish number format', () => {
    expect(validateDepositAmount('2000', 1234.5)).toEqual({ ok: false, message: allowance('1.234,50') });
    expect(validateDepositAmount('600', 500)).toEqual({ ok: false, message: allowance('500') });
  });

  it.each([
    ['50', noLimit, 50],
    ['1.500', noLimit, 1500],
    ['10.000', noLimit, 10000],
    ['500', 500, 500],
  ])('accepts %s kr. with %d kr. left', (input, left, amount) => {
    expect(validateDepositAmount(input, left)).toEqual({ ok: true, amount });
  });

  it('accepts any amount within the product rules while the allowance is unknown (the server checks)', () => {
    expect(validateDepositAmount('9000', undefined)).toEqual({ ok: true, amount: 9000 });
  });

  it.each(['1500,50', '150.5', '50,01'])('refuses %s kr.: deposits are whole kroner, no øre', (input) => {
    expect(validateDepositAmount(input, noLimit)).toEqual({ ok: false, message: wholeKroner });
  });

  describe('spec 5 order: the first failing rule of required, minimum, maximum, allowance gives the message', () => {
    it('asks for an amount before anything else', () => {
      expect(validateDepositAmount('', 0)).toEqual({ ok: false, message: required });
    });

    it('names the minimum before the allowance, even when the allowance is below 50 kr.', () => {
      expect(validateDepositAmount('20', 30)).toEqual({ ok: false, message: minimum });
      expect(validateDepositAmount('60', 30)).toEqual({ ok: false, message: allowance('30') });
    });

    it('names the maximum for 10001 kr. even when the allowance is lower (spec section 5)', () => {
      expect(validateDepositAmount('10001', 5000)).toEqual({ ok: false, message: maximum });
      expect(validateDepositAmount('12000', 15_000)).toEqual({ ok: false, message: maximum });
    });

    it('names the allowance for an amount within 10.000 kr. but above what is left', () => {
      expect(validateDepositAmount('6000', 5000)).toEqual({ ok: false, message: allowance('5.000') });
    });

    it('names the range and the allowance before the whole-kroner rule', () => {
      expect(validateDepositAmount('49,50', noLimit)).toEqual({ ok: false, message: minimum });
      expect(validateDepositAmount('600,50', 500)).toEqual({ ok: false, message: allowance('500') });
    });

    it('counts a negative allowance as nothing left', () => {
      expect(validateDepositAmount('50', -20)).toEqual({ ok: false, message: allowance('0') });
    });
  });
});
