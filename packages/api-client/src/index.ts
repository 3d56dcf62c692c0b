// What a cold '/' needs (the shell: session, balance, the player's profile, notifications, tag manager,
// registry; the lobby: catalogue, taxonomy, wins) and what every entry shares (the HTTP client, errors,
// the query client, keys and primitives). The areas are entries of their own, each a shared singleton
// that reaches this one by package name (a page pays only for what it uses):
// '@casino/api-client/payments', '/profile', '/chat', '/play', '/content', '/sign-in' and '/requests'.
export * from './core/registry.ts';
export * from './core/schemas/primitives.ts';
export * from '@casino/api-client/rules';
export * from './core/schemas/html-text.ts';
export * from './core/schemas/wordpress.ts';
export * from './core/schemas/catalogue.ts';
export * from './core/schemas/catalogue-taxonomy.ts';
export * from './core/schemas/tag-manager.ts';
export * from './core/schemas/profile.ts';
export * from './core/schemas/chat-inactivity.ts';
export * from './core/schemas/catalogue-params.ts';
export * from './core/schemas/player-games.ts';
export * from './core/schemas/notifications.ts';
export * from './core/schemas/balance.ts';
export * from './core/schemas/jackpots.ts';
export * from './core/schemas/session.ts';
export * from './core/logger.ts';
export * from './core/errors.ts';
export * from './core/params.ts';
export * from './core/http.ts';
export * from './core/client.ts';
export * from './core/visibility.ts';
export * from './core/calls/call-options.ts';
export * from './core/calls/profiles.ts';
export * from './core/calls/balance.ts';
export * from './core/calls/wins.ts';
export * from './core/calls/jackpots.ts';
export * from './core/calls/notifications.ts';
export * from './core/calls/catalogue.ts';
export * from './core/server-render.ts';
export * from './core/calls/session.ts';
export * from './core/calls/tag-manager.ts';
export * from './core/data-fetch-settings.ts';
export * from './core/query-client.ts';
export * from './core/query-keys.ts';
export * from './core/queries.ts';
export * from './core/hooks.ts';
