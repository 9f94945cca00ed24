import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { requestId } from 'hono/request-id';
import { createMiddleware } from 'hono/factory';
import { isJsonRequest } from './http/json-body.ts';
import type { Database } from '@rentspace/db';
import { isTransientConflict, pgErrorCode } from '@rentspace/db';
import { siteUrl, type Config } from './config.ts';
import type { Clock } from './clock.ts';
import type { Logger } from './logger.ts';
import type { AppEnv } from './http/env.ts';
import { ApiError, errorBody, notFound, sendError } from './http/errors.ts';
import { securityHeaders } from './http/security.ts';
import { compression } from './http/compression.ts';
import { apiETags } from './http/caching.ts';
import { identify } from './http/require-user.ts';
import { httpDuration } from './metrics.ts';
import { createAuthRepository } from './auth/repository.ts';
import { createAuthService } from './auth/service.ts';
import { deriveKeys } from './auth/tokens.ts';
import { createAuthRateLimits, type LimiterFactory } from './auth/rate-limits.ts';
import { authRoutes } from './auth/routes.ts';
import { AuthError } from './auth/errors.ts';
import { createRouter } from './http/openapi.ts';
import { createProfileRepository } from './profiles/repository.ts';
import { profileModuleRoutes } from './profiles/index.ts';
import { reviewModuleRoutes } from './reviews/index.ts';
import { messageModuleRoutes } from './messages/index.ts';
import { realtimeRoutes } from './realtime/routes.ts';
import { contentRoutes } from './content/routes.ts';
import { createAdminRepository } from './admin/repository.ts';
import { createAdminService } from './admin/service.ts';
import { adminRoutes } from './admin/routes.ts';
import type { RealtimeHub } from './realtime/hub.ts';
import { healthRoutes } from './health/routes.ts';
import type { WebHandler } from './web/ssr.ts';
import { createPublicApi } from './web/public-api.ts';
import { createPageCache } from './web/page-cache.ts';
import type { Storage } from './storage/storage.ts';
import { createUploadService } from './storage/service.ts';
import { publicObjectHeaders, storageRoutes } from './storage/routes.ts';
import { createListingRepository, createTaxonomyRepository } from './listings/repository.ts';
import { createListingService } from './listings/service.ts';
import { listingRoutes } from './listings/routes.ts';
import { createBookingsModule } from './bookings/module.ts';
import type { PaymentProvider } from './payments/provider.ts';
import type { Mailer } from './mail/mailer.ts';
import { createDiscoveryService } from './discovery/service.ts';
import { createContactService } from './discovery/contact.ts';
import { discoveryRoutes } from './discovery/routes.ts';
import { seoRoutes } from './discovery/seo.ts';

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
}

const JSON_BODY_LIMIT = 1024 * 1024;
/** Methods that change nothing (and carry no body worth reading). */
const isRead = (method: string) => method === 'GET' || method === 'HEAD' || method === 'OPTIONS';

const API_PREFIXES = ['/auth/v1', '/rest/v1', '/functions/v1', '/storage/v1', '/realtime/v1'];

function isUnavailable(error: unknown): boolean {
  const code = pgErrorCode(error);
  if (code && (code.startsWith('08') || code.startsWith('57P') || code === '53300')) return true;
  const errno =
    (error as { code?: unknown; cause?: { code?: unknown } })?.cause?.code ??
    (error as { code?: unknown })?.code;
  return (
    errno === 'ECONNREFUSED' ||
    errno === 'ECONNRESET' ||
    errno === 'CONNECTION_CLOSED' ||
    errno === 'CONNECT_TIMEOUT'
  );
}

