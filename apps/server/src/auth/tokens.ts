import { createHash, createHmac, randomBytes, webcrypto } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';

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
  /** HS256 key for access tokens, imported once (jose would import raw bytes on every call). */
  jwtKey: Promise<webcrypto.CryptoKey>;
  /** Key that turns a refresh token's stored nonce into the token the client holds. */
  refreshKey: Buffer;
  issuer: string;
}

export function deriveKeys(secret: string, issuer: string): TokenKeys {
  const refreshKey = createHmac('sha256', secret).update('refresh-token-key').digest();
  const jwtKey = webcrypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  return { jwtKey, refreshKey, issuer };
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
  | { ok: true; claims: AccessClaims }
  | { ok: false; reason: 'expired' | 'invalid' };

/** Verifies signature (HS256 only: alg none and others are refused), audience, issuer and expiry. */
export async function verifyAccessToken(keys: TokenKeys, token: string, now: Date): Promise<VerifyResult> {
  try {
    const { payload } = await jwtVerify(token, await keys.jwtKey, {
      algorithms: ['HS256'],
      audience: AUDIENCE,
      issuer: keys.issuer,
      currentDate: now,
      requiredClaims: ['sub', 'exp', 'iat', 'session_id'],
    });
    if (typeof payload.session_id !== 'string' || typeof payload.sub !== 'string') {
      return { ok: false, reason: 'invalid' };
    }
    return { ok: true, claims: payload as unknown as AccessClaims };
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) return { ok: false, reason: 'expired' };
    return { ok: false, reason: 'invalid' };
  }
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
