import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import type { Database } from '@rentspace/db';
import { siteUrl, type Config } from './config.ts';
import type { Clock } from './clock.ts';
import type { Logger } from './logger.ts';
import type { AppEnv } from './http/env.ts';
import { ApiError, notFound, sendError } from './http/errors.ts';
import { allowedMethods } from './http/allowed-methods.ts';
import { errorMapper } from './http/error-mapper.ts';
import { securityHeaders } from './http/security.ts';
import { compression } from './http/compression.ts';
import { apiETags } from './http/caching.ts';
import { apiCors } from './http/cors.ts';
import { jsonOnly, limitJsonBodies } from './http/body-rules.ts';
import { createMeasure, requestMetrics } from './http/request-metrics.ts';
import {
  clearCachesAfterWrites,
  createAnswerCaches,
  keptAnswersAtTheDoor,
  keptSearches,
} from './http/kept-answers.ts';
import { createAuth } from './auth/index.ts';
import type { LimiterFactory } from './auth/rate-limits.ts';
import { authRoutes } from './auth/routes.ts';
import { createProfileRepository } from './profiles/repository.ts';
import { realtimeRoutes } from './realtime/routes.ts';
import type { RealtimeHub } from './realtime/hub.ts';
import type { OpenSessions } from './auth/open-sessions.ts';
import { healthRoutes } from './health/routes.ts';
import type { WebHandler } from './web/ssr.ts';
import { createPublicApi } from './web/public-api.ts';
import { servePages } from './web/pages.ts';
import type { Storage } from './storage/storage.ts';
import { createUploadService } from './storage/service.ts';
import { createUploadRecords } from './storage/records.ts';
import { createVideoTools } from './storage/video.ts';
import { publicObjectHeaders, storageRoutes } from './storage/routes.ts';
import type { PaymentProvider } from './payments/provider.ts';
import { createPaymentProvider, createPayments } from './payments/index.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { createJobRunner } from './jobs/runner.ts';
import { DEFAULT_FETCH_RULES } from './calendar/fetch-feed.ts';
import { calendarExportRoutes } from './calendar/routes.ts';
import { createDiscoveryService } from './discovery/service.ts';
import { seoRoutes } from './discovery/seo.ts';
import { createContactService } from './contact/service.ts';
import { createAdminLabelService } from './auth/admin-label.ts';
import { createNewsletterService } from './contact/newsletter.ts';
import { functionsApi, restApi } from './api-routes.ts';
import { operatorKey } from './backup/operator.ts';
import { operatorRoutes } from './backup/routes.ts';

export interface AppDeps {
  db: Database;
  config: Config;
  clock: Clock;
  logger: Logger;
  realtime: RealtimeHub;
  /** Uploaded files: local disk under DATA_DIR/storage, or S3-compatible storage. */
  storage: Storage;
  /** Signs access tokens and derives refresh tokens; the same on every instance. */
  secret: string;
  web?: WebHandler;
  state?: { shuttingDown: boolean };
  limiterFactory?: LimiterFactory;
  /** Card payments: Stripe when keys are set, else the built-in sandbox (made here by default). */
  payments?: PaymentProvider;
  /** Receipts: the outbox, plus SMTP when SMTP_URL is set (made here by default). */
  mailer?: Mailer;
  /** The embedded database's consistent copy, for `npm run backup` (PGlite only). */
  databaseSnapshot?: () => Promise<Uint8Array>;
  /** Sessions found open lately, kept for SESSION_CACHE_SECONDS (auth/open-sessions.ts). */
  openSessions?: OpenSessions;
}

const API_PREFIXES = ['/auth/v1', '/rest/v1', '/functions/v1', '/storage/v1', '/realtime/v1'];

/**
 * Builds the whole HTTP application from its dependencies: the application-wide parts (mailer,
 * payment provider, caches, job runner), the middleware in the order a request meets it, then each
 * API under its prefix and the pages behind them.
 */
