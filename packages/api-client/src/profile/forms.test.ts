import type { DepositLimits } from '@casino/api-client/payments';
import { changedDepositLimits, depositLimitsFormSchema } from '@casino/api-client/profile';
import { parseWholeKronerInput } from '@casino/locale';

const none: DepositLimits = { daily: null, weekly: null, monthly: null };
const limit = (amount: number, pending: number | null = null) => ({
  amount,
  used: 0,
  remaining: amount,
  pending: pending === null ? null : { amount: pending, effectiveAt: '2026-11-24T13:05:00.000Z' },
});
const set: DepositLimits = { daily: limit(2000, 3000), weekly: limit(5000), monthly: limit(10000) };

/** Field -> first message, as the form shows them under the fields. */
function messages(current: DepositLimits, form: { daily: string; weekly: string; monthly: string }) {
  const result = depositLimitsFormSchema(current).safeParse(form);
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.')] ??= issue.message;
  return out;
}

// DOMAIN.md "Limits and exclusion"; spec section 2 (/profile/limits): whole Danish kroner, a clear message per field.
describe('the deposit limits form', () => {
  it.each([
    ['2000', 2000],
    ['2.000', 2000],
    ['2 000 kr.', 2000],
    ['10.000kr', 10000],
    ['', null],
    ['  ', null],
  ])('reads %p as %p kroner', (text, expected) => {
    expect(parseWholeKronerInput(text)).toBe(expected);
  });

  it.each(['abc', '-50', '2.00', '1,2,3'])('does not take %p as an amount', (text) => {
    expect(parseWholeKronerInput(text)).toBeNaN();
  });

  it('gives the update with whole kroner for a player without limits', () => {
    expect(depositLimitsFormSchema(none).parse({ daily: '500', weekly: '2.000', monthly: '' })).toEqual({
      daily: 500,
      weekly: 2000,
    });
  });

  it('asks for at least one limit when a new player leaves every field empty', () => {
    expect(messages(none, { daily: '', weekly: '', monthly: '' })).toEqual({
      daily: 'Angiv mindst én indbetalingsgrænse',
    });
  });

  it('says which field is not whole kroner or not an amount at all', () => {
    expect(messages(none, { daily: '1500,50', weekly: 'mange', monthly: '0' })).toEqual({
      daily: 'Den daglige grænse skal være et helt antal kroner',
      weekly: 'Den ugentlige grænse skal være et beløb',
      monthly: 'Den månedlige grænse skal være mindst 1 kr.',
    });
  });

  it('keeps the periods in order: a day cannot allow more than its week or month', () => {
    expect(messages(none, { daily: '3000', weekly: '2000', monthly: '' })).toEqual({
      daily: 'Den daglige grænse må ikke være højere end den ugentlige',
    });
    expect(messages(none, { daily: '', weekly: '6000', monthly: '5000' })).toEqual({
      weekly: 'Den ugentlige grænse må ikke være højere end den månedlige',
    });
  });

  it('refuses to remove a limit in force (it can only be changed)', () => {
    expect(messages(set, { daily: '2000', weekly: '', monthly: '10000' })).toEqual({
      weekly: 'Ugentlig grænse er påkrævet, når du allerede har sat den',
    });
  });

  it('sends only what changed, so a waiting raise is not cancelled by an untouched field', () => {
    // daily shows the waiting 3.000 kr.; only the month is lowered.
    expect(changedDepositLimits({ daily: 3000, weekly: 5000, monthly: 8000 }, set)).toEqual({ monthly: 8000 });
    // asking for the limit in force again drops the waiting raise (the player changed their mind)
    expect(changedDepositLimits({ daily: 2000, weekly: 5000, monthly: 10000 }, set)).toEqual({ daily: 2000 });
    expect(changedDepositLimits({ daily: 500 }, none)).toEqual({ daily: 500 });
  });
});
