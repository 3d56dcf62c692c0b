// '@casino/api-client/payments': the deposit, receipt, payout, limits, transactions and next promo code.
export * from './schemas/payment-deposit.ts';
export * from './schemas/charge.ts';
export * from './schemas/payment-errors.ts';
export * from './schemas/promo-codes.ts';
export * from './schemas/wallet.ts';
export * from './calls/payments.ts';
export * from './payment-queries.ts';
