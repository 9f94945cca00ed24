import { z } from 'zod';
import { CURRENCIES } from '@rentspace/core/money/currencies';

const bool = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');
const list = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean),
);

/**
 * Every setting the server reads. The embedded default needs none of them; in production
 * (NODE_ENV=production) the ones in REQUIRED_IN_PRODUCTION must be set.
 */
export const ConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    SITE_URL: z.url().optional(),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z.string().optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(4),
    /** The migrations applied on start: the release's own folder unless set (an image's copy). */
    MIGRATIONS_DIR: z.string().optional(),
    JWT_SECRET: z.string().min(32).optional(),
    JWT_EXPIRY: z.coerce.number().int().min(60).max(86_400).default(3600),
    REFRESH_TOKEN_REUSE_INTERVAL: z.coerce.number().int().min(0).max(3600).default(10),
    ADMIN_EMAILS: list.default(['admin@rentspace.test', 'ops@rentspace.test']),
    /** Sign-up sends a link to confirm the address, and password sign-in waits for it. */
    AUTH_CONFIRM_EMAIL: bool.default(false),
    RATE_LIMIT_SIGNUP_PER_HOUR: z.coerce.number().int().min(1).default(30),
    RATE_LIMIT_SIGNUP_EMAILS_PER_HOUR: z.coerce.number().int().min(1).default(3),
    RATE_LIMIT_SIGNIN_PER_5_MIN: z.coerce.number().int().min(1).default(30),
    RATE_LIMIT_VERIFY_PER_5_MIN: z.coerce.number().int().min(1).default(30),
    RATE_LIMIT_SIGNIN_FAILURES_PER_CLIENT: z.coerce.number().int().min(1).default(10),
    RATE_LIMIT_SIGNIN_SLOWDOWN_AFTER: z.coerce.number().int().min(1).default(10),
    RATE_LIMIT_SIGNIN_SLOWDOWN_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
    RATE_LIMIT_REFRESH_PER_5_MIN: z.coerce.number().int().min(1).default(150),
    RATE_LIMIT_ADMIN_LABEL_PER_5_MIN: z.coerce.number().int().min(1).default(30),
    RATE_LIMIT_NEWSLETTER_PER_HOUR: z.coerce.number().int().min(1).default(10),
    RATE_LIMIT_NEWSLETTER_EMAILS_PER_DAY: z.coerce.number().int().min(1).default(3),
    RATE_LIMIT_MESSAGES_PER_MINUTE: z.coerce.number().int().min(1).default(10),
    RATE_LIMIT_MESSAGES_PER_HOUR: z.coerce.number().int().min(1).default(120),
    RATE_LIMIT_TYPE_SUGGESTIONS_PER_DAY: z.coerce.number().int().min(1).default(10),
    /** Live holds (pending bookings within their 15 minutes) one guest may keep at once. */
    LIMIT_HOLDS_PER_GUEST: z.coerce.number().int().min(1).default(3),
    /** Live holds one guest may keep on one listing. */
    LIMIT_HOLDS_PER_GUEST_PER_LISTING: z.coerce.number().int().min(1).default(1),
    /** Files one person may upload per day, and the storage their files may take, in MB. */
    RATE_LIMIT_UPLOADS_PER_DAY: z.coerce.number().int().min(1).default(200),
    STORAGE_LIMIT_PER_USER_MB: z.coerce.number().int().min(1).default(1024),
    /** Reports one person may send per day (the reports route counts them with createReportLimit). */
    RATE_LIMIT_REPORTS_PER_DAY: z.coerce.number().int().min(1).default(20),
    /** The currency the admin dashboard totals revenue in, at the rates admins enter. */
    REPORTING_CURRENCY: z.enum(CURRENCIES).default('USD'),
    TRUST_PROXY: bool.default(false),
    CORS_ORIGINS: list.default([]),
    SEED_ON_START: bool.default(true),
    SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(30_000).default(500),
    JOB_INTERVAL_SECONDS: z.coerce.number().min(0.1).max(3600).default(30),
    /** Minutes between two imports of one listing's imported calendar (docs/product/calendar-sync.md). */
    CALENDAR_SYNC_MINUTES: z.coerce.number().min(1).max(1440).default(15),
    /**
     * Calendar imports may fetch loopback and private addresses (tests, closed networks). Off:
     * every resolved address of every hop must be public, apart from the product's own origin.
     */
    CALENDAR_IMPORT_ALLOW_PRIVATE: bool.default(false),
    METRICS_TOKEN: z.string().min(16).optional(),
    PAGE_CACHE_SECONDS: z.coerce.number().min(0).max(300).default(5),
    /** How long an instance answers a session it found open without reading it again (0: never). */
    SESSION_CACHE_SECONDS: z.coerce.number().min(0).max(300).default(30),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    STRIPE_SECRET_KEY: z.string().optional(),
    STRIPE_PUBLISHABLE_KEY: z.string().optional(),
    STRIPE_WEBHOOK_SECRET: z.string().optional(),
    SMTP_URL: z.string().optional(),
    /** A Nominatim-compatible geocoder: the listing form's pin starts at the address it finds. */
    GEOCODER_URL: z.url().optional(),
    /**
     * The base map of the explore, city and listing maps: a MapLibre style URL of any vector tile
     * provider; without one, the built-in offline style of country shapes and coastlines.
     */
    MAP_STYLE_URL: z.url().optional(),
    MAIL_FROM: z.string().default('Rentspace <no-reply@rentspace.test>'),
    /** Seconds before a mail the SMTP server could not take is tried again (then doubling). */
    MAIL_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
    S3_ENDPOINT: z.string().optional(),
    S3_REGION: z.string().default('us-east-1'),
    S3_BUCKET: z.string().optional(),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_PUBLIC_URL: z.string().optional(),
    WEB_BUILD_DIR: z.string().optional(),
    /** The programs that check uploaded videos (Debian's ffmpeg package installs both). */
    FFPROBE_PATH: z.string().default('ffprobe'),
    FFMPEG_PATH: z.string().default('ffmpeg'),
    /**
     * Check every API answer against the schema its route declares (a mismatch becomes a 500 with
     * the issues in the log). On when NODE_ENV is test, off otherwise unless set.
     */
    RESPONSE_CHECKS: bool.optional(),
  })
  .transform((config) => ({
    ...config,
    RESPONSE_CHECKS: config.RESPONSE_CHECKS ?? config.NODE_ENV === 'test',
  }));

