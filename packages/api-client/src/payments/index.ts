// '@casino/api-client/payments': the deposit, receipt, payout, limits, transactions and next promo code.
export * from './deposit.ts';
export * from './charge.ts';
export * from './errors.ts';
export * from './promo-codes.ts';
export * from './withdrawals.ts';
export * from './bank-account.ts';
export * from './calls.ts';
export * from './queries.ts';
