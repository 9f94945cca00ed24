import { sql } from 'drizzle-orm';
import { createSpace, type SpaceInsert } from '@rentspace/db/factories';
import { queryRows } from '@rentspace/db';
import { quote } from '@rentspace/core/money/pricing';
import type { DurationUnit } from '@rentspace/core/bookings/constants';
import {
  call,
  createTestApp,
  signUp,
  type TestApp,
  type TestAppOptions,
} from '../../test/harness.ts';
import { fixedClock } from '../clock.ts';

export const HOUR = 3_600_000;
export const CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  authentication: '4000002500003155',
};

/**
 * A test app on a clock tests can move, starting today at 06:00 UTC. Its guests may keep many holds
 * at once (tests of other rules hold several slots of one listing); the hold limits are tested on
 * their own, with the defaults.
 */
export async function createBookingTestApp(options: TestAppOptions = {}) {
  const start = new Date();
  start.setUTCHours(6, 0, 0, 0);
  const clock = fixedClock(start);
  const t = await createTestApp({
    ...options,
    clock,
    env: {
      RATE_LIMIT_SIGNUP_PER_HOUR: '1000',
      LIMIT_HOLDS_PER_GUEST: '1000',
      LIMIT_HOLDS_PER_GUEST_PER_LISTING: '1000',
      ...options.env,
    },
  });
  return { ...t, clock };
}

export type BookingTestApp = Awaited<ReturnType<typeof createBookingTestApp>>;

/** A host (signed up through the API) with a published listing in UTC, $25 an hour unless told. */
export async function createListing(t: TestApp, overrides: Partial<SpaceInsert> = {}) {
  const host = await signUp(t.app);
  const space = await createSpace(t.db, {
    user_id: host.userId,
    hourly_price: 2500,
    currency: 'USD',
    time_zone: 'UTC',
    ...overrides,
  });
  return { host, space };
}

/** The instant `days` after the clock's today at `hour`:00 UTC. */
export function at(t: { clock: { now(): Date } }, days: number, hour: number): Date {
  const day = new Date(t.clock.now());
  day.setUTCHours(hour, 0, 0, 0);
  return new Date(day.getTime() + days * 24 * HOUR);
}

/** A create-payment-intent body priced the way the browser would. */
export function intentBody(
  space: {
    id: string;
    hourly_price: number;
    daily_price: number | null;
    weekly_price: number | null;
    monthly_price: number | null;
    currency: SpaceInsert['currency'];
  },
  start: Date,
  duration = 1,
  durationUnit: DurationUnit = 'hour',
) {
  const hours = { hour: 1, day: 24, week: 168, month: 720 }[durationUnit];
  const priced = quote({ ...space, currency: space.currency ?? 'USD' }, durationUnit, duration);
  return {
    spaceId: space.id,
    startTime: start.toISOString(),
    endTime: new Date(start.getTime() + duration * hours * HOUR).toISOString(),
    duration,
    durationUnit,
    amount: priced?.total ?? 0,
    currency: space.currency ?? 'USD',
  };
}

/** Holds a slot and pays for it with a card through the sandbox. */
export async function bookAndPay(
  t: TestApp,
  token: string,
  body: ReturnType<typeof intentBody>,
  card = CARDS.success,
) {
  const intent = await call(t.app, 'POST', '/functions/v1/create-payment-intent', { token, body });
  if (intent.status !== 200) throw new Error(`hold failed: ${intent.status} ${intent.text}`);
  const paid = await pay(t, intent.json.clientSecret, card);
  return { intent: intent.json, paid: paid.json };
}

export function pay(t: TestApp, clientSecret: string, number: string) {
  return call(t.app, 'POST', '/functions/v1/sandbox/confirm', {
    body: { clientSecret, card: { number, exp_month: 12, exp_year: 2099, cvc: '123' } },
  });
}

export async function bookingRow(t: TestApp, id: string) {
  const [row] = await queryRows<{
    status: string;
    refunded_amount: string;
    refund_id: string | null;
    cancellation_reason: string | null;
  }>(
    t.db,
    sql`select status, refunded_amount, refund_id, cancellation_reason from bookings where id = ${id}`,
  );
  return row && { ...row, refunded_amount: Number(row.refunded_amount) };
}

export async function slotsOf(t: TestApp, spaceId: string) {
  const rows = await queryRows<{ n: number }>(
    t.db,
    sql`select count(*)::int as n from space_availability where space_id = ${spaceId}`,
  );
  return rows[0]!.n;
}

export async function outbox(t: TestApp) {
  return queryRows<{ to_address: string; subject: string; kind: string; text_body: string }>(
    t.db,
    sql`select to_address, subject, kind, text_body from outbox_emails order by created_at, kind`,
  );
}
