// '@casino/api-client/requests': the building blocks of every request schema (the input rules: `lineText`,
// `queryIntIn`, `strictObjectParams`, `referenceIdSchema`...) and the player's games' queries, with the input
// texts only. A domain whose requests carry its own texts has an entry of its own ('/requests/content',
// '/requests/profile', '/requests/sign-up', '/requests/telemetry'), so a remote that builds on these rules
// (payments, chat, play) loads no other domain's schemas or texts. The server checks every body and query
// against them and the forms share their rules, but no page parses its own requests: a cold '/' loads none.
export * from './input.ts';
export * from './player-games.ts';
