import { depositStatusSchema } from '../schemas/balance.ts';
import { clientOf, requestOptions, type CallOptions } from './call-options.ts';

// The balance in the header, on every page; the rest of payments is '@casino/api-client/payments'.

/** GET /api/proxy/payment/depositStatus: balance and remaining deposit allowance. */
export function getDepositStatus(options?: CallOptions) {
  return clientOf(options).get('/api/proxy/payment/depositStatus', depositStatusSchema, requestOptions(options));
}
