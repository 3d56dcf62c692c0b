// '@casino/api-client/profile': the profile pages' forms, account calls, promo codes and bonuses.
export * from './schemas/profile-forms.ts';
export * from './schemas/bonuses.ts';
export * from './calls/profile-account.ts';
export * from './profile-queries.ts';
