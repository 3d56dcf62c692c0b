export { createApp, type App } from './app.ts';
export { readConfig, type ServerConfig } from './config.ts';
export { startServer, type RunningServer } from './server.ts';
export { serverNodeFlags } from './node-flags.ts';
export { SEED_PASSWORD, SEED_USERS, type SeedUser, type SeedUserKey } from './sandbox-people/seed-users.ts';
export { CHAT_PLAYERS, SUPPORT_AGENT } from './seed/support.ts';
export { prepareBenchDatabase } from './seed/bench-games.ts';
export { benchPlayerEmail, prepareBenchPlayers } from './seed/bench-players.ts';
