import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { performance } from 'node:perf_hooks';
import { createUser } from '@rentspace/db/factories';
import { call, createTestApp, type TestApp } from '../../test/harness.ts';
import type { App } from '../app.ts';
import { databaseLimiters } from './rate-limits.ts';

const TOKEN = '/auth/v1/token?grant_type=password';
const WRONG = 'not-the-password';
const SLOWDOWN_MS = 1000;

/** A password sign-in from a client address (the test app trusts X-Forwarded-For). */
async function signIn(app: App, from: string, email: string, password: string) {
  const started = performance.now();
  const res = await call(app, 'POST', TOKEN, {
    body: { email, password },
    headers: { 'X-Forwarded-For': from },
  });
  return { ...res, ms: performance.now() - started, done: performance.now() };
}

const addresses = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => `${prefix}.${i + 1}`);

describe('failed sign-ins never lock out the owner', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        TRUST_PROXY: 'true',
        RATE_LIMIT_SIGNIN_PER_5_MIN: '1000',
        RATE_LIMIT_SIGNIN_FAILURES_PER_CLIENT: '3',
        RATE_LIMIT_SIGNIN_SLOWDOWN_AFTER: '6',
        RATE_LIMIT_SIGNIN_SLOWDOWN_MS: String(SLOWDOWN_MS),
      },
    });
  });
  afterAll(() => t.close());

  it('refuses an address that keeps failing for an e-mail, even with the right password', async () => {
    const owner = await createUser(t.db);
    const statuses = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await signIn(t.app, '198.51.100.7', owner.email, WRONG)).status);
    expect(statuses).toEqual([400, 400, 400]);
    const refused = await signIn(t.app, '198.51.100.7', owner.email, owner.password);
    expect(refused.status).toBe(429);
    expect(refused.json.code).toBe('over_request_rate_limit');
    expect(refused.json.msg).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // The same address may still sign in to another account.
    const other = await createUser(t.db);
    expect((await signIn(t.app, '198.51.100.7', other.email, other.password)).status).toBe(200);
  });

  it('lets the owner in from a fresh address after wrong passwords from several addresses', async () => {
    const owner = await createUser(t.db);
    // 12 wrong passwords: 3 from each of 4 addresses, every pair up to its limit.
    for (const from of addresses('203.0.113', 4)) {
      for (let i = 0; i < 3; i++) {
        expect((await signIn(t.app, from, owner.email, WRONG)).status).toBe(400);
      }
    }
    const failing = await signIn(t.app, '203.0.113.1', owner.email, owner.password);
    expect(failing.status).toBe(429);
    const fresh = await signIn(t.app, '192.0.2.200', owner.email, owner.password);
    expect(fresh.status).toBe(200);
    expect(fresh.json.user.email).toBe(owner.email);
  });

  it('slows a distributed attack on one e-mail while the owner signs in at once', async () => {
    const owner = await createUser(t.db);
    const attackers = addresses('198.18.0', 6);
    // Each address fails once: below its own limit, but the e-mail's failures reach the threshold.
    for (const from of attackers) {
      const res = await signIn(t.app, from, owner.email, WRONG);
      expect(res.status).toBe(400);
      expect(res.ms).toBeLessThan(SLOWDOWN_MS * 5);
    }
    // Their next guesses, sent together, take turns; the owner, from an address that has not
    // failed, is not in the queue.
    const started = performance.now();
    const guesses = attackers.slice(0, 3).map((from) => signIn(t.app, from, owner.email, WRONG));
    const ownerSignIn = signIn(t.app, '192.0.2.201', owner.email, owner.password);
    const [guessed, signedIn] = await Promise.all([Promise.all(guesses), ownerSignIn]);

    expect(signedIn.status).toBe(200);
    expect(guessed.map((res) => res.status)).toEqual([400, 400, 400]);
    expect(guessed.every((res) => res.json.code === 'invalid_credentials')).toBe(true);
    // One turn each: the three guesses took at least three pauses, and each at least one.
    const lastGuess = Math.max(...guessed.map((res) => res.done)) - started;
    expect(lastGuess).toBeGreaterThanOrEqual(3 * SLOWDOWN_MS - 5);
    expect(Math.min(...guessed.map((res) => res.ms))).toBeGreaterThanOrEqual(SLOWDOWN_MS - 5);
    expect(signedIn.done).toBeLessThan(Math.min(...guessed.map((res) => res.done)));
  });

  it('does not slow an address that has not failed for that e-mail', async () => {
    const owner = await createUser(t.db);
    for (const from of addresses('198.19.0', 6)) await signIn(t.app, from, owner.email, WRONG);
    // A fresh address's wrong password is answered at once too; from then on it is slowed.
    const first = await signIn(t.app, '192.0.2.202', owner.email, WRONG);
    const second = await signIn(t.app, '192.0.2.202', owner.email, WRONG);
    expect([first.status, second.status]).toEqual([400, 400]);
    expect(second.ms).toBeGreaterThanOrEqual(SLOWDOWN_MS - 5);
    expect(second.ms - first.ms).toBeGreaterThan(SLOWDOWN_MS / 2);
  });
});

describe('sign-in failures shared through the database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        TRUST_PROXY: 'true',
        RATE_LIMIT_SIGNIN_PER_5_MIN: '1000',
        RATE_LIMIT_SIGNIN_FAILURES_PER_CLIENT: '3',
        RATE_LIMIT_SIGNIN_SLOWDOWN_AFTER: '100',
      },
    });
  });
  afterAll(() => t.close());

  it('counts one address failing on two instances together, and still lets the owner in', async () => {
    const shared = { limiterFactory: databaseLimiters(t.db) };
    const first = t.sibling(shared).app;
    const second = t.sibling(shared).app;
    const owner = await createUser(t.db);
    expect((await signIn(first, '203.0.113.50', owner.email, WRONG)).status).toBe(400);
    expect((await signIn(second, '203.0.113.50', owner.email, WRONG)).status).toBe(400);
    expect((await signIn(first, '203.0.113.50', owner.email, WRONG)).status).toBe(400);
    expect((await signIn(second, '203.0.113.50', owner.email, owner.password)).status).toBe(429);
    expect((await signIn(second, '203.0.113.51', owner.email, owner.password)).status).toBe(200);
  });
});
