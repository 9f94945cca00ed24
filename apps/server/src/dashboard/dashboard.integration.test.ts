import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp } from '../../test/harness.ts';
import {
  at,
  bookAndPay,
  createBookingTestApp,
  createListing,
  intentBody,
  type BookingTestApp,
} from '../bookings/testing.ts';

type Account = Awaited<ReturnType<typeof signUp>>;
const ids = (bookings: { id: string }[]) => bookings.map((booking) => booking.id);

describe('the dashboard of guests and hosts', () => {
  let t: BookingTestApp;
  beforeAll(async () => {
    t = await createBookingTestApp();
  });
  afterAll(() => t.close());

  const dashboard = async (account: Account) => {
    const res = await call(t.app, 'GET', '/rest/v1/dashboard', { token: account.token });
    expect(res.status).toBe(200);
    return res.json;
  };

  it('shows someone new no bookings and no host figures to speak of', async () => {
    const newcomer = await signUp(t.app);
    expect(await dashboard(newcomer)).toMatchObject({
      my_bookings: { upcoming: [], past: [] },
      earnings: [],
      active_bookings: 0,
      listing_count: 0,
      recent_bookings: [],
      listings: [],
    });
  });

  it("shows a guest their own bookings, upcoming first, and no one else's", async () => {
    const guest = await signUp(t.app);
    const other = await signUp(t.app);
    const { host, space } = await createListing(t, { title: 'Canal Loft' });
    const slots = {
      dayOne: intentBody(space, at(t, 1, 10), 2),
      dayThree: intentBody(space, at(t, 3, 10), 1),
      dayTwo: intentBody(space, at(t, 2, 10), 1),
      othersDayFour: intentBody(space, at(t, 4, 10), 1),
    };
    const booked: Record<string, string> = {};
    for (const name of ['dayOne', 'dayThree', 'dayTwo'] as const)
      booked[name] = (await bookAndPay(t, guest.token, slots[name])).intent.bookingId;
    booked.othersDayFour = (await bookAndPay(t, other.token, slots.othersDayFour)).intent.bookingId;

    // Day one, 13:00: the first booking has ended.
    t.clock.set(at(t, 1, 13));
    const signIn = async (account: Account) => ({
      ...account,
      token: (
        await call(t.app, 'POST', '/auth/v1/token?grant_type=password', {
          body: { email: account.email, password: account.password },
        })
      ).json.access_token as string,
    });
    const guestNow = await signIn(guest);
    const hostNow = await signIn(host);

    const mine = await dashboard(guestNow);
    expect(ids(mine.my_bookings.upcoming)).toEqual([booked.dayTwo, booked.dayThree]);
    expect(ids(mine.my_bookings.past)).toEqual([booked.dayOne]);
    expect(mine.my_bookings.upcoming[0]).toMatchObject({
      status: 'confirmed',
      space: { id: space.id, title: 'Canal Loft', time_zone: space.time_zone },
    });
    // Someone who hosts nothing has no host figures.
    expect(mine).toMatchObject({
      earnings: [],
      active_bookings: 0,
      listing_count: 0,
      recent_bookings: [],
    });

    // The host books nothing; their listing's bookings follow the same order.
    const hosting = await dashboard(hostNow);
    expect(hosting.my_bookings).toEqual({ upcoming: [], past: [] });
    expect(ids(hosting.recent_bookings)).toEqual([
      booked.dayTwo,
      booked.dayThree,
      booked.othersDayFour,
      booked.dayOne,
    ]);
    expect(hosting.active_bookings).toBe(3);

    // A host who also books sees their own bookings beside the figures of their listings.
    const { space: elsewhere } = await createListing(t);
    const trip = await bookAndPay(t, hostNow.token, intentBody(elsewhere, at(t, 2, 15), 1));
    const both = await dashboard(hostNow);
    expect(ids(both.my_bookings.upcoming)).toEqual([trip.intent.bookingId]);
    expect(both.listing_count).toBe(1);
    expect(ids(both.recent_bookings)).not.toContain(trip.intent.bookingId);
  });

  it('shows at most 5 of a guest’s bookings, the next ones before any past one', async () => {
    const guest = await signUp(t.app);
    const { space } = await createListing(t);
    const made: string[] = [];
    for (const day of [6, 2, 5, 3, 7, 4])
      made.push(
        (await bookAndPay(t, guest.token, intentBody(space, at(t, day, 12), 1))).intent.bookingId,
      );
    const { my_bookings } = await dashboard(guest);
    expect(my_bookings.past).toEqual([]);
    // Days 2, 3, 4, 5 and 6: the one on day 7 is the sixth.
    expect(ids(my_bookings.upcoming)).toEqual([made[1], made[3], made[5], made[2], made[0]]);
  });
});
