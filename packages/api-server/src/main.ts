import { readConfig } from './config.ts';
import { logger } from './logger.ts';
import { startServer } from './server.ts';

const config = readConfig();
const server = await startServer(config);
logger.info({ environment: config.environment }, `site on ${server.url.replace('127.0.0.1', 'localhost')}`);

// Graceful shutdown: stop taking connections, let requests in flight finish.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    logger.info({ signal }, 'shutting down');
    setTimeout(() => process.exit(0), 5000).unref();
    void server.close().then(() => process.exit(0));
  });
}
