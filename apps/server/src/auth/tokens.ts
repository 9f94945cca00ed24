import { createHash, createHmac, randomBytes, timingSafeEqual, webcrypto } from 'node:crypto';
import { SignJWT } from 'jose';

export const AUDIENCE = 'authenticated';

export interface AccessClaims {
  sub: string;
  email: string;
  session_id: string;
  role: string;
  aud: string;
  exp: number;
  iat: number;
}

export interface TokenKeys {
  /** HS256 key for signing access tokens, imported once (jose would import raw bytes on every call). */
  jwtKey: Promise<webcrypto.CryptoKey>;
  /** The same key's bytes, for checking a token's signature where it arrives. */
  jwtSecret: Buffer;
  /** Key that turns a refresh token's stored nonce into the token the client holds. */
  refreshKey: Buffer;
  issuer: string;
}

export function deriveKeys(secret: string, issuer: string): TokenKeys {
  const refreshKey = createHmac('sha256', secret).update('refresh-token-key').digest();
  const jwtSecret = Buffer.from(secret, 'utf8');
  const jwtKey = webcrypto.subtle.importKey(
    'raw',
    jwtSecret,
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return { jwtKey, jwtSecret, refreshKey, issuer };
}

export async function signAccessToken(
  keys: TokenKeys,
  claims: { sub: string; email: string; session_id: string },
  now: Date,
  lifetimeSeconds: number,
): Promise<{ token: string; expiresAt: number }> {
  const iat = Math.floor(now.getTime() / 1000);
  const expiresAt = iat + lifetimeSeconds;
  const token = await new SignJWT({
    email: claims.email,
    session_id: claims.session_id,
    role: 'authenticated',
    is_anonymous: false,
    aal: 'aal1',
    amr: [{ method: 'password', timestamp: iat }],
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setAudience(AUDIENCE)
    .setIssuer(keys.issuer)
    .setIssuedAt(iat)
    .setExpirationTime(expiresAt)
    .sign(await keys.jwtKey);
  return { token, expiresAt };
}

export type VerifyResult =
  { ok: true; claims: AccessClaims } | { ok: false; reason: 'expired' | 'invalid' };

const BASE64URL = /^[A-Za-z0-9_-]+$/;
const INVALID: VerifyResult = { ok: false, reason: 'invalid' };

function decodeJson(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Verifies signature (HS256 only: alg none and others are refused), audience, issuer and expiry,
 * the checks jose's jwtVerify makes for these tokens. Synchronous with node:crypto: every signed-in
 * request comes through here, and WebCrypto's verify (what jose uses) costs a worker-thread job
 * and several promises per call, about ten times the HMAC itself.
 */
export function verifyAccessToken(keys: TokenKeys, token: string, now: Date): VerifyResult {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((part) => BASE64URL.test(part))) return INVALID;
  const [header, payload, signature] = parts as [string, string, string];
  const expected = Buffer.from(
    createHmac('sha256', keys.jwtSecret).update(`${header}.${payload}`).digest('base64url'),
  );
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return INVALID;

  const head = decodeJson(header);
  // `crit` names extensions the verifier must understand; none are understood here.
  if (!isObject(head) || head.alg !== 'HS256' || head.crit !== undefined || head.b64 !== undefined)
    return INVALID;
  const claims = decodeJson(payload);
  if (!isObject(claims)) return INVALID;
  const audience = claims.aud;
  if (!(audience === AUDIENCE || (Array.isArray(audience) && audience.includes(AUDIENCE))))
    return INVALID;
  if (claims.iss !== keys.issuer) return INVALID;
  if (typeof claims.sub !== 'string' || typeof claims.session_id !== 'string') return INVALID;
  if (typeof claims.exp !== 'number' || typeof claims.iat !== 'number') return INVALID;
  const seconds = Math.floor(now.getTime() / 1000);
  if (claims.nbf !== undefined && (typeof claims.nbf !== 'number' || claims.nbf > seconds))
    return INVALID;
  if (claims.exp <= seconds) return { ok: false, reason: 'expired' };
  return { ok: true, claims: claims as unknown as AccessClaims };
}

/** How many verified access tokens an instance keeps (see keptTokenVerifier). */
export const KEPT_TOKENS = 10_000;

/**
 * verifyAccessToken with the tokens it accepted kept, by their exact text: a browser sends the
 * same token with every request for its hour, and its signature and claims, once checked, cannot
 * change. A kept token is checked again only against the clock (its expiry and not-before), so it
 * is refused the moment it expires. Only accepted tokens are kept, so a stream of forged ones
 * fills nothing; the oldest goes first past `max`. The HMAC and the two JSON parses it saves were
 * a twentieth of a hold's server CPU (docs/decisions/0057-hold-in-three-statements.md). Whether
 * the token's session is still open is asked on every request all the same (open-sessions.ts).
 */
export function keptTokenVerifier(keys: TokenKeys, max = KEPT_TOKENS) {
  const kept = new Map<string, AccessClaims & { nbf?: number }>();
  return (token: string, now: Date): VerifyResult => {
    const claims = kept.get(token);
    if (!claims) {
      const result = verifyAccessToken(keys, token, now);
      if (result.ok) {
        if (kept.size >= max) kept.delete(kept.keys().next().value!);
        kept.set(token, result.claims);
      }
      return result;
    }
    const seconds = Math.floor(now.getTime() / 1000);
    if (claims.exp <= seconds) {
      kept.delete(token);
      return { ok: false, reason: 'expired' };
    }
    if (claims.nbf !== undefined && claims.nbf > seconds) return INVALID;
    return { ok: true, claims };
  };
}

export function newRefreshNonce(): string {
  return randomBytes(24).toString('base64url');
}

/** The token the client holds; only its hash is stored, the nonce lets the server re-derive it. */
export function refreshTokenFromNonce(keys: TokenKeys, nonce: string): string {
  return createHmac('sha256', keys.refreshKey).update(nonce).digest('base64url');
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