export type Config = z.infer<typeof ConfigSchema>;

/** What a production instance cannot run without: a shared database, a shared secret, its URL. */
export const REQUIRED_IN_PRODUCTION = ['DATABASE_URL', 'JWT_SECRET', 'SITE_URL'] as const;

export class ConfigError extends Error {}

/** Settings that were renamed because their meaning changed; an old name stops the start. */
const RENAMED: Record<string, string> = {
  RATE_LIMIT_SIGNIN_FAILURES_PER_EMAIL:
    'RATE_LIMIT_SIGNIN_FAILURES_PER_CLIENT (failures for one e-mail from one client address)',
};

/** Parses the environment; throws one readable error listing every problem. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const renamed = Object.keys(RENAMED).filter((name) => present[name] !== undefined);
  if (renamed.length > 0) {
    const hints = renamed.map((name) => `${name} is now ${RENAMED[name]}`);
    throw new ConfigError(`Renamed environment variables: ${hints.join('; ')}`);
  }
  if (present.NODE_ENV === 'production') {
    const missing = REQUIRED_IN_PRODUCTION.filter((name) => !present[name]);
    if (missing.length > 0) {
      throw new ConfigError(`Missing required environment variables: ${missing.join(', ')}`);
    }
  }
  const parsed = ConfigSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  return parsed.data;
}

/** The public origin of the site: SITE_URL, or the local address the server listens on. */
export function siteUrl(config: Config): string {
  return (config.SITE_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');
}