/** Builds the whole HTTP application from its dependencies. */
export function createApp(deps: AppDeps) {
  const { db, config, clock, logger } = deps;
  const state = deps.state ?? { shuttingDown: false };
  const site = siteUrl(config);
  const https = site.startsWith('https://');

  const authRepo = createAuthRepository(db);
  const auth = createAuthService({
    repo: authRepo,
    clock,
    keys: deriveKeys(deps.secret, `${site}/auth/v1`),
    accessTokenLifetime: config.JWT_EXPIRY,
    reuseInterval: config.REFRESH_TOKEN_REUSE_INTERVAL,
  });
  const limits = createAuthRateLimits(
    {
      signupPerHour: config.RATE_LIMIT_SIGNUP_PER_HOUR,
      signinPer5Min: config.RATE_LIMIT_SIGNIN_PER_5_MIN,
      signinFailuresPerEmail: config.RATE_LIMIT_SIGNIN_FAILURES_PER_EMAIL,
      refreshPer5Min: config.RATE_LIMIT_REFRESH_PER_5_MIN,
    },
    deps.limiterFactory,
  );
  const profiles = createProfileRepository(db);
  const bookings = createBookingsModule({
    db,
    config,
    clock,
    logger,
    secret: deps.secret,
    siteUrl: site,
    payments: deps.payments,
    mailer: deps.mailer,
  });
  const discovery = createDiscoveryService({ db, clock });
  const contact = createContactService({
    db,
    mailer: bookings.mailer,
    logger,
    siteUrl: site,
    limiters: deps.limiterFactory,
  });
  const publicApi = createPublicApi({ db, discovery });

  const app = new Hono<AppEnv>();
  const pageCache = createPageCache({ ttlMs: config.PAGE_CACHE_SECONDS * 1000, maxEntries: 300 });
  // Anonymous searches, kept the same few seconds and emptied by the same changes as the pages.
  const searchCache = createPageCache({ ttlMs: config.PAGE_CACHE_SECONDS * 1000, maxEntries: 500 });
  const clearCaches = () => {
    pageCache.clear();
    searchCache.clear();
  };
  // A listing changed through any instance (the database notifies all of them).
  deps.realtime.subscribe({
    onChange: (event) => {
      if (event.table === 'spaces' || event.table === 'space_types') clearCaches();
    },
    onClose: () => {},
  });

  const measured = (
    c: Context,
    request: { id: string; route: string; status: number; started: number },
  ) => {
    const seconds = (performance.now() - request.started) / 1000;
    httpDuration.observe(
      { method: c.req.method, route: request.route, status: String(request.status) },
      seconds,
    );
    if (logger.isLevelEnabled('debug')) {
      logger.debug(
        {
          requestId: request.id,
          method: c.req.method,
          path: c.req.path,
          status: request.status,
          ms: Math.round(seconds * 1000),
        },
        'request',
      );
    }
  };
  // Kept answers at the door: a public page or an anonymous search the caches keep, asked for
  // again in an encoding it already went out in, is answered with those bytes and headers before
  // any middleware runs (see apps/server/src/web/page-cache.ts), with its own request id and
  // measured as any other request. Requests whose answer may differ from the kept one go the whole
  // way: signed-in, cross-origin (CORS), conditional or ranged ones, ones naming their request id,
  // and all of them while shutting down (each response then closes its connection).
  const keptAnswers = [searchCache, pageCache];
  app.use(async (c, next) => {
    const started = performance.now();
    const headers = c.req.raw.headers;
    const door =
      c.req.method === 'GET' &&
      !state.shuttingDown &&
      ![
        'authorization',
        'origin',
        'if-none-match',
        'if-modified-since',
        'range',
        'x-request-id',
      ].some((name) => headers.has(name));
    const key = door ? cacheKey(c) : undefined;
    if (key !== undefined) {
      const acceptEncoding = c.req.header('Accept-Encoding');
      for (const cache of keptAnswers) {
        const kept = cache.answer(key, acceptEncoding);
        if (!kept) continue;
        const id = randomUUID();
        measured(c, { id, route: kept.route, status: kept.status, started });
        return new Response(kept.body, {
          status: kept.status,
          headers: { ...kept.headers, 'x-request-id': id },
        });
      }
    }
    await next();
    if (key !== undefined && !state.shuttingDown)
      for (const cache of keptAnswers) cache.remember(c.res, c.req.routePath || 'unmatched');
  });
  app.use(requestId());
  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    // Set here, on the final response: a kept answer or page still carries this request's id.
    c.res.headers.set('X-Request-Id', c.get('requestId'));
    measured(c, {
      id: c.get('requestId'),
      route: c.req.routePath || 'unmatched',
      status: c.res.status,
      started,
    });
  });
  // Outermost after the metrics, so that it compresses the final response, headers and all.
  app.use(compression());
  // Before the security headers, so that public files keep their cross-origin resource policy.
  app.use('/storage/v1/object/public/*', publicObjectHeaders);
  app.use(securityHeaders(config, https, API_PREFIXES));
  // A write through this instance may change what pages show: they render afresh from now on.
  app.use(async (c, next) => {
    await next();
    if (!isRead(c.req.method) && c.res.status < 400) clearCaches();
  });
  // While shutting down, every response closes its connection so the process can drain and exit.
  app.use(async (c, next) => {
    await next();
    if (state.shuttingDown) c.header('Connection', 'close');
  });

  const apiCors = cors({
    origin: (origin) => (config.CORS_ORIGINS.includes(origin) ? origin : null),
    allowHeaders: [
      'Authorization',
      'Content-Type',
      'X-Client-Info',
      'X-Supabase-Api-Version',
      'apikey',
    ],
    allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    maxAge: 600,
  });
  const tooLarge = (c: Context) =>
    c.json(errorBody(new ApiError(413, 'payload_too_large', 'The request body is too large')), 413);
  const jsonLimit = bodyLimit({ maxSize: JSON_BODY_LIMIT, onError: tooLarge });
  // A request without an Origin (same-origin reads, servers) gets nothing from CORS but the Vary,
  // set here on the response itself: hono's `c.header` after a response exists rebuilds it as a stream.
  const corsWhenAsked = createMiddleware(async (c, next) => {
    if (c.req.header('Origin') !== undefined) return apiCors(c, next);
    await next();
    c.res.headers.append('Vary', 'Origin');
  });
  // Only requests that can carry a body are measured. A declared length is checked as it is (Node
  // never reads past it); only a chunked body is counted as it streams in, since that check reads
  // the body stream and makes the adapter build a full Request.
  const jsonLimitOnWrites = createMiddleware(async (c, next) => {
    if (isRead(c.req.method)) return next();
    const length = c.req.header('content-length');
    if (length === undefined || c.req.header('transfer-encoding') !== undefined)
      return jsonLimit(c, next);
    return Number.parseInt(length, 10) > JSON_BODY_LIMIT ? tooLarge(c) : next();
  });
  for (const prefix of API_PREFIXES) app.use(`${prefix}/*`, corsWhenAsked);
  for (const prefix of ['/auth/v1', '/rest/v1', '/functions/v1'])
    app.use(`${prefix}/*`, jsonLimitOnWrites);

  // From the headers where they tell: reading `raw.body` makes the Node adapter build a full
  // Request, so it is read only for a request built in-process, which has neither header.
  const hasBody = (c: Context) => {
    if (c.req.header('transfer-encoding') !== undefined) return true;
    const length = c.req.header('content-length');
    return length === undefined ? c.req.raw.body !== null : length !== '0';
  };
  // JSON endpoints take JSON only (the payment webhook reads its raw body itself).
  const jsonOnly = createMiddleware(async (c, next) => {
    const method = c.req.method;
    const writes = method === 'POST' || method === 'PUT' || method === 'PATCH';
    if (writes && hasBody(c) && !isJsonRequest(c) && !c.req.path.endsWith('/webhook')) {
      return sendError(
        c,
        new ApiError(415, 'unsupported_media_type', 'Send the request body as application/json'),
      );
    }
    await next();
  });
  app.use('/rest/v1/*', jsonOnly);
  app.use('/rest/v1/*', apiETags());
  // Inside the ETags, so a kept answer still gets its tag and a 304 for a matching If-None-Match.
  app.use('/rest/v1/spaces', async (c, next) => {
    const personal = c.req.method !== 'GET' || c.req.header('Authorization') !== undefined;
    // Availability on a date changes with the clock (holds run out), not only with writes.
    const timed = ['date', 'start', 'duration'].some((name) => c.req.query(name) !== undefined);
    if (personal || timed) return next();
    c.res = await searchCache.serve(
      cacheKey(c),
      { nonce: null, acceptEncoding: c.req.header('Accept-Encoding') },
      async () => {
        await next();
        return c.res;
      },
    );
  });
  app.use('/functions/v1/*', jsonOnly);

  app.route('/', healthRoutes(db, state, config.METRICS_TOKEN));
  app.route('/auth/v1', authRoutes({ auth, limits, trustProxy: config.TRUST_PROXY }));

  const rest = createRouter();
  rest.use('*', identify(auth));
  // Listings first: its /spaces/mine must match before any /spaces/{id} route.
  const taxonomy = createTaxonomyRepository(db);
  rest.route(
    '/',
    listingRoutes({
      service: createListingService({
        listings: createListingRepository(db),
        taxonomy,
        storage: deps.storage,
        clock,
      }),
      taxonomy,
    }),
  );
  const uploads = createUploadService(deps.storage);
  rest.route(
    '/',
    profileModuleRoutes({ db, profiles, storage: deps.storage, uploads, clock, logger }),
  );
  rest.route('/', reviewModuleRoutes({ db, clock }));
  rest.route('/', messageModuleRoutes({ db, clock, hub: deps.realtime }));
  rest.route('/', contentRoutes(db));
  rest.route('/', discoveryRoutes({ discovery, contact, trustProxy: config.TRUST_PROXY }));
  const adminRepo = createAdminRepository(db);
  rest.route('/', adminRoutes(adminRepo, createAdminService(adminRepo, clock)));
  // Bookings last: its GET /spaces/{id} must not shadow /spaces/mine or /spaces/{id}/edit.
  rest.route('/', bookings.restRoutes());
  // Generated on each request from the routes' zod schemas; a schema that cannot be described
  // is a defect, so it surfaces as an error in the log rather than an empty document.
  rest.get('/openapi.json', (c) =>
    c.json(
      rest.getOpenAPI31Document({
        openapi: '3.1.0',
        info: { title: 'Rentspace API', version: '1.0.0' },
        servers: [{ url: `${site}/rest/v1` }],
      }),
    ),
  );
  rest.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
  });
  app.route('/rest/v1', rest);
  const functions = createRouter();
  functions.use('*', identify(auth));
  functions.route('/', bookings.functionRoutes());
  functions.get('/openapi.json', (c) =>
    c.json(
      functions.getOpenAPI31Document({
        openapi: '3.1.0',
        info: { title: 'Rentspace server functions', version: '1.0.0' },
        servers: [{ url: `${site}/functions/v1` }],
      }),
    ),
  );
  app.route('/functions/v1', functions);
  app.route('/realtime/v1', realtimeRoutes(deps.realtime));
  // Uploads stream under their own limits; the JSON body limit does not apply here.
  app.route('/storage/v1', storageRoutes({ storage: deps.storage, uploads, auth }));

  for (const prefix of API_PREFIXES) {
    app.all(`${prefix}/*`, (c) =>
      sendError(c, notFound(`No such endpoint: ${c.req.method} ${c.req.path}`)),
    );
  }

  // Before the web handler, which would answer them as pages.
  app.route('/', seoRoutes({ repo: discovery.repository, siteUrl: site }));

  if (deps.web) {
    const web = deps.web;
    app.use('*', web.assets);
    app.all('*', async (c) => {
      const nonce = c.get('secureHeadersNonce') ?? '';
      const render = () =>
        web.render(c, {
          nonce,
          requestId: c.get('requestId'),
          siteUrl: site,
          adminEmails: config.ADMIN_EMAILS,
          api: publicApi,
        });
      // Pages render without a session, so one URL is one document for everybody (bots included:
      // nothing on a server-rendered page suspends, so the streamed and the whole document agree).
      if (c.req.method !== 'GET') return render();
      const page = await pageCache.serve(
        cacheKey(c),
        { nonce, acceptEncoding: c.req.header('Accept-Encoding') },
        render,
      );
      // A kept page has no nonce: its scripts are allowed by their hashes (see securityHeaders).
      const scriptSources = pageCache.scriptSources(page);
      if (scriptSources) c.set('scriptSources', scriptSources);
      return page;
    });
  }

  app.notFound((c) => sendError(c, notFound()));
  app.onError((error, c) => {
    if (error instanceof ApiError) return sendError(c, error);
    if (error instanceof AuthError) {
      return sendError(
        c,
        new ApiError(error.status, error.code, error.message, undefined, error.headers),
      );
    }
    if (error instanceof HTTPException) {
      const status = error.status === 400 ? 400 : error.status;
      const code =
        status === 413 ? 'payload_too_large' : status === 400 ? 'invalid_request' : 'http_error';
      return sendError(c, new ApiError(status as 400, code, error.message || 'Invalid request'));
    }
    // Data the database refuses (a NUL character, a number out of range, an impossible date) is
    // the caller's mistake, not ours: a 400, whichever endpoint let it through.
    if (pgErrorCode(error)?.startsWith('22')) {
      return sendError(
        c,
        new ApiError(400, 'invalid_input', 'Some of the values sent are not valid'),
      );
    }
    // A deadlock or serialization failure that was not retried where it happened: nothing was
    // written (the transaction rolled back), and asking again will work.
    if (isTransientConflict(error)) {
      logger.warn(
        { err: error, requestId: c.get('requestId') },
        'transaction aborted by a concurrent one',
      );
      return sendError(
        c,
        new ApiError(503, 'busy', 'The service is briefly busy. Please try again.', undefined, {
          'Retry-After': '1',
        }),
      );
    }
    if (isUnavailable(error)) {
      logger.warn({ err: error, requestId: c.get('requestId') }, 'database unavailable');
      return sendError(
        c,
        new ApiError(
          503,
          'service_unavailable',
          'The service is briefly unavailable. Please try again.',
          undefined,
          { 'Retry-After': '2' },
        ),
      );
    }
    logger.error({ err: error, requestId: c.get('requestId') }, 'unhandled error');
    return sendError(c, new ApiError(500, 'internal_error', 'Something went wrong'));
  });

  return {
    app,
    services: {
      auth,
      profiles,
      publicApi,
      bookings,
      caches: { pages: pageCache, search: searchCache },
    },
  };
}

/** What the caches keep an answer by: its path and query, as the client wrote them. */
function cacheKey(c: Context): string {
  const url = new URL(c.req.url);
  return `${url.pathname}${url.search}`;
}

export type App = ReturnType<typeof createApp>['app'];
