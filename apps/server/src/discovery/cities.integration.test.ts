import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking, createSpace, createUser, type SpaceInsert } from '@rentspace/db/factories';
import { CITIES, LOCATION_SLUGS } from '@rentspace/core/cities/catalog';
import { spaceTypes } from '@rentspace/db';
import { call, createTestApp, type TestApp } from '../../test/harness.ts';
import { fixedClock } from '../clock.ts';

const NOW = new Date('2031-03-15T12:00:00Z');
const DAY = 24 * 3_600_000;
let t: TestApp;
let hostId: string;
let guestId: string;

async function listing(overrides: Partial<SpaceInsert>) {
  return createSpace(t.db, {
    user_id: hostId,
    type: 'office',
    currency: 'USD',
    hourly_price: 5000,
    rating: 0,
    ...overrides,
  });
}

async function cityPage(slug: string) {
  const res = await call(t.app, 'GET', `/rest/v1/cities/${slug}`);
  return res;
}

const idsOf = (res: Awaited<ReturnType<typeof cityPage>>) =>
  (res.json.spaces.data as { id: string }[]).map((s) => s.id).sort();
const sorted = (...list: { id: string }[]) => list.map((item) => item.id).sort();

/** Each block gets its own database, so the listings of one cannot change another's figures. */
function freshApp() {
  beforeAll(async () => {
    t = await createTestApp({ clock: fixedClock(NOW) });
    hostId = (await createUser(t.db)).id;
    guestId = (await createUser(t.db)).id;
  });
  afterAll(() => t.close());
}

describe('city pages: which listings belong to a city', () => {
  freshApp();
  it("applies every city's rule: exact location for the route table's cities, contains for the others", async () => {
    const placed = new Map<string, { exact: string; around: string }>();
    for (const city of CITIES) {
      const exact = await listing({
        title: `In ${city.name}`,
        location: city.match.terms[0]!.toUpperCase(),
        country: city.country,
      });
      const around = await listing({
        title: `Near ${city.name}`,
        location: `Old Town, ${city.match.terms[0]}`,
        country: city.country,
      });
      placed.set(city.slug, { exact: exact.id, around: around.id });
    }
    for (const city of CITIES) {
      const res = await cityPage(city.slug);
      expect(res.status, city.slug).toBe(200);
      const found = idsOf(res);
      const mine = placed.get(city.slug)!;
      expect(found, city.slug).toContain(mine.exact);
      if (city.match.mode === 'exact') expect(found, city.slug).not.toContain(mine.around);
      else expect(found, city.slug).toContain(mine.around);
    }
  });

  it('matches San Jose by "san jose" or "santa clara county" and Riverview by "riverview", ignoring case', async () => {
    const downtown = await listing({ location: 'Downtown SAN JOSE' });
    const county = await listing({ location: 'Campbell, Santa Clara County' });
    const clara = await listing({ location: 'Santa Clara' });
    const sanJose = idsOf(await cityPage('san-jose'));
    expect(sanJose).toEqual(expect.arrayContaining(sorted(downtown, county)));
    expect(sanJose).not.toContain(clara.id);
    const riverview = await listing({ location: 'riverview, fl' });
    const tampa = await listing({ location: 'Tampa' });
    const found = idsOf(await cityPage('riverview'));
    expect(found).toContain(riverview.id);
    expect(found).not.toContain(tampa.id);
  });

  it('answers 404 "City not found" for an unknown city, and resolves /cities slugs in any case', async () => {
    const res = await cityPage('atlantis');
    expect(res.status).toBe(404);
    expect(res.json.error.message).toBe('City not found');
    const upper = await cityPage('NEW-YORK');
    expect(upper.status).toBe(200);
    expect(upper.json).toMatchObject({
      slug: 'new-york',
      name: 'New York',
      title: 'Rent Spaces in New York',
    });
  });
});

