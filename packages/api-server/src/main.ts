import { ConfigError, readConfig, type ServerConfig } from './config.ts';
import { routeConsoleToLog } from './console-to-log.ts';
import { logger } from './logger.ts';
import { startServer } from './server.ts';

/**
 * How long a shutdown may take (requests in flight, job rounds running) before the process ends regardless:
 * below the 30 s a process manager (systemd, Kubernetes) usually waits before it kills.
 */
const shutdownBoundMs = 10_000;

let config: ServerConfig;
try {
  config = readConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  // Said plainly on stderr, whatever the log level: an operator must see why the site is not up.
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
// What libraries print (an aborted answer, a stream's error) goes into the structured log too.
routeConsoleToLog(logger);
const server = await startServer(config);
logger.info(
  { environment: config.environment, demo: config.demo, sandboxes: server.sandboxes },
  `site on ${server.url.replace('127.0.0.1', 'localhost')}`,
);

// Graceful shutdown (server.ts), within a bound; a second signal changes nothing.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, boundMs: shutdownBoundMs }, 'shutting down');
    setTimeout(() => {
      logger.error({ boundMs: shutdownBoundMs }, 'shutdown outlasted its bound; exiting with requests unfinished');
      process.exit(1);
    }, shutdownBoundMs).unref();
    server.close().then(
      () => {
        logger.info('shut down');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}
