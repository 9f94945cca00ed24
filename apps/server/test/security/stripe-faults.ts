import { expect } from 'vitest';
import type { StripeFault } from '../../src/payments/fake-stripe.ts';
import { STRIPE_MAX_NETWORK_RETRIES } from '../../src/payments/stripe-provider.ts';
import { isCleanError } from './payments-harness.ts';

// The faults the fake Stripe injects, shared by the payments-faults-*.security.test.ts files (one
// file per operation at Stripe, so the retries' waits of one run beside the others).
export const FAULTS: { name: string; fault: StripeFault; status: 502 | 503; commits: boolean }[] = [
  { name: 'a 500', fault: { kind: 'status', status: 500 }, status: 502, commits: false },
  { name: 'a 503', fault: { kind: 'status', status: 503 }, status: 503, commits: false },
  { name: 'a timeout', fault: { kind: 'hang' }, status: 503, commits: false },
  {
    name: 'a timeout after the operation went through',
    fault: { kind: 'hang', commit: true },
    status: 503,
    commits: true,
  },
  {
    name: 'a dropped connection after the operation went through',
    fault: { kind: 'drop' },
    status: 503,
    commits: true,
  },
];
export const ATTEMPTS = 1 + STRIPE_MAX_NETWORK_RETRIES;

/** A refused call as a guest sees it: its status, the product's message, a clean body, Retry-After on 503. */
export function expectFailure(
  res: { status: number; json: any; text: string; headers: Headers },
  status: number,
  message: string,
) {
  expect(res.status, res.text).toBe(status);
  expect(res.json.error.message).toBe(message);
  expect(isCleanError(res.json, res.text), res.text).toBe(true);
  if (status === 503) expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
}
