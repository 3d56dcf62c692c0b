import { type Deployment } from '@casino/delivery';
import {
  answerHeaders,
  apiPolicy,
  serverRenderedPagesLoaded,
  staticSite,
  strictTransportSecurity,
  type StaticSiteOptions,
} from '@casino/page-server';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { secureHeaders } from 'hono/secure-headers';
import { z } from 'zod';
import { csrfProtection } from './auth/csrf.ts';
import { walletRoutes } from './games/wallet/routes.ts';
import { WALLET_PATH } from './games/wallet/protocol.ts';
import { chatRoutes } from './chat/routes.ts';
import { requireAgent } from './chat/require-agent.ts';
import { guestSupportPath, guestSupportRoutes } from './chat/guest/routes.ts';
import { guestCookie } from './chat/guests.ts';
import { createChatHub } from './chat/hub.ts';
import { startIdleChatJob } from './chat/idle-end.ts';
import { requireSession } from './auth/require-session.ts';
import { wantsSecureCookies } from './auth/request-origin.ts';
import { authRoutes } from './auth/routes.ts';
import { accountRoutes } from './auth/account/routes.ts';
import { createCprVault, SANDBOX_CPR_KEY } from './players/cpr-vault.ts';
import { mitidRoutes } from './auth/mitid/routes.ts';
import { assertProvidersAllowed, type ServerConfig } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { prepareDatabase } from './seed/prepare.ts';
import { newestMigrationApplied, readMigrations } from './db/migrate.ts';
import { catalogueFigures } from './games/catalogue-figures.ts';
import { gameRoutes } from './games/routes.ts';
import { jackpotRoutes } from './games/jackpots/routes.ts';
import type { AppEnv } from './http/app-env.ts';
import { compressLargeAnswers } from './http/compression.ts';
import { requestLog } from './http/request-log.ts';
import { requestMetrics } from './telemetry/request-metrics.ts';
import { closeConnectionsWhenDraining } from './http/close-when-draining.ts';
import { createReadiness, passesOnceLoaded } from './health/readiness.ts';
import { healthRoutes } from './health/routes.ts';
import { trustBoundary } from './http/trust-boundary.ts';
import { openApiRoutes, securedBy } from './http/openapi.ts';
import { refusalOf } from './http/validate.ts';
import { logger } from './logger.ts';
import { messages } from './messages.ts';
import { serverRenderAnswers, serverRenderPreloads } from './content/server-render.ts';
import { contentRoutes } from './content/routes.ts';
import { paymentRoutes, providerNotifyRoutes } from './payments/routes.ts';
import { playFacts } from './payments/play-facts.ts';
import { accountViewFor } from './payments/account-panel.ts';
import { payoutCaseRoutes } from './payments/payout-cases/routes.ts';
import { startPayoutJobs } from './payments/payout-jobs.ts';
import { startLockPayoutJobs } from './payments/lock-payouts.ts';
import { safeDepsOf, startSafeReporting } from './regulator/job.ts';
import { recordCasinoSession } from './regulator/record-session.ts';
import { complianceRoutes } from './regulator/compliance/routes.ts';
import { safeStorageOf } from './regulator/safe-backends.ts';
import { MAIL_RETRY_CHECK_MS } from './mail/mailer.ts';
import { registerOutboxMetrics } from './mail/outbox-metrics.ts';
import { startRepeatingJob } from './repeating-job.ts';
import { demoBanner, demoPageBanner } from './http/demo-banner.ts';
import { createProviders, providerKinds, type Providers } from './providers/index.ts';
import { sandboxesAllowedIn } from './providers/settings.ts';
import { notificationRoutes } from './notifications/routes.ts';
import { freeSpinsOf } from './games/free-spins/player-free-spins.ts';
import { depositsOfBonuses } from './payments/limits.ts';
import { accountLockRoutes } from './profile/account-locks/routes.ts';
import { closeListedAccount } from './profile/account-locks.ts';
import { addressRoutes } from './players/address/routes.ts';
import { passwordRoutes } from './profile/password/routes.ts';
import { showUpdateRoutes } from './profile/routes.ts';
import { playerGamesRoutes } from './games/player-games/routes.ts';
import { bonusRoutes } from './promotions/bonuses/routes.ts';
import { promoCodeRoutes } from './promotions/promo-codes/routes.ts';
import { playerWinsRoutes, publicWinsRoutes } from './wins/routes.ts';
import { tagManagerRoutes } from './tag-manager/routes.ts';
import { readTagManagerSettings } from './tag-manager/settings.ts';
import { releaseDeployment } from './releases/deployment.ts';
import { startReleases } from './releases/index.ts';
import { defaultReleaseSettings } from './releases/settings.ts';
import { releaseStatusRoute } from './releases/status/routes.ts';
import { createMetrics } from './telemetry/metrics.ts';
import { metricsRoute } from './telemetry/metrics/routes.ts';
import { cohortKeyOf } from './telemetry/cohort-key.ts';
import { jobRoundCounter, pageServerObserver } from './telemetry/server-metrics.ts';
import { telemetryRoutes } from './releases/telemetry/routes.ts';