describe('city pages: the four figures, from real data', () => {
  freshApp();
  it('counts available spaces, averages hourly prices in the city currency, counts monthly bookings and rates', async () => {
    const city = { location: 'Dallas', country: 'United States' };
    const a = await listing({ ...city, hourly_price: 1000, rating: 4 });
    const b = await listing({ ...city, hourly_price: 2000, rating: 5 });
    const c = await listing({ ...city, hourly_price: 4001, rating: 0 });
    const euro = await listing({ ...city, hourly_price: 900_000, currency: 'EUR', rating: 3 });
    await listing({ ...city, hourly_price: 99_999, rating: 1, is_published: false });
    await listing({ ...city, hourly_price: 99_999, rating: 1, available: false });
    await listing({ location: 'North Dallas', hourly_price: 99_999, rating: 1 });
    // Bookings made in the last 30 days and paid count; cancelled, pending, older and elsewhere do not.
    const at = (daysAgo: number) => new Date(NOW.getTime() - daysAgo * DAY);
    const start = (n: number) => new Date(Date.UTC(2031, 3, 1 + n, 10));
    await createBooking(t.db, {
      space: a,
      user_id: guestId,
      start_time: start(1),
      created_at: at(1),
    });
    await createBooking(t.db, {
      space: b,
      user_id: guestId,
      start_time: start(2),
      created_at: at(29),
      status: 'completed',
    });
    await createBooking(t.db, {
      space: euro,
      user_id: guestId,
      start_time: start(3),
      created_at: at(10),
    });
    await createBooking(t.db, {
      space: a,
      user_id: guestId,
      start_time: start(4),
      created_at: at(2),
      status: 'cancelled',
    });
    await createBooking(t.db, {
      space: a,
      user_id: guestId,
      start_time: start(5),
      created_at: at(2),
      status: 'pending',
    });
    await createBooking(t.db, {
      space: c,
      user_id: guestId,
      start_time: start(6),
      created_at: at(31),
    });
    const res = await cityPage('dallas');
    expect(res.json.stats).toEqual({
      available_spaces: 4,
      average_hourly_rate: 2334, // (1000 + 2000 + 4001) / 3, in cents: the EUR listing is not averaged in
      currency: 'USD',
      priced_spaces: 3,
      monthly_bookings: 3,
      average_rating: 4, // (4 + 5 + 3) / 3
      rated_spaces: 3,
    });
  });

  it('reports zeros for a city without listings', async () => {
    const res = await cityPage('houston');
    expect(res.json.stats).toEqual({
      available_spaces: 0,
      average_hourly_rate: 0,
      currency: 'USD',
      priced_spaces: 0,
      monthly_bookings: 0,
      average_rating: 0,
      rated_spaces: 0,
    });
    expect(res.json.spaces.data).toEqual([]);
  });

  it('averages in the most used currency when none is in the city currency', async () => {
    await listing({
      location: 'Melbourne',
      country: 'Australia',
      currency: 'USD',
      hourly_price: 3000,
    });
    await listing({
      location: 'Melbourne',
      country: 'Australia',
      currency: 'EUR',
      hourly_price: 1000,
    });
    await listing({
      location: 'Melbourne',
      country: 'Australia',
      currency: 'EUR',
      hourly_price: 2000,
    });
    const res = await cityPage('melbourne');
    expect(res.json.stats).toMatchObject({
      available_spaces: 3,
      currency: 'EUR',
      average_hourly_rate: 1500,
      priced_spaces: 2,
    });
  });
});

describe('location pages (/{city}/{type})', () => {
  freshApp();
  beforeAll(async () => {
    await t.db
      .insert(spaceTypes)
      .values([
        { name: 'studio', label: 'Studio' },
        { name: 'photo studio', label: 'Photo Studio' },
      ])
      .onConflictDoNothing();
  });

  it('lists spaces whose location contains the city name and whose type is the one asked', async () => {
    const brooklyn = await listing({ location: 'Brooklyn, New York', type: 'studio' });
    const manhattan = await listing({ location: 'new york', type: 'studio' });
    await listing({ location: 'Brooklyn, New York', type: 'office' });
    await listing({ location: 'York', type: 'studio' });
    const photo = await listing({ location: 'Queens, New York', type: 'photo studio' });
    const page = await t.services.publicApi.locationPage('new-york', 'studio');
    expect(page?.type).toEqual({ name: 'studio', label: 'Studio' });
    expect(page!.spaces.data.map((s) => s.id).sort()).toEqual(sorted(brooklyn, manhattan));
    const byslug = await t.services.publicApi.locationPage('new-york', 'photo-studio');
    expect(byslug!.spaces.data.map((s) => s.id)).toEqual([photo.id]);
  });

  it('knows only the 20 location slugs and existing space types', async () => {
    expect(LOCATION_SLUGS).toHaveLength(20);
    expect(await t.services.publicApi.locationPage('chicago', 'studio')).toBeNull();
    expect(await t.services.publicApi.locationPage('atlantis', 'studio')).toBeNull();
    expect(await t.services.publicApi.locationPage('tokyo', 'spaceship')).toBeNull();
    const empty = await t.services.publicApi.locationPage('tokyo', 'studio');
    expect(empty?.spaces.data).toEqual([]);
  });
});
