// '@casino/api-client/requests': what a request may carry. The server checks every body and query against these
// schemas, and the forms share their rules, but no page parses its own requests, so a cold '/' does not load
// them: the main entry keeps the answers' schemas and the requests' types.
export * from './input.ts';
export * from './catalogue.ts';
export * from './player-games.ts';
export * from './profile-update.ts';
export * from './telemetry.ts';
export * from './new-password.ts';
export * from './sign-up.ts';