export interface App {
  app: Hono<AppEnv>;
  database: DatabaseHandle;
  /** The outside systems it talks to (tests run its jobs with them). */
  providers: Providers;
  /** What its releases are made on, as the release tool makes them (tests release through it). */
  releases: Deployment;
  /**
   * Begins shutting down: readiness answers 503, every answer closes its connection, event streams end with a
   * reconnect hint, and no job round begins; resolves once the rounds running have finished. Requests in
   * flight go on: the HTTP server's owner waits for them.
   */
  drain: () => Promise<void>;
  /** Drains, then closes the database; the HTTP server is closed by its owner (first). */
  close: () => Promise<void>;
}

/**
 * The whole site on one origin: the API, the registry and remotes, and the shell. The outside systems are the
 * ones the configuration names, unless `chosen` hands in some (tests do).
 */
export async function createApp(config: ServerConfig, chosen: Partial<Providers> = {}): Promise<App> {
  assertProvidersAllowed(providerKinds(config, chosen), config.environment, config.demo);
  const database = await prepareDatabase(config, { testAccounts: sandboxesAllowedIn(config.environment, config.demo) });
  const migrations = await readMigrations();
  const providers = await createProviders(config, database.db, chosen);
  const deps = {
    db: database.db,
    authSecret: config.authSecret,
    environment: config.environment,
    providers,
    cprVault: createCprVault(config.cprKey ?? SANDBOX_CPR_KEY),
    payoutHoldMs: config.payouts.holdMs,
    guestLimits: config.guestLimits,
    closeListedAccount: (playerId: number) => closeListedAccount(database.db, providers.mail, playerId),
    // What a room below asks of a room above it, handed down here.
    playFacts,
    recordEndedGame: recordCasinoSession,
    accountViewFor,
    freeSpinsOf,
    depositsOfBonuses,
  };
  const metrics = createMetrics();
  registerOutboxMetrics(metrics.registry, database.db);
  const onRound = jobRoundCounter(metrics);
  const stopJobs = [
    startPayoutJobs(database.db, providers.payment, config.payouts.jobEveryMs, onRound),
    startIdleChatJob(database.db, config.chatIdleCheckEveryMs ?? 30_000, onRound),
    startLockPayoutJobs(database.db, providers.mail, config.payouts.jobEveryMs, onRound),
    startSafeReporting(safeDepsOf(database.db, config.safe, config.publicOrigin), config.safe.jobEveryMs, onRound),
    startRepeatingJob('mail', providers.mail.deliverPending, config.mailCheckEveryMs ?? MAIL_RETRY_CHECK_MS, onRound),
  ];
  const releaseSettings = config.releases ?? defaultReleaseSettings;
  const deployment = await releaseDeployment(database, config.deployRoot, config.artifacts);
  const releases = await startReleases(database, deployment, releaseSettings, metrics);
  // Aborted when the server begins shutting down (drain).
  const shutdown = new AbortController();
  const app = new Hono<AppEnv>();
  // Every answer timed by its route; while shutting down, every answer closes its connection.
  app.use('*', requestMetrics(metrics), closeConnectionsWhenDraining(shutdown.signal));
  // A demo says so on every page, the site's and the sandboxes' alike.
  if (config.demo) app.use('*', demoBanner());
  const tagManager = config.tagManager ?? readTagManagerSettings({}, config.environment);

  // What a request may say about itself is decided first: its client address, and the site's own origin.
  app.use('*', trustBoundary(new URL(config.publicOrigin), config.trustedProxies));
  // HSTS on every answer that went over HTTPS, never over plain http.
  app.use('*', strictTransportSecurity({ overHttps: (c) => c.get('overHttps') }));

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
  // Sign-up and login with MitID, then Auth.js's own surface; the account calls of a visitor with no session yet.
  app.route('/api/auth/mitid', mitidRoutes(deps));
  app.route('/api/auth', authRoutes(deps));
  app.use('/api/account/*', csrfProtection(config.authSecret));
  app.route('/api/account', accountRoutes(deps));
  app.route('/api/content', contentRoutes(deps, catalogueFigures));
  app.route('/api/wins', publicWinsRoutes(deps));
  app.route('/api/jackpots', jackpotRoutes(deps));
  // Support is for everyone: a visitor without an account chats or writes as a guest.
  const chatHub = createChatHub(database.db, database.listen);
  // The page server (mounted last, below). Its pages' policy allows the tag manager's and consent script's origins.
  const scriptUrls = [tagManager.tagManagerUrl, tagManager.consentScriptUrl];
  // The server-render public content goes into the page, asked of the content service as nobody.
  // Also asked behind the visitors (a page made again): the shutdown waits for those before the database closes.
  const serverRenderAsks = new Set<Promise<unknown>>();
  const serverRenderContent = (pathname: string) => {
    // A page begun before the shutdown may reach its content after the drain stopped waiting: it fails here
    // (the page cache keeps serving the page it had) instead of querying a database that is closing.
    if (shutdown.signal.aborted) return Promise.reject(new Error('the server is shutting down'));
    const asking = serverRenderAnswers((url) => app.request(url), pathname);
    serverRenderAsks.add(asking);
    void asking.catch(() => {}).finally(() => serverRenderAsks.delete(asking));
    return asking;
  };
  const cohortKey = cohortKeyOf(config.authSecret);
  const site: StaticSiteOptions = {
    ...config,
    scriptUrls,
    // The play page frames the game aggregator's games.
    frameUrls: [providers.games.frameUrl],
    releaseState: releases.state,
    localVersion: releases.localVersion,
    cohortKey,
    secureCookies: wantsSecureCookies,
    serverRenderContent,
    serverRenderPreloads,
    banner: config.demo ? demoPageBanner : undefined,
    observer: pageServerObserver(metrics),
    shutdown: shutdown.signal,
  };
  const readiness = createReadiness({
    database: () => newestMigrationApplied(database.db, migrations),
    registry: () => releases.state.read(config.environment).then(() => true),
    // Once: a new release's code loads while the pages go out for the browser to render, on every server at once.
    pages: passesOnceLoaded(() => serverRenderedPagesLoaded(site)),
  });
  app.route('/', healthRoutes(config.environment, readiness, shutdown.signal));
  // The API's description, read from the routes themselves.
  app.route('/', openApiRoutes(app, { guest: guestCookie }));
  app.route(guestSupportPath, guestSupportRoutes(deps, chatHub));
  app.route('/', tagManagerRoutes(tagManager));
  // Regions' beacons (no session: a signed-out page fails alike); monitoring behind its token.
  const { environment } = config;
  app.route(
    '/',
    telemetryRoutes({ db: database.db, environment, releases, metrics, settings: releaseSettings, cohortKey }),
  );
  app.route('/', releaseStatusRoute(environment, database.db, releases, releaseSettings.metricsToken));
  app.route('/', metricsRoute(environment, metrics, releaseSettings.metricsToken));

  // Everything under /api/proxy needs a live session; state changes also need the CSRF checks.
  app.use('/api/proxy/*', securedBy('session'), requireSession(deps), csrfProtection(config.authSecret));
  // Every /api/proxy/profiles/* call of spec section 7: the profile's own, and the player's games, codes, bonuses, wins.
  for (const routes of [
    showUpdateRoutes,
    passwordRoutes,
    addressRoutes,
    playerGamesRoutes,
    accountLockRoutes,
    promoCodeRoutes,
    bonusRoutes,
    playerWinsRoutes,
  ])
    app.route('/api/proxy/profiles', routes(deps));
  app.route('/api/proxy/notifications', notificationRoutes(deps));
  app.route(
    '/api/proxy/compliance',
    complianceRoutes({ db: database.db, storage: safeStorageOf(config.safe.storage) }),
  );
  // The agent console, its payout cases included, is for support agents only.
  app.use('/api/proxy/chat/agent/*', securedBy('agent'), requireAgent(deps));
  app.route('/api/proxy/chat', chatRoutes(deps, chatHub));
  app.route('/api/proxy/chat/agent/payout-cases', payoutCaseRoutes(deps));
  app.route('/api/proxy', paymentRoutes(deps));
  app.route('/api/proxy/games', gameRoutes(deps));
  // The payment provider's server-to-server notification (signed, no session).
  app.route('/api/payments', providerNotifyRoutes(deps));
  // The game aggregator's seamless wallet calls (signed, no session).
  app.route(WALLET_PATH, walletRoutes({ ...deps, keys: config.providers.games.wallet }));
  // The sandboxes serve their pages themselves, each a process of its own: the site has none.
  app.all('/sandbox/*', (c) => c.json({ error: messages.notFound }, 404));

  app.all('/api/*', (c) => c.json({ error: messages.notFound }, 404));
  // Last: the registry, the published remotes and the shell (client-side routes fall back to its page).
  app.route('/', staticSite(site));
  const drain = async () => {
    shutdown.abort();
    chatHub.endStreams();
    await Promise.all(stopJobs.map((stop) => stop()));
    await Promise.allSettled([...serverRenderAsks]);
  };
  return {
    app,
    database,
    providers,
    releases: deployment,
    drain,
    close: async () => {
      await drain();
      await releases.stop();
      await providers.mail.close();
      await database.close();
    },
  };
}
