import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Currency } from '@rentspace/core/money/currencies';
import type { AppEnv } from './http/env.ts';
import { createRouter } from './http/openapi.ts';
import { identify } from './http/require-user.ts';
import { checkResponses } from './http/response-contracts.ts';
import type { Logger } from './logger.ts';
import type { AuthService } from './auth/service.ts';
import type { RealtimeHub } from './realtime/hub.ts';
import type { Storage } from './storage/storage.ts';
import type { UploadService } from './storage/service.ts';
import type { SyncDeps } from './payments/sync.ts';
import type { ProfileRepository } from './profiles/repository.ts';
import { profileModuleRoutes } from './profiles/index.ts';
import { reviewModuleRoutes } from './reviews/index.ts';
import { messageModuleRoutes } from './messages/index.ts';
import { contactRoutes } from './contact/routes.ts';
import type { ContactService } from './contact/service.ts';
import { adminLabelRoutes } from './auth/admin-label-routes.ts';
import type { AdminLabelService } from './auth/admin-label.ts';
import type { NewsletterService } from './contact/newsletter.ts';
import type { LimiterFactory } from './auth/rate-limits.ts';
import type { MessageLimits } from './messages/service.ts';
import { createAdminRepository } from './admin/repository.ts';
import { createAdminService } from './admin/service.ts';
import { reportRoutes } from './reports/routes.ts';
import { adminRoutes } from './admin/routes.ts';
import { adminRefundRoutes } from './refunds/routes.ts';
import { moderationRoutes } from './moderation/routes.ts';
import { exchangeRateRoutes } from './admin/rates-routes.ts';
import { createListingRepository, createTaxonomyRepository } from './listings/repository.ts';
import { createListingService } from './listings/service.ts';
import { listingRoutes } from './listings/routes.ts';
import { createSuggestionRepository } from './listings/suggestions.ts';
import { createSpaceTypeService } from './listings/space-types.ts';
import { createPublicSpaceReads } from './listings/public-space.ts';
import { createLocator } from './places/locator.ts';
import { placeRoutes } from './places/routes.ts';
import { bookingRoutes } from './bookings/routes.ts';
import { requestRoutes } from './bookings/request-routes.ts';
import { depositRoutes } from './deposits/routes.ts';
import { calendarRoutes } from './bookings/calendar-routes.ts';
import { accountRoutes } from './account/routes.ts';
import { dashboardRoutes } from './dashboard/routes.ts';
import { favoriteRoutes } from './favorites/routes.ts';
import { notificationRoutes } from './notifications/routes.ts';
import { discoveryRoutes } from './discovery/routes.ts';
import type { DiscoveryService } from './discovery/service.ts';
import { calendarRoutes as calendarSyncRoutes } from './calendar/routes.ts';
import type { CalendarDeps } from './calendar/service.ts';

/** Serves a router's OpenAPI document, generated on each request from its routes' zod schemas. */
function serveOpenApi(router: OpenAPIHono<AppEnv>, title: string, url: string) {
  // A schema that cannot be described is a defect, so it surfaces as an error in the log rather
  // than an empty document.
  router.get('/openapi.json', (c) =>
    c.json(
      router.getOpenAPI31Document({
        openapi: '3.1.0',
        info: { title, version: '1.0.0' },
        servers: [{ url }],
      }),
    ),
  );
  router.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
  });
}

export interface RestApiDeps extends SyncDeps {
  auth: AuthService;
  profiles: ProfileRepository;
  storage: Storage;
  uploads: UploadService;
  realtime: RealtimeHub;
  discovery: DiscoveryService;
  contact: ContactService;
  adminLabel: AdminLabelService;
  newsletter: NewsletterService;
  /** Rate-limit counters: in memory on one process, in the database on PostgreSQL. */
  limiters?: LimiterFactory;
  limits: {
    messages: MessageLimits;
    typeSuggestionsPerDay: number;
    /** Reports a person may send a day (RATE_LIMIT_REPORTS_PER_DAY). */
    reportsPerDay: number;
  };
  /** A Nominatim-compatible geocoder for listings without a pin; unset: the bundled gazetteer only. */
  geocoderUrl?: string;
  trustProxy: boolean;
  /** The currency admins see revenue totalled in (REPORTING_CURRENCY). */
  reportingCurrency: Currency;
  /** SMTP delivers mail: admins then read reset and e-mail-change links with their tokens hidden. */
  mailDelivered: boolean;
  /** Check every answer against its route's declared schema (RESPONSE_CHECKS; on in tests). */
  checkResponses: boolean;
  /** Calendar sync: a listing's iCal export and imported calendars. */
  calendar: CalendarDeps;
}

