import { answerHeaders, apiPolicy, staticSite, strictTransportSecurity } from '@casino/delivery';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { secureHeaders } from 'hono/secure-headers';
import { z } from 'zod';
import { csrfProtection } from './auth/csrf.ts';
import { chatRoutes } from './chat/routes.ts';
import { requireSession } from './auth/require-session.ts';
import { authRoutes } from './auth/routes.ts';
import type { ServerConfig } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { prepareDatabase } from './db/prepare.ts';
import { gameRoutes } from './games/routes.ts';
import { sandboxGameRoutes } from './games/sandbox/page.ts';
import type { AppEnv, RouteDeps } from './http/app-env.ts';
import { compressLargeAnswers } from './http/compression.ts';
import { requestLog } from './http/request-log.ts';
import { refusalOf } from './http/validate.ts';
import { logger } from './logger.ts';
import { messages } from './messages.ts';
import { contentRoutes } from './routes/content.ts';
import { paymentRoutes } from './payments/routes.ts';
import { providerNotifyRoutes, sandboxPageRoutes } from './payments/sandbox-page.ts';
import { outboxRoutes } from './outbox/page.ts';
import { notificationRoutes } from './routes/notifications.ts';
import { profileRoutes } from './routes/profiles.ts';
import { publicWinsRoutes } from './routes/wins.ts';
import { tagManagerRoutes } from './tag-manager/routes.ts';
import { readTagManagerSettings } from './tag-manager/settings.ts';

export interface App {
  app: Hono<AppEnv>;
  database: DatabaseHandle;
  /** Closes the database; the HTTP server is closed by its owner. */
  close: () => Promise<void>;
}

/** The whole site on one origin: the API, the registry and remotes, and the shell. */
export async function createApp(config: ServerConfig): Promise<App> {
  const database = await prepareDatabase(config);
  const deps: RouteDeps = { db: database.db, authSecret: config.authSecret, environment: config.environment };
  const app = new Hono<AppEnv>();
  const tagManager = config.tagManager ?? readTagManagerSettings({}, config.environment);

  // HSTS on every answer that went over HTTPS, never over plain http.
  app.use('*', strictTransportSecurity({ trustForwardedProto: config.trustForwardedProto ?? false }));

  app.onError((error, c) => {
    if (error instanceof HTTPException) return error.getResponse();
    // A schema's refusal is bad input wherever it was thrown: 400 with its Danish message, never a 500.
    if (error instanceof z.ZodError) {
      logger.warn({ err: error, method: c.req.method, path: c.req.path }, 'input refused outside parseWith');
      return refusalOf(error).getResponse();
    }
    logger.error({ err: error, method: c.req.method, path: c.req.path }, 'unhandled error');
    // Never a stack trace to the client.
    return c.json({ error: messages.internalError }, 500);
  });

  app.use(
    '/api/*',
    requestLog,
    compressLargeAnswers(),
    secureHeaders({ crossOriginResourcePolicy: 'same-origin', strictTransportSecurity: false }),
    answerHeaders({ 'Content-Security-Policy': apiPolicy }),
    // No API call needs a large body; refuse big ones before reading them.
    bodyLimit({ maxSize: 64 * 1024, onError: (c) => c.json({ error: messages.tooLarge }, 413) }),
  );
  app.get('/api/health', (c) => c.json({ status: 'ok', environment: config.environment }));
  app.route('/api/auth', authRoutes(deps));
  app.route('/api/content', contentRoutes(deps));
  app.route('/api/wins', publicWinsRoutes(deps));
  app.route('/', tagManagerRoutes({ ...config, tagManager }));

  // Everything under /api/proxy needs a live session; state changes also need the CSRF checks.
  app.use('/api/proxy/*', requireSession(deps), csrfProtection(config.authSecret));
  app.route('/api/proxy/profiles', profileRoutes(deps));
  app.route('/api/proxy/notifications', notificationRoutes(deps));
  app.route('/api/proxy/chat', chatRoutes(deps, database));
  app.route('/api/proxy', paymentRoutes(deps));
  app.route('/api/proxy/games', gameRoutes(deps));
  // The sandbox payment provider: its server-to-server notification and its hosted page (session owner only).
  app.route('/api/payments', providerNotifyRoutes(deps));
  app.use('/sandbox/*', requireSession(deps));
  app.route('/sandbox', sandboxPageRoutes(deps));
  // The sandbox mail outbox: the e-mails sent to the signed-in player (a deletion's one-time link).
  app.route('/sandbox/mail', outboxRoutes(deps));
  app.route('/sandbox/games', sandboxGameRoutes(deps));

  app.all('/api/*', (c) => c.json({ error: messages.notFound }, 404));
  // Last: the registry, the published remotes and the shell (client-side routes fall back to its page).
  // Its pages' policy allows the tag manager's and consent script's origins.
  app.route('/', staticSite({ ...config, scriptUrls: [tagManager.tagManagerUrl, tagManager.consentScriptUrl] }));
  return { app, database, close: () => database.close() };
}
