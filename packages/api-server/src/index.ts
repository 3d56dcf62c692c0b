export { createApp } from './app.ts';
export { readConfig, type ServerConfig } from './config.ts';
export { startServer, type RunningServer } from './server.ts';
