import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CITIES, matchesCity } from '@rentspace/core/cities/catalog';
import { REGION_NAMES, countriesOf } from '@rentspace/core/discovery/regions';
import { ruledDurationLimits } from '@rentspace/core/bookings/rules';
import { RENTAL_TYPES, POPULAR_CATEGORY_SLUGS } from '@rentspace/core/listings/constants';
import { hostPayout, platformFee } from '@rentspace/core/money/fees';
import { unitPrice } from '@rentspace/core/money/pricing';
import { verifyPassword } from '../passwords.ts';
import { queryRows } from '../rows.ts';
import {
  bookings,
  cities,
  conversations,
  messages,
  sandboxAccounts,
  sandboxMoneyMovements,
  sandboxPaymentIntents,
  payouts,
  profiles,
  rentalSubcategories,
  reviews,
  spaceTypes,
  spaces,
  users,
} from '../schema/index.ts';
import { createTestDatabase, type TestDatabase } from '../testing.ts';
import { DEMO_ACCOUNTS, buildSeedPlan, seedIfEmpty, type SeedSummary } from './index.ts';

let handle: TestDatabase;
let storageDir: string;
let summary: SeedSummary | null;
const now = new Date();

beforeAll(async () => {
  handle = await createTestDatabase();
  storageDir = await mkdtemp(join(tmpdir(), 'rentspace-seed-'));
  summary = await seedIfEmpty(handle.db, { storageDir, now, pictures: false });
}, 180_000);

afterAll(async () => {
  await handle?.close();
  if (storageDir) await rm(storageDir, { recursive: true, force: true });
});

const allSpaces = () => handle.db.select().from(spaces);
const published = async () => (await allSpaces()).filter((s) => s.is_published);

