import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  createBooking,
  createCategory,
  createSpace,
  createUser,
  type SpaceInsert,
} from '@rentspace/db/factories';
import { call, createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let hostId: string;
let guestId: string;
let counter = 0;

async function listing(overrides: Partial<SpaceInsert> = {}) {
  counter += 1;
  return createSpace(t.db, {
    user_id: hostId,
    title: `Filter room ${counter}`,
    type: 'office',
    location: 'Filterburg',
    country: 'Testland',
    currency: 'USD',
    hourly_price: 5000,
    capacity: 4,
    time_zone: 'UTC',
    ...overrides,
  });
}

async function ids(query: string): Promise<string[]> {
  const res = await call(t.app, 'GET', `/rest/v1/spaces?limit=48&${query}`);
  if (res.status !== 200) throw new Error(`search ${query}: ${res.status} ${res.text}`);
  return (res.json.data as { id: string }[]).map((space) => space.id).sort();
}

const sorted = (...list: { id: string }[]) => list.map((item) => item.id).sort();

beforeAll(async () => {
  t = await createTestApp();
  hostId = (await createUser(t.db)).id;
  guestId = (await createUser(t.db)).id;
});
afterAll(() => t.close());

describe('GET /rest/v1/spaces: filters', () => {
  it('filters on rental type', async () => {
    const van = await listing({ title: 'Rental type van', rental_type: 'vehicle', type: 'van' });
    await listing({ title: 'Rental type room', rental_type: 'space' });
    expect(await ids('q=rental%20type&rental_type=vehicle')).toEqual(sorted(van));
  });

  it('filters on a category name or a subcategory name', async () => {
    const studios = await createCategory(t.db, {
      name: 'studios-test',
      subcategories: [
        { name: 'photo-studio-test', label: 'Photo' },
        { name: 'podcast-test', label: 'Podcast' },
      ],
    });
    const gear = await createCategory(t.db, {
      name: 'gear-test',
      subcategories: [{ name: 'camera-test', label: 'Camera' }],
    });
    const photo = await listing({
      title: 'Cat photo',
      category_id: studios.id,
      subcategory_id: studios.subcategories[0]!.id,
    });
    const podcast = await listing({
      title: 'Cat podcast',
      category_id: studios.id,
      subcategory_id: studios.subcategories[1]!.id,
    });
    const camera = await listing({
      title: 'Cat camera',
      category_id: gear.id,
      subcategory_id: gear.subcategories[0]!.id,
    });
    expect(await ids('category=studios-test')).toEqual(sorted(photo, podcast));
    expect(await ids('category=photo-studio-test')).toEqual(sorted(photo));
    expect(await ids('category=camera-test')).toEqual(sorted(camera));
    expect(await ids('category=no-such-category')).toEqual([]);
  });

  it('filters on the exact location (any case), a city page rule, the country', async () => {
    const exact = await listing({
      title: 'Place exact',
      location: 'Gotham City',
      country: 'Freedonia',
    });
    const suburb = await listing({
      title: 'Place suburb',
      location: 'North Gotham City',
      country: 'Freedonia',
    });
    expect(await ids('location=gotham%20city')).toEqual(sorted(exact));
    expect(await ids('country=freedonia')).toEqual(sorted(exact, suburb));
    expect(await ids('q=place&not_country=Freedonia')).toEqual([]);
    const downtown = await listing({
      title: 'Place SJ',
      location: 'Downtown San Jose',
      country: 'United States',
    });
    const county = await listing({
      title: 'Place county',
      location: 'Santa Clara County',
      country: 'United States',
    });
    await listing({
      title: 'Place santa clara',
      location: 'Santa Clara',
      country: 'United States',
    });
    expect(await ids('city=san-jose')).toEqual(sorted(downtown, county));
    const nyc = await listing({
      title: 'Place NYC',
      location: 'new york',
      country: 'United States',
    });
    await listing({
      title: 'Place Brooklyn',
      location: 'Brooklyn, New York',
      country: 'United States',
    });
    expect(await ids('city=new-york')).toEqual(sorted(nyc));
  });

  it('filters prices within one currency: decimals in, minor units compared (JPY has none)', async () => {
    const cheap = await listing({ title: 'Priced cheap', hourly_price: 1999, currency: 'EUR' });
    const mid = await listing({ title: 'Priced mid', hourly_price: 2000, currency: 'EUR' });
    const dear = await listing({ title: 'Priced dear', hourly_price: 9000, currency: 'EUR' });
    await listing({ title: 'Priced dollars', hourly_price: 2000, currency: 'USD' });
    const yen = await listing({ title: 'Priced yen', hourly_price: 3000, currency: 'JPY' });
    expect(await ids('q=priced&currency=EUR&min_price=20')).toEqual(sorted(mid, dear));
    expect(await ids('q=priced&currency=EUR&max_price=19.99')).toEqual(sorted(cheap));
    expect(await ids('q=priced&currency=EUR&min_price=19.99&max_price=20')).toEqual(
      sorted(cheap, mid),
    );
    expect(await ids('q=priced&currency=JPY&min_price=3000&max_price=3000')).toEqual(sorted(yen));
    expect(await ids('q=priced&currency=EUR')).toEqual(sorted(cheap, mid, dear));
  });

  it('keeps spaces for at least the asked number of people', async () => {
    const small = await listing({ title: 'Seats small', capacity: 2 });
    const big = await listing({ title: 'Seats big', capacity: 12 });
    expect(await ids('q=seats&capacity=2')).toEqual(sorted(small, big));
    expect(await ids('q=seats&capacity=3')).toEqual(sorted(big));
  });

  it("keeps only spaces free for the asked hours, in each listing's own time zone", async () => {
    // A day within every listing's booking window (12 months by default), and the day after.
    const day = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const next = new Date(Date.now() + 31 * 86_400_000).toISOString().slice(0, 10);
    const utc = await listing({ title: 'Slotted utc', time_zone: 'UTC' });
    const tokyo = await listing({ title: 'Slotted tokyo', time_zone: 'Asia/Tokyo' });
    const cancelled = await listing({ title: 'Slotted cancelled', time_zone: 'UTC' });
    // 10:00-12:00 booked in each listing's zone on that day (Tokyo is UTC+9).
    await createBooking(t.db, {
      space: utc,
      user_id: guestId,
      start_time: new Date(`${day}T10:00:00Z`),
      duration: 2,
    });
    await createBooking(t.db, {
      space: tokyo,
      user_id: guestId,
      start_time: new Date(`${day}T01:00:00Z`),
      duration: 2,
    });
    await createBooking(t.db, {
      space: cancelled,
      user_id: guestId,
      start_time: new Date(`${day}T10:00:00Z`),
      duration: 2,
      status: 'cancelled',
    });
    const all = sorted(utc, tokyo, cancelled);
    expect(await ids(`q=slotted&date=${day}&start=11:00`)).toEqual(sorted(cancelled));
    expect(await ids(`q=slotted&date=${day}&start=09:00&duration=1`)).toEqual(all);
    expect(await ids(`q=slotted&date=${day}&start=09:00&duration=2`)).toEqual(sorted(cancelled));
    // The slot ends at 12:00: a stay from 12:00 touches it without overlapping.
    expect(await ids(`q=slotted&date=${day}&start=12:00&duration=3`)).toEqual(all);
    expect(await ids(`q=slotted&date=${next}&start=10:00&duration=24`)).toEqual(all);
  });

  it('keeps only spaces whose booking rules allow the asked hours: opening hours, buffer, notice, window, rental limits', async () => {
    const inDays = (days: number) =>
      new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const day = inDays(20);
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    const closedThatDay = Array.from({ length: 7 }, (_, index) =>
      index === weekday ? null : { from: 9, to: 21 },
    );
    const plain = await listing({ title: 'Ruled plain' });
    const closed = await listing({ title: 'Ruled closed', opening_hours: closedThatDay });
    const late = await listing({
      title: 'Ruled late',
      opening_hours: Array.from({ length: 7 }, () => ({ from: 14, to: 20 })),
    });
    const buffered = await listing({ title: 'Ruled buffered', buffer_minutes: 60 });
    const unbuffered = await listing({ title: 'Ruled unbuffered' });
    const notice = await listing({ title: 'Ruled notice', min_notice_hours: 168 });
    const window = await listing({ title: 'Ruled window', booking_window_months: 1 });
    const limits = await listing({
      title: 'Ruled limits',
      min_rental_duration: 2,
      max_rental_duration: 3,
    });
    // Booked 12:00-13:00: the buffered listing keeps 13:00-14:00 free too.
    for (const space of [buffered, unbuffered]) {
      await createBooking(t.db, {
        space,
        user_id: guestId,
        start_time: new Date(`${day}T12:00:00Z`),
        duration: 1,
      });
    }
    // 10:00-12:00 ends as the booking starts: the buffered listing would need 12:00-13:00 free.
    expect(await ids(`q=ruled&date=${day}&start=10:00&duration=2`)).toEqual(
      sorted(plain, unbuffered, notice, window, limits),
    );
    // 13:00 starts right after the booking: only listings without a buffer take it.
    expect(await ids(`q=ruled&date=${day}&start=13:00&duration=2`)).toEqual(
      sorted(plain, unbuffered, notice, window, limits),
    );
    // 14:00 is past the buffer, and the late listing's first start.
    expect(await ids(`q=ruled&date=${day}&start=14:00&duration=2`)).toEqual(
      sorted(plain, late, buffered, unbuffered, notice, window, limits),
    );
    expect(await ids(`q=ruled&date=${day}&start=14:00&duration=1`)).not.toContain(limits.id);
    expect(await ids(`q=ruled&date=${day}&start=14:00&duration=4`)).not.toContain(limits.id);
    // 10:00-11:00 would need 11:00-12:00 free after it on the buffered listing: it is.
    expect(await ids(`q=ruled&date=${day}&start=10:00&duration=1`)).toContain(buffered.id);
    expect(await ids(`q=ruled&date=${day}&start=11:00&duration=1`)).not.toContain(buffered.id);
    // Tomorrow is inside a week's notice; sixty days out is past a month's window.
    expect(await ids(`q=ruled&date=${inDays(1)}&start=15:00&duration=2`)).not.toContain(notice.id);
    expect(await ids(`q=ruled&date=${inDays(60)}&start=15:00&duration=2`)).toEqual(
      sorted(plain, closed, late, buffered, unbuffered, notice, limits),
    );
  });

  it('orders by price within the currency and by rating', async () => {
    const a = await listing({
      title: 'Order a',
      location: 'Ordertown',
      hourly_price: 300,
      currency: 'GBP',
      rating: 3,
    });
    const b = await listing({
      title: 'Order b',
      location: 'Ordertown',
      hourly_price: 100,
      currency: 'GBP',
      rating: 5,
    });
    const c = await listing({
      title: 'Order c',
      location: 'Ordertown',
      hourly_price: 200,
      currency: 'GBP',
      rating: 4,
    });
    const order = async (query: string) =>
      (
        (await call(t.app, 'GET', `/rest/v1/spaces?location=Ordertown&${query}`)).json.data as {
          id: string;
        }[]
      ).map((s) => s.id);
    expect(await order('sort=price_asc&currency=GBP')).toEqual([b.id, c.id, a.id]);
    expect(await order('sort=price_desc&currency=GBP')).toEqual([a.id, c.id, b.id]);
    expect(await order('sort=rating')).toEqual([b.id, c.id, a.id]);
  });
});

describe('GET /rest/v1/spaces: bad parameters', () => {
  const cases: [string, string, string][] = [
    ['limit=0', 'limit', 'Ask for 1 to 48 results'],
    ['limit=49', 'limit', 'Ask for 1 to 48 results'],
    ['limit=ten', 'limit', 'Ask for 1 to 48 results'],
    ['sort=cheapest', 'sort', 'Choose an order from the list'],
    ['region=Atlantis', 'region', 'Choose a region from the list'],
    ['rental_type=spaceship', 'rental_type', 'Choose a rental type from the list'],
    ['currency=XYZ', 'currency', 'Choose a currency from the list'],
    ['min_price=10', 'currency', 'Choose a currency to filter or sort by price'],
    ['sort=price_asc', 'currency', 'Choose a currency to filter or sort by price'],
    [
      'currency=USD&min_price=-1',
      'min_price',
      'Enter a price of 0 or more, with at most two decimals',
    ],
    [
      'currency=USD&max_price=1.234',
      'max_price',
      'Enter a price of 0 or more, with at most two decimals',
    ],
    [
      'currency=USD&min_price=20&max_price=10',
      'max_price',
      'The maximum price must be at least the minimum price',
    ],
    ['capacity=0', 'capacity', 'Enter a number of people from 1 to 10000'],
    ['capacity=2.5', 'capacity', 'Enter a number of people from 1 to 10000'],
    ['date=2031-02-30&start=10:00', 'date', 'Enter a date as YYYY-MM-DD'],
    ['date=2031-06-10&start=08:00', 'start', 'Choose a start time between 09:00 and 21:00'],
    ['date=2031-06-10', 'start', 'Pick a start time'],
    ['start=10:00', 'date', 'Pick a date to check availability'],
    ['date=2031-06-10&start=10:00&duration=25', 'duration', 'Choose a duration of 1 to 24 hours'],
    ['city=atlantis', 'city', 'City not found'],
    [`q=${'a'.repeat(101)}`, 'q', 'Use at most 100 characters'],
    ['cursor=not-a-cursor', 'cursor', 'This page link is no longer valid; start the search again'],
  ];
  for (const [query, field, message] of cases) {
    it(`answers 400 naming ${field} for ${query.slice(0, 40)}`, async () => {
      const res = await call(t.app, 'GET', `/rest/v1/spaces?${query}`);
      expect(res.status).toBe(400);
      expect(res.json.error.code).toBe('validation_failed');
      expect(res.json.error.fields[field]).toContain(message);
    });
  }

  it('treats empty parameters (an untouched GET form) as no filter', async () => {
    const res = await call(
      t.app,
      'GET',
      '/rest/v1/spaces?q=&type=&region=&min_price=&currency=&date=&start=&sort=&limit=',
    );
    expect(res.status).toBe(200);
  });

  it('never answers 500, whatever the query string', async () => {
    const keys = [
      'q',
      'type',
      'region',
      'currency',
      'min_price',
      'max_price',
      'capacity',
      'date',
      'start',
      'duration',
      'sort',
      'cursor',
      'limit',
      'city',
      'category',
      'location',
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom(...keys), fc.string({ maxLength: 30 }), { maxKeys: 5 }),
        async (params) => {
          const res = await call(t.app, 'GET', `/rest/v1/spaces?${new URLSearchParams(params)}`);
          expect([200, 400]).toContain(res.status);
        },
      ),
      { numRuns: 150 },
    );
  });
});
