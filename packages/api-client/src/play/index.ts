// '@casino/api-client/play': playing a game (session, rounds, game messages), the trophies and the game history.
export * from './schemas.ts';
export * from './card-schemas.ts';
export * from './free-spin-schemas.ts';
export * from './hand-schemas.ts';
export * from './calls.ts';
export * from './queries.ts';
export * from './history.ts';
