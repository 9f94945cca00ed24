import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgErrorCode, PG } from './errors.ts';
import {
  DEFAULT_TEST_PASSWORD,
  bookingAmounts,
  createBooking,
  createCategory,
  createPayout,
  createReview,
  createSpace,
  createSpaceType,
  createUser,
} from './factories.ts';
import { verifyPassword } from './passwords.ts';
import { profiles, spaceAvailability, spaces, users } from './schema/index.ts';
import { createTestDatabase, type TestDatabase } from './testing.ts';

let handle: TestDatabase;

beforeAll(async () => {
  handle = await createTestDatabase();
}, 60_000);

afterAll(async () => {
  await handle?.close();
});

describe('factories', () => {
  it('creates a user with a profile and a password that verifies', async () => {
    const user = await createUser(handle.db, {
      profile: { full_name: 'Ada Host', is_admin: true },
    });
    const [row] = await handle.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.email).toBe(user.email);
    expect(await verifyPassword(row!.encrypted_password, DEFAULT_TEST_PASSWORD)).toBe(true);
    const [profile] = await handle.db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(profile).toMatchObject({ full_name: 'Ada Host', is_admin: true });
  });

  it('creates categories with subcategories and space types with lowercased names', async () => {
    const category = await createCategory(handle.db, {
      name: 'studios',
      label: 'Studios',
      subcategories: [{ name: 'photo-studio', label: 'Photo Studio' }],
    });
    expect(category.subcategories.map((s) => [s.name, s.category_id])).toEqual([
      ['photo-studio', category.id],
    ]);
    expect((await createSpaceType(handle.db, { label: 'Event Venue' })).name).toBe('event venue');
  });

  it('prices a booking from the listing: subtotal, 10% fee half-up, total; JPY has no minor unit', async () => {
    const host = await createUser(handle.db);
    const guest = await createUser(handle.db);
    const space = await createSpace(handle.db, {
      user_id: host.id,
      currency: 'JPY',
      hourly_price: 2_345,
      daily_price: 45_005,
    });
    expect(bookingAmounts(space, 'hour', 3)).toEqual({
      subtotal: 7_035,
      platform_fee_amount: 704,
      total_price: 7_739,
    });
    const booking = await createBooking(handle.db, {
      space,
      user_id: guest.id,
      unit: 'day',
      duration: 3,
    });
    // 3 x 45,005 = 135,015; 10% is 13,501.5, rounded half-up to 13,502 yen.
    expect(booking).toMatchObject({
      subtotal: 135_015,
      platform_fee_amount: 13_502,
      total_price: 148_517,
      currency: 'JPY',
    });
    expect(booking.end_time.getTime() - booking.start_time.getTime()).toBe(72 * 3_600_000);
    expect(() => bookingAmounts(space, 'week', 1)).toThrow(/no week price/);
    const slots = await handle.db
      .select()
      .from(spaceAvailability)
      .where(eq(spaceAvailability.booking_id, booking.id));
    expect(slots).toHaveLength(1);
  });

  it('lets the database refuse an overlapping booking of the same listing', async () => {
    const host = await createUser(handle.db);
    const guest = await createUser(handle.db);
    const space = await createSpace(handle.db, { user_id: host.id });
    const start = new Date('2031-05-01T15:00:00Z');
    await createBooking(handle.db, { space, user_id: guest.id, start_time: start, duration: 3 });
    const overlapping = createBooking(handle.db, {
      space,
      user_id: guest.id,
      start_time: new Date('2031-05-01T17:00:00Z'),
    });
    await expect(overlapping).rejects.toSatisfy(
      (error) => pgErrorCode(error) === PG.exclusionViolation,
    );
    await createBooking(handle.db, {
      space,
      user_id: guest.id,
      start_time: new Date('2031-05-01T17:00:00Z'),
      status: 'cancelled',
    });
  });

  it('keeps the listing rating the mean of its reviews', async () => {
    const host = await createUser(handle.db);
    const guest = await createUser(handle.db);
    const space = await createSpace(handle.db, { user_id: host.id });
    await createReview(handle.db, { space_id: space.id, user_id: guest.id, rating: 5 });
    await createReview(handle.db, { space_id: space.id, user_id: guest.id, rating: 2 });
    const [row] = await handle.db.select().from(spaces).where(eq(spaces.id, space.id));
    expect(row).toMatchObject({ rating: 3.5, review_count: 2 });
  });

  it('pays the host 90% of the subtotal a day after the booking ends', async () => {
    const host = await createUser(handle.db);
    const guest = await createUser(handle.db);
    const space = await createSpace(handle.db, { user_id: host.id, hourly_price: 1_005 });
    const booking = await createBooking(handle.db, {
      space,
      user_id: guest.id,
      start_time: new Date('2020-01-01T10:00:00Z'),
      status: 'completed',
    });
    const payout = await createPayout(handle.db, {
      booking,
      host_id: host.id,
      now: new Date('2020-02-01T00:00:00Z'),
    });
    expect(payout).toMatchObject({
      amount: 905,
      status: 'paid',
      release_at: new Date('2020-01-02T11:00:00Z'),
    });
  });
});
