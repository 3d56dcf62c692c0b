import { ConfigError, readConfig, type ServerConfig } from './config.ts';
import { logger } from './logger.ts';
import { startServer } from './server.ts';

let config: ServerConfig;
try {
  config = readConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  // Said plainly on stderr, whatever the log level: an operator must see why the site is not up.
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
const server = await startServer(config);
logger.info(
  { environment: config.environment, demo: config.demo },
  `site on ${server.url.replace('127.0.0.1', 'localhost')}`,
);

// Graceful shutdown: stop taking connections, let requests in flight finish.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    logger.info({ signal }, 'shutting down');
    setTimeout(() => process.exit(0), 5000).unref();
    void server.close().then(() => process.exit(0));
  });
}
