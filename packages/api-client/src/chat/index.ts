// '@casino/api-client/chat': the support chat, the contact form and the agent console.
export * from './schemas.ts';
export * from './calls.ts';
export * from './payout-cases.ts';
