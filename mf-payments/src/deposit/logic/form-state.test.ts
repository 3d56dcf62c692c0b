import { depositFormReducer, initialDepositFormState, type DepositFormState } from './form-state.ts';

const failure = { kind: 'failed', reason: 'CHARGE_FAILED' } as const;
const submitting: DepositFormState = { ...initialDepositFormState, amountInput: '250', status: 'submitting' };

// Spec section 4: the deposit form is idle, submitting or failed.
describe('deposit form states', () => {
  it('starts idle with an empty amount', () => {
    expect(initialDepositFormState).toEqual({ status: 'idle', amountInput: '', fieldError: null, failure: null });
  });

  it('puts a quick-pick amount in the field', () => {
    expect(depositFormReducer(initialDepositFormState, { type: 'quickPicked', amount: 500 }).amountInput).toBe('500');
  });

  it('keeps a validation message until the player edits the amount', () => {
    const invalid = depositFormReducer(initialDepositFormState, { type: 'validationFailed', message: 'm' });
    expect(invalid).toMatchObject({ status: 'idle', fieldError: 'm' });
    expect(depositFormReducer(invalid, { type: 'amountEdited', input: '5' }).fieldError).toBeNull();
  });

  it('goes from submitting to failed with the reason', () => {
    expect(depositFormReducer(submitting, { type: 'chargeFailed', failure })).toMatchObject({
      status: 'failed',
      failure,
    });
  });

  it('goes back to idle when a failed player changes the amount', () => {
    const failed = depositFormReducer(submitting, { type: 'chargeFailed', failure });
    expect(depositFormReducer(failed, { type: 'quickPicked', amount: 100 })).toEqual({
      status: 'idle',
      amountInput: '100',
      fieldError: null,
      failure: null,
    });
  });

  it('ignores edits and a second submit while submitting', () => {
    expect(depositFormReducer(submitting, { type: 'amountEdited', input: '999' })).toBe(submitting);
    expect(depositFormReducer(submitting, { type: 'submitted' })).toBe(submitting);
  });

  it('is usable again when the page comes back from the payment page through the back button', () => {
    expect(depositFormReducer(submitting, { type: 'restored' }).status).toBe('idle');
  });
});
