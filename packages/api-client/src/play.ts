// '@casino/api-client/play': playing a game (session, rounds, game messages) and the trophies.
export * from './schemas/games-play.ts';
export * from './calls/games-play.ts';
export * from './play-queries.ts';
