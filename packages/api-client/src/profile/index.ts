// '@casino/api-client/profile': the profile pages' forms, account calls, promo codes and bonuses.
export * from './forms.ts';
export * from './bonuses.ts';
export * from './calls.ts';
export * from './queries.ts';
