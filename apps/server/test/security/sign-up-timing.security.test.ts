import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '@rentspace/db/factories';
import { call, createTestApp, uniqueEmail, type TestApp } from '../harness.ts';

const SAMPLES = 7;
const SIGNUP = '/auth/v1/signup';

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/**
 * An attacker must not learn who has an account from the sign-up answer: not from its status, its
 * headers, the fields of its body, nor how long it takes (both branches hash the password once).
 * With addresses confirmed at once and with AUTH_CONFIRM_EMAIL.
 */
describe.each([
  ['confirmed at once', 'false'],
  ['AUTH_CONFIRM_EMAIL', 'true'],
])('sign-up does not reveal whether an e-mail is registered (%s)', (_mode, confirm) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        AUTH_CONFIRM_EMAIL: confirm,
        RATE_LIMIT_SIGNUP_PER_HOUR: '1000',
        RATE_LIMIT_SIGNUP_EMAILS_PER_HOUR: '1000',
      },
    });
  });
  afterAll(() => t.close());

  it('answers a new and a registered address alike in status, headers, fields and time', async () => {
    const registered = await createUser(t.db);
    const password = 'a-password-for-sign-up';
    // One warm-up each, so that neither side pays for first-use costs.
    await call(t.app, 'POST', SIGNUP, { body: { email: uniqueEmail(), password } });
    await call(t.app, 'POST', SIGNUP, { body: { email: registered.email, password } });

    const newTimes: number[] = [];
    const takenTimes: number[] = [];
    const answers = new Set<string>();
    for (let i = 0; i < SAMPLES; i += 1) {
      // Interleaved, so whatever the process does in the background falls on both sides.
      for (const [times, email] of [
        [newTimes, uniqueEmail()],
        [takenTimes, registered.email],
      ] as const) {
        // CPU time of this process (the server, its hashing threads and the database run in it),
        // not wall time: on a shared machine wall time mostly measures the neighbours.
        const started = process.cpuUsage();
        const res = await call(t.app, 'POST', SIGNUP, { body: { email, password } });
        const spent = process.cpuUsage(started);
        times.push((spent.user + spent.system) / 1000);
        const headers = [...res.headers.keys()]
          .filter((name) => name !== 'date' && name !== 'x-request-id')
          .sort();
        answers.add(JSON.stringify({ status: res.status, headers, fields: Object.keys(res.json) }));
      }
    }
    expect([...answers]).toHaveLength(1);
    expect(JSON.parse([...answers][0]!).status).toBe(200);

    const ratio = median(newTimes) / median(takenTimes);
    console.info(
      `sign-up CPU time (AUTH_CONFIRM_EMAIL=${confirm}): new ${median(newTimes).toFixed(1)} ms, registered ${median(takenTimes).toFixed(1)} ms, ratio ${ratio.toFixed(2)}`,
    );
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });
});
