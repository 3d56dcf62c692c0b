// What a cold '/' needs (the shell: session, balance, the player's profile, notifications, tag manager,
// registry; the lobby: catalogue, taxonomy, wins) and what every entry shares (the HTTP client, errors,
// the query client, keys and primitives). The areas are entries of their own, each a shared singleton
// that reaches this one by package name (a page pays only for what it uses):
// '@casino/api-client/payments', '/profile', '/chat', '/play', '/content', '/sign-in' and '/requests'.
export * from './registry.ts';
export * from './schemas/primitives.ts';
export * from './schemas/input-limits.ts';
export * from './schemas/html-text.ts';
export * from './schemas/wordpress.ts';
export * from './schemas/content-games.ts';
export * from './schemas/content-taxonomy.ts';
export * from './schemas/tag-manager.ts';
export * from './schemas/profile.ts';
export * from './schemas/chat-inactivity.ts';
export * from './schemas/content-params.ts';
export * from './schemas/player-games.ts';
export * from './schemas/notifications.ts';
export * from './schemas/deposit.ts';
export * from './schemas/auth.ts';
export * from './logger.ts';
export * from './errors.ts';
export * from './params.ts';
export * from './http.ts';
export * from './client.ts';
export * from './visibility.ts';
export * from './calls/call-options.ts';
export * from './calls/profiles.ts';
export * from './calls/balance.ts';
export * from './calls/wins.ts';
export * from './calls/notifications.ts';
export * from './calls/content.ts';
export * from './calls/auth.ts';
export * from './calls/tag-manager.ts';
export * from './data-fetch-settings.ts';
export * from './query-client.ts';
export * from './query-keys.ts';
export * from './queries.ts';
export * from './hooks.ts';
export * from './loading-slow.ts';
