import type { PaymentFailure } from '@casino/api-client/payments';

/** Spec section 4: the deposit form is idle, submitting or failed. */
export type DepositFormStatus = 'idle' | 'submitting' | 'failed';

export interface DepositFormState {
  status: DepositFormStatus;
  /** What is in the amount field, as typed (Danish: '150,50'). */
  amountInput: string;
  /** The validation message of the last submit, until the player edits the amount. */
  fieldError: string | null;
  /** Why the last charge failed (status 'failed'). */
  failure: PaymentFailure | null;
}

export type DepositFormEvent =
  | { type: 'amountEdited'; input: string }
  | { type: 'quickPicked'; amount: number }
  | { type: 'validationFailed'; message: string }
  | { type: 'submitted' }
  | { type: 'chargeFailed'; failure: PaymentFailure }
  /** The page came back from the back-forward cache after we left for the payment page. */
  | { type: 'restored' };

export const initialDepositFormState: DepositFormState = {
  status: 'idle',
  amountInput: '',
  fieldError: null,
  failure: null,
};

/** A new amount starts over: old messages no longer describe what is in the field. */
function withAmount(state: DepositFormState, amountInput: string): DepositFormState {
  return { status: 'idle', amountInput, fieldError: null, failure: null };
}

/** While submitting nothing changes but the charge's own outcome: the form is disabled meanwhile. */
export function depositFormReducer(state: DepositFormState, event: DepositFormEvent): DepositFormState {
  if (state.status === 'submitting' && event.type !== 'chargeFailed' && event.type !== 'restored') return state;
  switch (event.type) {
    case 'amountEdited':
      return withAmount(state, event.input);
    case 'quickPicked':
      return withAmount(state, String(event.amount));
    case 'validationFailed':
      return { ...state, status: 'idle', fieldError: event.message, failure: null };
    case 'submitted':
      return { ...state, status: 'submitting', fieldError: null, failure: null };
    case 'chargeFailed':
      return state.status === 'submitting' ? { ...state, status: 'failed', failure: event.failure } : state;
    case 'restored':
      return state.status === 'submitting' ? { ...state, status: 'idle' } : state;
  }
}
