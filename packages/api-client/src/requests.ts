// '@casino/api-client/requests': what a request may carry. The server checks every body and query against these
// schemas, and the forms share their rules, but no page parses its own requests, so a cold '/' does not load
// them: the main entry keeps the answers' schemas and the requests' types.
export * from './schemas/input.ts';
export * from './schemas/content-requests.ts';
export * from './schemas/player-games-requests.ts';
export * from './schemas/profile-update.ts';
export * from './schemas/telemetry.ts';