/**
 * /rest/v1: every domain's resources on one router. Each path belongs to one domain (every
 * /spaces route is the listings domain's, apart from a listing's availability, calendar, blocks
 * and reviews, which sit a level deeper), so the order below does not decide which route answers; routes.test.ts
 * fails when one route could shadow another.
 */
export function restApi(deps: RestApiDeps) {
  const { db, clock, logger } = deps;
  const rest = createRouter();
  if (deps.checkResponses) rest.use('*', checkResponses(rest, logger));
  rest.use('*', identify(deps.auth));
  const publicSpaces = createPublicSpaceReads(db);
  const taxonomy = createTaxonomyRepository(db);
  const suggestions = createSuggestionRepository(db);
  const listings = createListingService({
    listings: createListingRepository(db),
    taxonomy,
    suggestions,
    storage: deps.storage,
    clock,
    locate: createLocator({
      geocoderUrl: deps.geocoderUrl,
      onGeocoderError: (error) => logger.warn({ err: error }, 'geocoder failed; city centre used'),
    }),
  });
  const adminRepo = createAdminRepository(db);
  const types = createSpaceTypeService({
    taxonomy,
    suggestions,
    isAdmin: adminRepo.isAdmin,
    suggestionsPerDay: deps.limits.typeSuggestionsPerDay,
    limiters: deps.limiters,
  });
  rest.route('/', listingRoutes({ service: listings, taxonomy, types, publicSpaces }));
  rest.route('/', bookingRoutes({ ...deps, publicSpaces }));
  rest.route('/', requestRoutes(deps));
  rest.route('/', calendarRoutes({ ...deps, isAdmin: adminRepo.isAdmin }));
  rest.route('/', dashboardRoutes({ db, clock }));
  rest.route('/', favoriteRoutes({ db }));
  rest.route('/', notificationRoutes({ db, clock }));
  rest.route('/', reviewModuleRoutes({ db, clock, publicSpaces }));
  rest.route(
    '/',
    messageModuleRoutes({
      db,
      clock,
      hub: deps.realtime,
      limits: deps.limits.messages,
      limiters: deps.limiters,
      siteUrl: deps.siteUrl,
    }),
  );
  rest.route('/', profileModuleRoutes({ ...deps, logger }));
  rest.route('/', accountRoutes(deps));
  rest.route('/', discoveryRoutes({ discovery: deps.discovery }));
  rest.route('/', placeRoutes());
  rest.route('/', calendarSyncRoutes(deps.calendar));
  rest.route('/', contactRoutes(deps));
  rest.route(
    '/',
    reportRoutes({ db, limiters: deps.limiters, reportsPerDay: deps.limits.reportsPerDay }),
  );
  rest.route('/', adminLabelRoutes({ service: deps.adminLabel, trustProxy: deps.trustProxy }));
  rest.route(
    '/',
    adminRoutes(adminRepo, createAdminService(adminRepo, clock), {
      db,
      siteUrl: deps.siteUrl,
      suggestions,
      clock,
      hideLinkTokens: deps.mailDelivered,
    }),
  );
  rest.route('/', adminRefundRoutes({ ...deps, isAdmin: adminRepo.isAdmin }));
  rest.route('/', moderationRoutes({ ...deps, isAdmin: adminRepo.isAdmin }));
  rest.route('/', depositRoutes({ ...deps, isAdmin: adminRepo.isAdmin }));
  rest.route('/', exchangeRateRoutes({ db, repo: adminRepo, reporting: deps.reportingCurrency }));
  serveOpenApi(rest, 'Rentspace API', `${deps.siteUrl}/rest/v1`);
  return rest;
}

/** /functions/v1: the payment functions, the payment webhook and sandbox pages. */
export function functionsApi(deps: {
  auth: AuthService;
  siteUrl: string;
  routes: () => OpenAPIHono<AppEnv>;
  checkResponses: boolean;
  logger: Logger;
}) {
  const functions = createRouter();
  if (deps.checkResponses) functions.use('*', checkResponses(functions, deps.logger));
  functions.use('*', identify(deps.auth));
  functions.route('/', deps.routes());
  serveOpenApi(functions, 'Rentspace server functions', `${deps.siteUrl}/functions/v1`);
  return functions;
}