export function createApp(deps: AppDeps) {
  const { db, config, clock, logger } = deps;
  const state = deps.state ?? { shuttingDown: false };
  const site = siteUrl(config);

  const { auth, signUp, links, limits } = createAuth({ ...deps, siteUrl: site });
  const mailer =
    deps.mailer ??
    createMailer({
      db,
      clock,
      logger,
      from: config.MAIL_FROM,
      smtpUrl: config.SMTP_URL,
      retrySeconds: config.MAIL_RETRY_SECONDS,
    });
  const payments =
    deps.payments ?? createPaymentProvider({ config, db, clock, secret: deps.secret });
  const sync = { db, clock, logger, payments, mailer, siteUrl: site };
  const profiles = createProfileRepository(db);
  const calendar = {
    db,
    clock,
    logger,
    siteUrl: site,
    syncIntervalMs: config.CALENDAR_SYNC_MINUTES * 60_000,
    fetchRules: {
      ...DEFAULT_FETCH_RULES,
      allowPrivate: config.CALENDAR_IMPORT_ALLOW_PRIVATE,
      // The product's own exports (the demo imports one listing's export into another).
      trustedOrigins: [new URL(site).origin],
    },
  };
  const discovery = createDiscoveryService({ db, clock });
  const publicApi = createPublicApi({ db, discovery });
  const caches = createAnswerCaches(config.PAGE_CACHE_SECONDS, deps.realtime);
  const uploads = createUploadService(deps.storage, {
    videos: createVideoTools({ ffprobe: config.FFPROBE_PATH, ffmpeg: config.FFMPEG_PATH }),
    logger,
    records: createUploadRecords({
      db,
      clock,
      limiters: deps.limiterFactory,
      limits: {
        perDay: config.RATE_LIMIT_UPLOADS_PER_DAY,
        storageMegabytes: config.STORAGE_LIMIT_PER_USER_MB,
      },
    }),
  });

  const app = new Hono<AppEnv>();
  const measure = createMeasure(logger);
  app.use(keptAnswersAtTheDoor(caches, state, measure));
  app.use(requestId());
  app.use(requestMetrics(measure));
  // Outermost after the metrics, so that it compresses the final response, headers and all.
  app.use(compression());
  // Before the security headers, so that public files keep their cross-origin resource policy.
  app.use('/storage/v1/object/public/*', publicObjectHeaders);
  app.use(securityHeaders(config, site.startsWith('https://'), API_PREFIXES));
  app.use(clearCachesAfterWrites(caches));
  // While shutting down, every response closes its connection so the process can drain and exit.
  app.use(async (c, next) => {
    await next();
    if (state.shuttingDown) c.header('Connection', 'close');
  });
  const cors = apiCors(config.CORS_ORIGINS);
  for (const prefix of API_PREFIXES) app.use(`${prefix}/*`, cors);
  for (const prefix of ['/auth/v1', '/rest/v1', '/functions/v1'])
    app.use(`${prefix}/*`, limitJsonBodies);
  app.use('/rest/v1/*', jsonOnly);
  app.use('/rest/v1/*', apiETags());
  app.use('/rest/v1/spaces', keptSearches(caches));
  app.use('/functions/v1/*', jsonOnly);

  app.route(
    '/',
    healthRoutes(db, state, {
      token: config.METRICS_TOKEN,
      production: config.NODE_ENV === 'production',
    }),
  );
  app.route(
    '/auth/v1',
    authRoutes({
      auth,
      signUp,
      links,
      limits,
      trustProxy: config.TRUST_PROXY,
      siteUrl: site,
      confirmEmail: config.AUTH_CONFIRM_EMAIL,
      logger,
    }),
  );
  const limiters = deps.limiterFactory;
  const contact = createContactService({ db, mailer, logger, siteUrl: site, limiters });
  const newsletter = createNewsletterService({
    db,
    clock,
    mailer,
    logger,
    siteUrl: site,
    secret: deps.secret,
    limiters,
    limits: {
      perClientPerHour: config.RATE_LIMIT_NEWSLETTER_PER_HOUR,
      mailsPerAddressPerDay: config.RATE_LIMIT_NEWSLETTER_EMAILS_PER_DAY,
    },
  });
  app.route(
    '/rest/v1',
    restApi({
      ...sync,
      auth,
      profiles,
      storage: deps.storage,
      uploads,
      realtime: deps.realtime,
      discovery,
      contact,
      adminLabel: createAdminLabelService({
        addresses: config.ADMIN_EMAILS,
        perFiveMinutes: config.RATE_LIMIT_ADMIN_LABEL_PER_5_MIN,
        limiters: deps.limiterFactory,
      }),
      newsletter,
      limiters,
      limits: {
        messages: {
          perMinute: config.RATE_LIMIT_MESSAGES_PER_MINUTE,
          perHour: config.RATE_LIMIT_MESSAGES_PER_HOUR,
        },
        typeSuggestionsPerDay: config.RATE_LIMIT_TYPE_SUGGESTIONS_PER_DAY,
        reportsPerDay: config.RATE_LIMIT_REPORTS_PER_DAY,
      },
      trustProxy: config.TRUST_PROXY,
      mailDelivered: Boolean(config.SMTP_URL),
      reportingCurrency: config.REPORTING_CURRENCY,
      checkResponses: config.RESPONSE_CHECKS,
      calendar,
      geocoderUrl: config.GEOCODER_URL,
    }),
  );
  const paymentsDomain = createPayments({
    ...sync,
    holdLimits: {
      perGuest: config.LIMIT_HOLDS_PER_GUEST,
      perListing: config.LIMIT_HOLDS_PER_GUEST_PER_LISTING,
    },
  });
  app.route(
    '/functions/v1',
    functionsApi({
      auth,
      siteUrl: site,
      routes: paymentsDomain.routes,
      checkResponses: config.RESPONSE_CHECKS,
      logger,
    }),
  );
  app.route('/realtime/v1', realtimeRoutes(deps.realtime));
  // Uploads stream under their own limits; the JSON body limit does not apply here.
  app.route('/storage/v1', storageRoutes({ storage: deps.storage, uploads, auth }));
  // A path the API has, asked with a method it does not answer: 405 and what it does answer.
  // Not storage: its object paths take a bucket and a path of any depth, so a path one method
  // would not find (one that climbs out of its bucket) may match another's pattern.
  const allowedFor = allowedMethods(app.routes, ['/auth/v1', '/rest/v1', '/functions/v1']);
  for (const prefix of API_PREFIXES) {
    app.all(`${prefix}/*`, (c) => {
      const allowed = allowedFor(c.req.path);
      // None, or the method is one of them and its route found nothing (a missing file): 404.
      if (allowed.length === 0 || allowed.includes(c.req.method))
        return sendError(c, notFound(`No such endpoint: ${c.req.method} ${c.req.path}`));
      c.header('Allow', allowed.join(', '));
      return sendError(
        c,
        new ApiError(
          405,
          'method_not_allowed',
          `${c.req.method} is not allowed on ${c.req.path}: it answers ${allowed.join(', ')}`,
        ),
      );
    });
  }
  app.route(
    '/',
    operatorRoutes({ key: operatorKey(deps.secret), snapshot: deps.databaseSnapshot }),
  );
  // Before the web handler, which would answer them as pages.
  app.route('/', seoRoutes({ repo: discovery.repository, siteUrl: site }));
  app.route('/', calendarExportRoutes(calendar));
  if (deps.web) {
    servePages(app, {
      web: deps.web,
      caches,
      siteUrl: site,
      api: publicApi,
      mapStyleUrl: config.MAP_STYLE_URL,
    });
  }
  app.notFound((c) => sendError(c, notFound()));
  app.onError(errorMapper(logger));

  return {
    app,
    services: {
      auth,
      profiles,
      publicApi,
      payments,
      mailer,
      /** The scheduled jobs of this instance (main.ts starts them; tests run them once). */
      createJobRunner: (intervalMs?: number) =>
        createJobRunner({ ...sync, storage: deps.storage }, intervalMs, calendar),
      caches: { pages: caches.pages, search: caches.search },
    },
  };
}

export type App = ReturnType<typeof createApp>['app'];
