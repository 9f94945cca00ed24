import { describe, expect, it } from 'vitest';
import { createHmac } from 'node:crypto';
import { SignJWT, UnsecuredJWT } from 'jose';
import {
  AUDIENCE,
  deriveKeys,
  keptTokenVerifier,
  signAccessToken,
  verifyAccessToken,
} from './tokens.ts';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';
const ISSUER = 'http://localhost:3000/auth/v1';
const keys = deriveKeys(SECRET, ISSUER);
const now = new Date('2026-06-01T12:00:00Z');
const seconds = Math.floor(now.getTime() / 1000);

const claims = {
  sub: '11111111-1111-4111-8111-111111111111',
  email: 'guest@example.test',
  session_id: '22222222-2222-4222-8222-222222222222',
  role: 'authenticated',
  aud: AUDIENCE,
  iss: ISSUER,
  iat: seconds - 60,
  exp: seconds + 3600,
};

/** Signed by jose, an implementation independent of the verifier under test. */
function sign(
  payload: Record<string, unknown>,
  header: Record<string, unknown> = { alg: 'HS256', typ: 'JWT' },
  secret = SECRET,
) {
  return new SignJWT(payload)
    .setProtectedHeader(header as { alg: string })
    .sign(new TextEncoder().encode(secret));
}

/** By hand, for a header jose will not sign (an extension it does not know). */
function signRaw(header: Record<string, unknown>, payload: Record<string, unknown>) {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const input = `${encode(header)}.${encode(payload)}`;
  return `${input}.${createHmac('sha256', SECRET).update(input).digest('base64url')}`;
}

describe('verifyAccessToken', () => {
  it('accepts the tokens the server signs, with their claims', async () => {
    const { token } = await signAccessToken(
      keys,
      { sub: claims.sub, email: claims.email, session_id: claims.session_id },
      now,
      3600,
    );
    const result = verifyAccessToken(keys, token, now);
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.claims).toMatchObject({
        sub: claims.sub,
        email: claims.email,
        session_id: claims.session_id,
        aud: AUDIENCE,
        exp: seconds + 3600,
      });
    }
  });

  it('accepts a token signed by hand the same way (the check is not tied to one signer)', () => {
    expect(verifyAccessToken(keys, signRaw({ alg: 'HS256', typ: 'JWT' }, claims), now).ok).toBe(
      true,
    );
  });

  it('accepts an audience given as a list that holds ours', async () => {
    expect(
      verifyAccessToken(keys, await sign({ ...claims, aud: ['other', AUDIENCE] }), now).ok,
    ).toBe(true);
  });

  it('calls a token expired from its exp second on, and only when it is otherwise valid', async () => {
    expect(verifyAccessToken(keys, await sign({ ...claims, exp: seconds }), now)).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect(verifyAccessToken(keys, await sign({ ...claims, exp: seconds + 1 }), now).ok).toBe(true);
    expect(
      verifyAccessToken(
        keys,
        await sign({ ...claims, exp: seconds - 10, aud: 'service_role' }),
        now,
      ),
    ).toEqual({ ok: false, reason: 'invalid' });
  });

  it.each([
    ['another key', () => sign(claims, undefined, 'another-secret-of-sufficient-length-000')],
    ['HS512, even with the right key', () => sign(claims, { alg: 'HS512' })],
    ['alg none', async () => new UnsecuredJWT(claims).encode()],
    [
      'a critical header extension',
      async () => signRaw({ alg: 'HS256', crit: ['x-bind'], 'x-bind': 1 }, claims),
    ],
    ['another audience', () => sign({ ...claims, aud: 'service_role' })],
    ['another issuer', () => sign({ ...claims, iss: 'https://elsewhere.test/auth/v1' })],
    ['no session', () => sign({ ...claims, session_id: undefined })],
    ['no subject', () => sign({ ...claims, sub: undefined })],
    ['no issue time', () => sign({ ...claims, iat: undefined })],
    ['an expiry that is not a number', () => sign({ ...claims, exp: String(claims.exp) })],
    ['a not-before in the future', () => sign({ ...claims, nbf: seconds + 60 })],
  ])('refuses %s', async (_, make) => {
    expect(verifyAccessToken(keys, await make(), now)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses tampered claims, a stretched signature and malformed tokens', async () => {
    const token = await sign(claims);
    const [header, , signature] = token.split('.') as [string, string, string];
    const forged = Buffer.from(
      JSON.stringify({ ...claims, sub: '00000000-0000-0000-0000-000000000000' }),
    ).toString('base64url');
    const refused = [
      `${header}.${forged}.${signature}`,
      `${token}A`,
      `${token.slice(0, -2)}!${token.slice(-2)}`,
      `${token}.extra`,
      token.split('.').slice(0, 2).join('.'),
      '',
      'not a token',
    ];
    for (const candidate of refused)
      expect(verifyAccessToken(keys, candidate, now), candidate).toEqual({
        ok: false,
        reason: 'invalid',
      });
    expect(verifyAccessToken(keys, token, now).ok).toBe(true);
  });
});

describe('kept verified tokens', () => {
  const later = (secondsLater: number) => new Date(now.getTime() + secondsLater * 1000);

  it('answers a kept token as the verifier does, and refuses it the second it expires', async () => {
    const verify = keptTokenVerifier(keys);
    const token = await sign(claims);
    const first = verify(token, now);
    expect(first).toEqual(verifyAccessToken(keys, token, now));
    expect(first.ok).toBe(true);
    expect(verify(token, later(3599))).toEqual(first);
    expect(verify(token, later(3600))).toEqual({ ok: false, reason: 'expired' });
    expect(verify(token, later(3601))).toEqual({ ok: false, reason: 'expired' });
  });

  it('keeps only what it accepted: a token refused once is checked again, a kept one is not', async () => {
    // A key of its own, whose bytes the test can change after the fact: a token checked again
    // against the changed key is refused, a kept one is answered from what was kept.
    const own = deriveKeys(SECRET, ISSUER);
    const verify = keptTokenVerifier(own);
    const early = await sign({ ...claims, nbf: seconds + 60 });
    expect(verify(early, now)).toEqual({ ok: false, reason: 'invalid' });
    expect(verify(early, later(61)).ok).toBe(true);
    const forged = `${early.slice(0, -4)}AAAA`;
    expect(verify(forged, later(61))).toEqual({ ok: false, reason: 'invalid' });
    own.jwtSecret.fill(0);
    expect(verify(early, later(62)).ok).toBe(true);
    expect(verify(await sign(claims), now)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('lets the oldest go past its limit', async () => {
    const own = deriveKeys(SECRET, ISSUER);
    const verify = keptTokenVerifier(own, 2);
    const tokens = await Promise.all([1, 2, 3].map((n) => sign({ ...claims, iat: seconds - n })));
    for (const token of tokens) expect(verify(token, now).ok).toBe(true);
    own.jwtSecret.fill(0);
    expect(verify(tokens[0]!, now)).toEqual({ ok: false, reason: 'invalid' });
    expect(verify(tokens[1]!, now).ok).toBe(true);
    expect(verify(tokens[2]!, now).ok).toBe(true);
  });
});