describe('demo seed', () => {
  it('loads once, and not again into a database that has users', async () => {
    expect(summary?.spaces).toBeGreaterThan(0);
    expect(await seedIfEmpty(handle.db, { storageDir, pictures: false })).toBeNull();
  });

  it('publishes at least 150 listings of all five rental types, with a few drafts and badges', async () => {
    const all = await allSpaces();
    const listed = all.filter((s) => s.is_published);
    expect(listed.length).toBeGreaterThanOrEqual(150);
    expect(new Set(listed.map((s) => s.rental_type))).toEqual(new Set(RENTAL_TYPES));
    expect(all.some((s) => !s.is_published)).toBe(true);
    expect(listed.some((s) => !s.available)).toBe(true);
    expect(new Set(listed.map((s) => s.status))).toEqual(
      new Set(['available', 'rented', 'maintenance']),
    );
    for (const s of listed) {
      expect([s.street_address, s.city, s.state, s.postal_code].every(Boolean), s.title).toBe(true);
    }
  });

  // docs/product/search-and-cities.md#city-matching
  it('gives every city page listings matching its rule, exactly as documented', async () => {
    const listed = await published();
    for (const city of CITIES) {
      expect(
        listed.some((s) => matchesCity(city, s.location)),
        city.slug,
      ).toBe(true);
    }
    expect(listed.some((s) => s.location === 'Santa Clara County')).toBe(true);
    expect(listed.some((s) => s.location === 'Riverview')).toBe(true);
  });

  it('covers every country of the region filters and several currencies', async () => {
    const listed = await published();
    for (const region of REGION_NAMES) {
      for (const country of countriesOf(region))
        expect(
          listed.some((s) => s.country === country),
          country,
        ).toBe(true);
    }
    expect(new Set(listed.map((s) => s.currency)).size).toBeGreaterThanOrEqual(4);
  });

  it('links listings to space types and to a subcategory of their category; shortcuts are subcategories', async () => {
    const typeNames = new Set((await handle.db.select().from(spaceTypes)).map((t) => t.name));
    const subs = await handle.db.select().from(rentalSubcategories);
    const subById = new Map(subs.map((s) => [s.id, s]));
    for (const s of await allSpaces()) {
      expect(typeNames.has(s.type), s.type).toBe(true);
      expect(subById.get(s.subcategory_id ?? '')?.category_id).toBe(s.category_id);
    }
    for (const slug of POPULAR_CATEGORY_SLUGS)
      expect(
        subs.some((s) => s.name === slug),
        slug,
      ).toBe(true);
  });

  it('never overlaps two live bookings of one listing', async () => {
    const overlaps = await queryRows<{ n: number }>(
      handle.db,
      sql`select count(*)::int as n from bookings a join bookings b on a.space_id = b.space_id and a.id < b.id
          where a.status <> 'cancelled' and b.status <> 'cancelled'
            and tstzrange(a.start_time, a.end_time) && tstzrange(b.start_time, b.end_time)`,
    );
    expect(overlaps[0]?.n).toBe(0);
  });

  it('gives some listings other opening hours, a buffer and a minimum notice, and keeps buffers free', async () => {
    const listed = await published();
    const defaultHours = JSON.stringify(Array.from({ length: 7 }, () => ({ from: 9, to: 21 })));
    expect(listed.some((s) => JSON.stringify(s.opening_hours) !== defaultHours)).toBe(true);
    expect(listed.some((s) => s.opening_hours.some((day) => day === null))).toBe(true);
    expect(listed.some((s) => s.buffer_minutes > 0)).toBe(true);
    expect(listed.some((s) => s.min_notice_hours > 0)).toBe(true);
    const tooClose = await queryRows<{ n: number }>(
      handle.db,
      sql`select count(*)::int as n from bookings a join bookings b on a.space_id = b.space_id and a.id <> b.id
          join spaces s on s.id = a.space_id
          where a.status <> 'cancelled' and b.status <> 'cancelled' and s.buffer_minutes > 0
            and a.end_time <= b.start_time and b.start_time < a.end_time + make_interval(mins => s.buffer_minutes)`,
    );
    expect(tooClose[0]?.n).toBe(0);
  });

  it('prices only the options its durations leave some length for, as the listing form requires', async () => {
    const listed = await allSpaces();
    const excluded = listed.flatMap((space) =>
      (['day', 'week', 'month'] as const)
        .filter((unit) => unitPrice(space, unit) !== null)
        .filter((unit) => ruledDurationLimits(unit, space) === null)
        .map((unit) => `${space.title}: ${unit}`),
    );
    expect(excluded).toEqual([]);
    // The longer options are still there where the durations allow them.
    expect(listed.filter((space) => space.daily_price !== null).length).toBeGreaterThan(20);
    expect(listed.some((space) => space.max_rental_duration !== null)).toBe(true);
  });

  it("blocks some times of the demo host's listings and of a few others, with a note", async () => {
    const blocks = await queryRows<{ n: number; hosts: number; demo: number }>(
      handle.db,
      sql`select count(*)::int as n, count(distinct s.user_id)::int as hosts,
            count(*) filter (where u.email = 'host@rentspace.test')::int as demo
          from space_availability a join spaces s on s.id = a.space_id join users u on u.id = s.user_id
          where a.booking_id is null and a.note is not null and a.created_by = s.user_id`,
    );
    expect(blocks[0]!.demo).toBeGreaterThan(0);
    expect(blocks[0]!.hosts).toBeGreaterThan(1);
  });

  it('prices every booking from its listing and pays hosts 90% of completed ones', async () => {
    const bySpace = new Map((await allSpaces()).map((s) => [s.id, s]));
    const all = await handle.db.select().from(bookings);
    const paid = new Map((await handle.db.select().from(payouts)).map((p) => [p.booking_id, p]));
    expect(new Set(all.map((b) => b.status))).toEqual(
      new Set(['completed', 'confirmed', 'cancelled', 'requested']),
    );
    // Two requests to book wait for an answer, one to the demo host and one by the demo guest:
    // no payout until they are accepted.
    const requests = all.filter((b) => b.status === 'requested');
    expect(requests).toHaveLength(2);
    const owners = await handle.db.select().from(users);
    const demoGuest = owners.find((u) => u.email === DEMO_ACCOUNTS.guest.email)!.id;
    const demoHost = owners.find((u) => u.email === DEMO_ACCOUNTS.host.email)!.id;
    expect(requests.filter((b) => bySpace.get(b.space_id)!.user_id === demoHost)).toHaveLength(1);
    expect(requests.filter((b) => b.user_id === demoGuest)).toHaveLength(1);
    for (const request of requests) {
      expect(request).toMatchObject({ booking_mode: 'request', confirmed_at: null });
      expect(request.request_expires_at!.getTime()).toBeGreaterThan(now.getTime());
      expect(request.request_message).toBeTruthy();
      expect(paid.has(request.id)).toBe(false);
    }
    // Each request's message is in its guest's conversation with the host, as placing it puts it.
    const threads = await handle.db.select().from(conversations);
    const posted = await handle.db.select().from(messages);
    for (const request of requests) {
      const thread = threads.find(
        (c) => c.space_id === request.space_id && c.guest_id === request.user_id,
      );
      expect(thread?.host_id).toBe(bySpace.get(request.space_id)!.user_id);
      expect(posted.filter((m) => m.conversation_id === thread!.id)).toEqual([
        expect.objectContaining({
          sender_id: request.user_id,
          body: request.request_message,
          read_at: expect.any(Date),
        }),
      ]);
    }
    for (const b of all) {
      const space = bySpace.get(b.space_id)!;
      expect(b.subtotal).toBe(unitPrice(space, b.duration_unit)! * b.duration);
      expect(b.platform_fee_amount).toBe(platformFee(b.subtotal));
      expect(b.total_price).toBe(b.subtotal + b.platform_fee_amount);
      expect(b.currency).toBe(space.currency);
      if (b.status === 'completed') {
        expect(b.end_time.getTime()).toBeLessThan(now.getTime());
        expect(paid.get(b.id)).toMatchObject({
          amount: hostPayout(b.subtotal),
          host_id: space.user_id,
        });
      }
      if (b.status === 'confirmed') expect(b.start_time.getTime()).toBeGreaterThan(now.getTime());
      // Made before the seed's moment, and before its start (the admin's months are booking months).
      expect(b.created_at.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(b.created_at.getTime()).toBeLessThan(b.start_time.getTime());
      // Each listing's own policy, as a booking made on it keeps.
      expect(b.cancellation_policy).toBe(space.cancellation_policy);
    }
    const months = new Set(
      all
        .filter((b) => b.status === 'completed')
        .map((b) => b.created_at.toISOString().slice(0, 7)),
    );
    expect(months.size).toBeGreaterThanOrEqual(6);
    expect(new Set(all.map((b) => b.currency)).size).toBeGreaterThanOrEqual(4);
  });

  it('keeps each listing’s rating the mean of its reviews', async () => {
    const rows = await queryRows<{
      id: string;
      rating: number;
      review_count: number;
      mean: number | null;
      n: number;
    }>(
      handle.db,
      sql`select s.id, s.rating, s.review_count, avg(r.rating)::float8 as mean, count(r.id)::int as n
          from spaces s left join reviews r on r.space_id = s.id group by s.id`,
    );
    expect(rows.filter((r) => r.n > 0).length).toBeGreaterThan(50);
    for (const r of rows) {
      expect(r.review_count).toBe(r.n);
      expect(r.rating).toBeCloseTo(r.mean ?? 0, 10);
    }
    // A guest reviews a listing once (docs/product/messages-and-reviews.md#who-may-review).
    const repeats = await queryRows<{ n: number }>(
      handle.db,
      sql`select count(*)::int as n from (select 1 from reviews group by space_id, user_id having count(*) > 1) r`,
    );
    expect(repeats[0]!.n).toBe(0);
  });

  it('has the demo accounts, with the admin the only admin among them', async () => {
    const accounts = await handle.db
      .select({ email: users.email, hash: users.encrypted_password, id: users.id })
      .from(users);
    const flags = new Map((await handle.db.select().from(profiles)).map((p) => [p.id, p.is_admin]));
    for (const [role, account] of Object.entries(DEMO_ACCOUNTS)) {
      const user = accounts.find((u) => u.email === account.email);
      expect(user, role).toBeDefined();
      expect(await verifyPassword(user!.hash, account.password)).toBe(true);
      expect(flags.get(user!.id)).toBe(role === 'admin');
    }
    expect(accounts.length).toBeGreaterThanOrEqual(70);
  });

  it('gives the demo guest two unreviewed past stays and an upcoming one, and the demo host six listings', async () => {
    const id = async (email: string) =>
      (await handle.db.select().from(users)).find((u) => u.email === email)!.id;
    const guest = await id(DEMO_ACCOUNTS.guest.email);
    const host = await id(DEMO_ACCOUNTS.host.email);
    const mine = (await handle.db.select().from(bookings)).filter((b) => b.user_id === guest);
    // Stays at two listings the guest has not reviewed: two invitations to review.
    const reviewed = new Set(
      (await handle.db.select().from(reviews))
        .filter((r) => r.user_id === guest)
        .map((r) => r.space_id),
    );
    const toReview = mine.filter((b) => b.status === 'completed' && !reviewed.has(b.space_id));
    expect(new Set(toReview.map((b) => b.space_id)).size).toBeGreaterThanOrEqual(2);
    // Within the 14 days to review, and two of them at the demo host's listings, so that the two
    // can review each other (docs/product/messages-and-reviews.md#double-blind).
    const recent = toReview.filter((b) => b.end_time.getTime() > now.getTime() - 14 * 86_400_000);
    expect(recent.length).toBeGreaterThanOrEqual(3);
    const hostOf = new Map((await allSpaces()).map((s) => [s.id, s.user_id]));
    expect(recent.filter((b) => hostOf.get(b.space_id) === host).length).toBeGreaterThanOrEqual(2);
    expect(mine.some((b) => b.status === 'confirmed' && b.start_time > now)).toBe(true);
    const owned = (await allSpaces()).filter((s) => s.user_id === host);
    expect(owned).toHaveLength(6);
    expect(owned.filter((s) => s.location === 'New York').length).toBeGreaterThanOrEqual(2);
    const booked = new Set((await handle.db.select().from(bookings)).map((b) => b.space_id));
    expect(owned.filter((s) => booked.has(s.id)).length).toBeGreaterThanOrEqual(3);
  });

  it("gives the demo host an open claim on the demo guest's held deposit, still within its window", async () => {
    const id = async (email: string) =>
      (await handle.db.select().from(users)).find((u) => u.email === email)!.id;
    const guest = await id(DEMO_ACCOUNTS.guest.email);
    const host = await id(DEMO_ACCOUNTS.host.email);
    const claims = await queryRows<{
      status: string;
      claim_amount: string;
      deposit_amount: string;
      release_at: string;
      booking_status: string;
      end_time: string;
      guest_id: string;
      host_id: string;
      intent_status: string;
      intent_amount: string;
    }>(
      handle.db,
      sql`select d.status, c.amount as claim_amount, d.amount as deposit_amount, d.release_at,
                 b.status as booking_status, b.end_time, b.user_id as guest_id, s.user_id as host_id,
                 i.status as intent_status, i.amount as intent_amount
            from deposit_claims c join deposits d on d.id = c.deposit_id
            join bookings b on b.id = d.booking_id join spaces s on s.id = b.space_id
            join sandbox_payment_intents i on i.id = d.payment_intent_id
           where c.status = 'open'`,
    );
    expect(claims).toHaveLength(1);
    const claim = claims[0]!;
    expect(claim).toMatchObject({
      status: 'claimed',
      booking_status: 'completed',
      guest_id: guest,
      host_id: host,
      intent_status: 'requires_capture',
    });
    expect(new Date(claim.release_at).getTime()).toBeGreaterThan(now.getTime());
    expect(new Date(claim.release_at).getTime()).toBe(
      new Date(claim.end_time).getTime() + 48 * 3_600_000,
    );
    expect(Number(claim.claim_amount)).toBeLessThanOrEqual(Number(claim.deposit_amount));
    expect(Number(claim.intent_amount)).toBe(Number(claim.deposit_amount));
    // Listings that require a deposit, and upcoming bookings of them with a scheduled one.
    expect((await allSpaces()).filter((s) => s.deposit_required).length).toBeGreaterThan(5);
    const scheduled = await queryRows<{ n: number }>(
      handle.db,
      sql`select count(*)::int as n from deposits where status = 'scheduled'`,
    );
    expect(scheduled[0]!.n).toBeGreaterThan(0);
  });

  it('stores one cities row per city page with its hero and areas', async () => {
    const rows = await handle.db.select().from(cities).orderBy(asc(cities.slug));
    expect(rows.map((r) => r.slug)).toEqual(CITIES.map((c) => c.slug).sort());
    const sanJose = rows.find((r) => r.slug === 'san-jose')!;
    expect(sanJose.content).toMatchObject({
      title: 'Spaces in San Jose',
      empty_message: 'No spaces currently available in San Jose. Check back soon!',
    });
    expect(sanJose.popular_areas).toHaveLength(3);
  });
});

describe('the sandbox payment provider’s side', () => {
  it('has a succeeded payment for every paid booking and a refund for every refunded one', async () => {
    const intents = new Map(
      (await handle.db.select().from(sandboxPaymentIntents)).map((i) => [i.id, i]),
    );
    const movements = await handle.db.select().from(sandboxMoneyMovements);
    for (const b of await handle.db.select().from(bookings)) {
      // A request to book is authorised and waits for its host (manual capture).
      expect(intents.get(b.payment_intent_id ?? '')).toMatchObject({
        status: b.status === 'requested' ? 'requires_capture' : 'succeeded',
        capture_method: b.booking_mode === 'request' ? 'manual' : 'automatic',
        amount: b.total_price,
        currency: b.currency,
      });
      if (b.refunded_amount > 0) {
        expect(movements.find((m) => m.id === b.refund_id)).toMatchObject({
          kind: 'refund',
          amount: b.refunded_amount,
        });
      }
    }
  });

  it('pays connected hosts and keeps the demo host’s payouts until he connects an account', async () => {
    const accounts = new Set(
      (await handle.db.select().from(sandboxAccounts))
        .filter((a) => a.details_submitted)
        .map((a) => a.id),
    );
    const connected = new Map(
      (await handle.db.select().from(profiles)).map((p) => [
        p.id,
        p.stripe_onboarding_complete && accounts.has(p.stripe_account_id ?? ''),
      ]),
    );
    const transfers = new Set(
      (await handle.db.select().from(sandboxMoneyMovements)).map((m) => m.id),
    );
    const demoHost = (await handle.db.select().from(users)).find(
      (u) => u.email === DEMO_ACCOUNTS.host.email,
    )!.id;
    expect(connected.get(demoHost)).toBe(false);
    const all = await handle.db.select().from(payouts);
    for (const p of all) {
      if (p.status === 'paid') {
        expect(connected.get(p.host_id)).toBe(true);
        expect(transfers.has(p.transfer_id ?? '')).toBe(true);
      }
    }
    expect(all.filter((p) => p.status === 'paid').length).toBeGreaterThan(300);
    const waiting = all.filter((p) => p.host_id === demoHost && p.release_at <= now);
    expect(waiting.length).toBeGreaterThan(0);
    expect(waiting.every((p) => p.status === 'scheduled')).toBe(true);
  });
});

describe('determinism', () => {
  it('gives a second fresh database the same ids, titles and prices, whatever day it runs', async () => {
    const other = await createTestDatabase();
    try {
      const threeDaysEarlier = new Date(now.getTime() - 3 * 86_400_000);
      await seedIfEmpty(other.db, { storageDir, now: threeDaysEarlier, pictures: false });
      const listings = (db: TestDatabase) =>
        db.db
          .select({
            id: spaces.id,
            title: spaces.title,
            hourly: spaces.hourly_price,
            daily: spaces.daily_price,
            currency: spaces.currency,
            images: spaces.images,
          })
          .from(spaces)
          .orderBy(asc(spaces.id));
      const accounts = (db: TestDatabase) =>
        db.db.select({ id: users.id, email: users.email }).from(users).orderBy(asc(users.id));
      const first = await listings(handle);
      expect(await listings(other)).toEqual(first);
      expect(await accounts(other)).toEqual(await accounts(handle));
      expect(new Set(first.map((s) => s.title)).size).toBe(first.length);
    } finally {
      await other.close();
    }
  }, 120_000);

  it('plans the same bookings, ids and times for the same moment', () => {
    const plan = () => buildSeedPlan(now).bookings.map((b) => [b.id, b.start_time, b.total_price]);
    expect(plan()).toEqual(plan());
  });
});
