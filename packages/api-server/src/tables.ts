// The one description of the database: every domain's tables, each in its domain's schema.ts. drizzle-kit
// generates the migrations from this list (`npm run db:generate`, see README "Changing the schema") and the seed
// fills them. Constraints live with the tables, so a generated migration carries them.
export * from './players/schema.ts';
export * from './auth/schema.ts';
export * from './ledger/schema.ts';
export * from './content/schema.ts';
export * from './notifications/schema.ts';
export * from './games/schema.ts';
export * from './promotions/schema.ts';
export * from './promotions/bonuses/schema.ts';
export * from './payments/schema.ts';
export * from './chat/schema.ts';
export * from './http/schema.ts';
export * from './mail/schema.ts';
export * from './releases/schema.ts';
export * from './regulator/schema.ts';
