import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signUp, uniqueEmail, type TestApp } from '../harness.ts';

const SAMPLES = 7;
const TOKEN = '/auth/v1/token?grant_type=password';

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/**
 * An attacker must not learn who has an account from the sign-in answer: not from its status, not
 * from its body, and not from how long it takes (an unknown e-mail still pays for a password hash).
 */
describe('sign-in does not reveal whether an e-mail is registered', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { RATE_LIMIT_SIGNIN_PER_5_MIN: '1000', RATE_LIMIT_SIGNIN_FAILURES_PER_CLIENT: '1000' },
    });
  });
  afterAll(() => t.close());

  it('answers an unknown e-mail and a wrong password alike in status, body, headers and work', async () => {
    const { email } = await signUp(t.app);
    const password = 'not-the-right-password';
    // One warm-up each, so that neither side pays for first-use costs (JIT, pool connections).
    await call(t.app, 'POST', TOKEN, { body: { email: uniqueEmail(), password } });
    await call(t.app, 'POST', TOKEN, { body: { email, password } });

    const unknownTimes: number[] = [];
    const wrongTimes: number[] = [];
    const answers = new Set<string>();
    for (let i = 0; i < SAMPLES; i += 1) {
      // Interleaved, so whatever the process does in the background falls on both sides.
      for (const [times, target] of [
        [unknownTimes, uniqueEmail()],
        [wrongTimes, email],
      ] as const) {
        // CPU time of this process (the server, its hashing threads and the database run in it),
        // not wall time: on a shared machine wall time mostly measures the neighbours.
        const started = process.cpuUsage();
        const res = await call(t.app, 'POST', TOKEN, { body: { email: target, password } });
        const spent = process.cpuUsage(started);
        times.push((spent.user + spent.system) / 1000);
        const headers = [...res.headers.keys()]
          .filter((name) => name !== 'date' && name !== 'x-request-id')
          .sort();
        answers.add(JSON.stringify({ status: res.status, body: res.json, headers }));
      }
    }
    expect([...answers]).toHaveLength(1);
    expect(JSON.parse([...answers][0]!)).toMatchObject({
      status: 400,
      body: { code: 'invalid_credentials', msg: 'Invalid login credentials' },
    });

    const ratio = median(unknownTimes) / median(wrongTimes);
    console.info(
      `sign-in CPU time: unknown e-mail median ${median(unknownTimes).toFixed(1)} ms, wrong password ${median(wrongTimes).toFixed(1)} ms, ratio ${ratio.toFixed(2)}`,
    );
    // Both run one password hash; without it an unknown e-mail answers in about 1/50 of the time.
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });
});
