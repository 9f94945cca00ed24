import { secureHeaders, NONCE } from 'hono/secure-headers';
import type { MiddlewareHandler } from 'hono';
import type { Config } from '../config.ts';
import type { AppEnv } from './env.ts';

/**
 * Security headers for every response. Pages run scripts only from our origin or with the request's
 * nonce; a kept page (apps/server/src/web/page-cache.ts) names its inline scripts' hashes in the
 * nonce's place. API answers (JSON, stored files) are never meant to run as documents: they get
 * the strictest policy, which needs no nonce, so none is generated for them.
 */
export function securityHeaders(
  config: Config,
  https: boolean,
  apiPrefixes: readonly string[],
): MiddlewareHandler<AppEnv> {
  const stripe = Boolean(config.STRIPE_PUBLISHABLE_KEY);
  const storageOrigin = config.S3_PUBLIC_URL ? new URL(config.S3_PUBLIC_URL).origin : undefined;
  // A configured base map's tiles, glyphs and sprites come from its provider's origin.
  const mapOrigin = config.MAP_STYLE_URL ? new URL(config.MAP_STYLE_URL).origin : undefined;
  const common: Parameters<typeof secureHeaders>[0] = {
    strictTransportSecurity: https ? 'max-age=31536000; includeSubDomains' : false,
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    crossOriginResourcePolicy: 'same-site',
    // Geolocation for the page itself only: the explore page's "Near me"
    // (docs/product/search-and-cities.md#map-and-distance); never for embedded frames.
    permissionsPolicy: { camera: [], microphone: [], geolocation: ['self'] },
  };
  const pages = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", NONCE, ...(stripe ? ['https://js.stripe.com'] : [])],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: [
        "'self'",
        'data:',
        'blob:',
        ...(storageOrigin ? [storageOrigin] : []),
        ...(mapOrigin ? [mapOrigin] : []),
      ],
      mediaSrc: ["'self'", 'blob:', ...(storageOrigin ? [storageOrigin] : [])],
      fontSrc: ["'self'"],
      connectSrc: [
        "'self'",
        ...(stripe ? ['https://api.stripe.com'] : []),
        ...(mapOrigin ? [mapOrigin] : []),
      ],
      // MapLibre draws its tiles in a worker loaded from our own files.
      workerSrc: ["'self'", 'blob:'],
      frameSrc: stripe ? ['https://js.stripe.com', 'https://hooks.stripe.com'] : ["'none'"],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      ...(https ? { upgradeInsecureRequests: [] } : {}),
    },
    ...common,
  });
  const api = secureHeaders({
    contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    ...common,
  });
  const isApi = (path: string) => apiPrefixes.some((prefix) => path.startsWith(`${prefix}/`));
  return async (c, next) => {
    if (isApi(c.req.path)) return api(c, next);
    await pages(c, next);
    const scriptSources = c.get('scriptSources');
    const policy = c.res.headers.get('Content-Security-Policy');
    if (scriptSources && policy) {
      const nonce = `'nonce-${c.get('secureHeadersNonce')}'`;
      c.res.headers.set(
        'Content-Security-Policy',
        policy.replace(nonce, scriptSources.join(' ')).replace(/ {2,}/g, ' '),
      );
    }
  };
}
