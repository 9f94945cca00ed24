import { secureHeaders, NONCE } from 'hono/secure-headers';
import type { Config } from '../config.ts';

/** Security headers for every response. Scripts run only from our origin or with the nonce. */
export function securityHeaders(config: Config, https: boolean) {
  const stripe = Boolean(config.STRIPE_PUBLISHABLE_KEY);
  const storageOrigin = config.S3_PUBLIC_URL ? new URL(config.S3_PUBLIC_URL).origin : undefined;
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", NONCE, ...(stripe ? ['https://js.stripe.com'] : [])],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...(storageOrigin ? [storageOrigin] : [])],
      mediaSrc: ["'self'", 'blob:', ...(storageOrigin ? [storageOrigin] : [])],
      fontSrc: ["'self'"],
      connectSrc: ["'self'", ...(stripe ? ['https://api.stripe.com'] : [])],
      frameSrc: stripe ? ['https://js.stripe.com', 'https://hooks.stripe.com'] : ["'none'"],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      ...(https ? { upgradeInsecureRequests: [] } : {}),
    },
    strictTransportSecurity: https ? 'max-age=31536000; includeSubDomains' : false,
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    crossOriginResourcePolicy: 'same-site',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
  });
}
