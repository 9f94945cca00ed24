import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSpace, type SpaceInsert } from '@rentspace/db/factories';
import { distanceKm } from '@rentspace/core/places/geo';
import { call, signUp } from '../../test/harness.ts';
import {
  at,
  bookAndPay,
  createBookingTestApp,
  intentBody,
  type BookingTestApp,
} from '../bookings/testing.ts';

// Map searches (docs/product/search-and-cities.md#map-and-distance) and the approximate location
// (docs/product/listings.md#location-on-the-map), through HTTP on a real database.

let t: BookingTestApp;
let host: Awaited<ReturnType<typeof signUp>>;
let counter = 0;

type Card = { id: string; latitude: number; longitude: number; distance_km?: number };

async function listing(latitude: number, longitude: number, overrides: Partial<SpaceInsert> = {}) {
  counter += 1;
  return createSpace(t.db, {
    user_id: host.userId,
    title: `Map room ${counter}`,
    location: 'Mapton',
    country: 'Testland',
    currency: 'USD',
    hourly_price: 3000,
    time_zone: 'UTC',
    latitude,
    longitude,
    ...overrides,
  });
}

async function search(query: string): Promise<Card[]> {
  const res = await call(t.app, 'GET', `/rest/v1/spaces?limit=48&q=Map%20room&${query}`);
  if (res.status !== 200) throw new Error(`search ${query}: ${res.status} ${res.text}`);
  return res.json.data as Card[];
}

const ids = (cards: { id: string }[]) => cards.map((card) => card.id).sort();
const sorted = (...rows: { id: string }[]) => ids(rows);

beforeAll(async () => {
  t = await createBookingTestApp();
  host = await signUp(t.app);
});
afterAll(() => t.close());

describe('the approximate location', () => {
  it('is a few hundred metres from the pin, the same on every answer, and never the pin', async () => {
    const space = await listing(48.8566, 2.3522);
    const first = (await search('bbox=2.2,48.8,2.5,48.9')).find((card) => card.id === space.id)!;
    const again = (await search('bbox=2.2,48.8,2.5,48.9')).find((card) => card.id === space.id)!;
    const moved = distanceKm(
      { lat: 48.8566, lng: 2.3522 },
      { lat: first.latitude, lng: first.longitude },
    );
    expect(moved).toBeGreaterThan(0.14);
    expect(moved).toBeLessThan(0.41);
    expect([again.latitude, again.longitude]).toEqual([first.latitude, first.longitude]);

    const page = await call(t.app, 'GET', `/rest/v1/spaces/${space.id}`);
    expect(page.json).toMatchObject({
      latitude: first.latitude,
      longitude: first.longitude,
      location_exact: false,
      street_address: null,
    });
  });

  it('keeps its offset when the host moves the pin, so answers cannot be averaged', async () => {
    const space = await listing(10, 20);
    const before = (await search('bbox=19,9,21,11')).find((card) => card.id === space.id)!;
    await t.db.execute(
      `update spaces set latitude = 10.5, longitude = 20.5 where id = '${space.id}'`,
    );
    const after = (await search('bbox=19,9,21,11')).find((card) => card.id === space.id)!;
    expect(after.latitude - before.latitude).toBeCloseTo(0.5, 3);
  });

  it('gives the owner and a guest with a confirmed booking the exact pin', async () => {
    const space = await listing(51.5074, -0.1278, { street_address: '3 Pin Street' });
    const owner = await call(t.app, 'GET', `/rest/v1/spaces/${space.id}`, { token: host.token });
    expect(owner.json).toMatchObject({
      latitude: 51.5074,
      longitude: -0.1278,
      location_exact: true,
    });

    const guest = await signUp(t.app);
    const seen = await call(t.app, 'GET', `/rest/v1/spaces/${space.id}`, { token: guest.token });
    expect(seen.json.location_exact).toBe(false);
    expect(seen.json.latitude).not.toBe(51.5074);
    await bookAndPay(t, guest.token, intentBody(space, at(t, 9, 10), 1));
    const booked = await call(t.app, 'GET', `/rest/v1/spaces/${space.id}`, { token: guest.token });
    expect(booked.json).toMatchObject({
      latitude: 51.5074,
      longitude: -0.1278,
      location_exact: true,
      street_address: '3 Pin Street',
    });
  });
});

describe('GET /rest/v1/spaces?bbox=west,south,east,north', () => {
  it('keeps the listings in the box, with every other filter', async () => {
    const inside = await listing(-33.87, 151.21, { type: 'office' });
    const insideStudio = await listing(-33.86, 151.2, { type: 'studio' });
    const outside = await listing(-37.81, 144.96, { type: 'office' });
    expect(await search('bbox=150.9,-34.1,151.5,-33.6')).toSatisfy(
      (cards: Card[]) =>
        ids(cards).includes(inside.id) &&
        ids(cards).includes(insideStudio.id) &&
        !ids(cards).includes(outside.id),
    );
    expect(ids(await search('bbox=150.9,-34.1,151.5,-33.6&type=office'))).toEqual(sorted(inside));
    expect(ids(await search('bbox=150.9,-34.1,151.5,-33.6&currency=USD&max_price=20'))).toEqual([]);
  });

  it('works across the antimeridian', async () => {
    const east = await listing(-17.7, 179.5);
    const west = await listing(-17.7, -179.5);
    const far = await listing(-17.7, 170);
    const found = ids(await search('bbox=179,-18,-179,-17'));
    expect(found).toEqual(sorted(east, west));
    expect(found).not.toContain(far.id);
  });

  it('leaves out listings without a pin', async () => {
    const unpinned = await listing(0, 0, { latitude: null, longitude: null });
    expect(ids(await search('bbox=-180,-90,180,90'))).not.toContain(unpinned.id);
  });
});

describe('GET /rest/v1/spaces?near=lat,lng&radius_km=', () => {
  it('sorts by distance within the radius, gives the distance, and pages in that order', async () => {
    const centre = { lat: 35.6895, lng: 139.6917 };
    const near = await listing(35.69, 139.7);
    const middle = await listing(35.72, 139.75);
    const far = await listing(35.8, 139.9);
    const outside = await listing(36.5, 140.5);
    const cards = await search('near=35.6895,139.6917&radius_km=40');
    expect(cards.map((card) => card.id)).toEqual([near.id, middle.id, far.id]);
    for (const card of cards) {
      expect(card.distance_km).toBeCloseTo(
        distanceKm(centre, { lat: card.latitude, lng: card.longitude }),
        1,
      );
    }
    expect(ids(cards)).not.toContain(outside.id);

    const paged: string[] = [];
    let cursor = '';
    do {
      const res = await call(
        t.app,
        'GET',
        `/rest/v1/spaces?q=Map%20room&near=35.6895,139.6917&radius_km=40&limit=1${cursor}`,
      );
      paged.push(...(res.json.data as Card[]).map((card) => card.id));
      cursor = res.json.next_cursor ? `&cursor=${res.json.next_cursor}` : '';
    } while (cursor);
    expect(paged).toEqual([near.id, middle.id, far.id]);
  });

  it('pages listings at the same distance in id order, and leaves out the box beyond the radius', async () => {
    // Without the offset the approximate point is the pin, so these 30 are at one distance: more
    // than a nearest-first read takes beyond a page of one.
    const exact = { location_offset_m: 0, location_offset_bearing: 0, title: 'Map room tie' };
    const nearer = await listing(-33.865, 151.21, exact);
    const tied = await Promise.all(
      Array.from({ length: 30 }, () => listing(-33.87, 151.21, exact)),
    );
    const farther = await listing(-33.9, 151.21, exact);
    // 10.5 km due north: inside the box around the 10 km circle, beyond its radius.
    const beyond = await listing(-33.7656, 151.21, exact);
    const expected = [nearer.id, ...tied.map((space) => space.id).sort(), farther.id];
    const query = 'q=Map%20room%20tie&near=-33.86,151.21&radius_km=10';

    const whole = (await call(t.app, 'GET', `/rest/v1/spaces?${query}&limit=48`)).json
      .data as Card[];
    expect(whole.map((card) => card.id)).toEqual(expected);
    expect(whole[1]!.distance_km).toBeCloseTo(
      distanceKm({ lat: -33.86, lng: 151.21 }, { lat: -33.87, lng: 151.21 }),
      2,
    );
    const paged: string[] = [];
    let cursor = '';
    do {
      const res = await call(t.app, 'GET', `/rest/v1/spaces?${query}&limit=1${cursor}`);
      paged.push(...(res.json.data as Card[]).map((card) => card.id));
      cursor = res.json.next_cursor ? `&cursor=${res.json.next_cursor}` : '';
    } while (cursor);
    expect(paged).toEqual(expected);
    expect(paged).not.toContain(beyond.id);
  });

  it('keeps another order when one is asked for', async () => {
    const cheap = await listing(-22.9, -43.2, { hourly_price: 1000 });
    const dear = await listing(-22.91, -43.21, { hourly_price: 9000 });
    const cards = await search('near=-22.9,-43.2&radius_km=5&currency=USD&sort=price_desc');
    expect(cards.map((card) => card.id)).toEqual([dear.id, cheap.id]);
  });
});

describe('bad map parameters', () => {
  it.each([
    ['bbox=west', 'bbox', 'Send the map area as west,south,east,north in degrees'],
    ['bbox=0,10,1,5', 'bbox', 'The north edge must be above the south edge'],
    ['bbox=0,0,181,1', 'bbox', 'Send the map area as west,south,east,north in degrees'],
    ['near=91,0', 'near', 'Send a place as latitude,longitude in degrees'],
    ['near=1,2&radius_km=0', 'radius_km', 'Choose a radius from 0.1 to 500 km'],
    ['near=1,2&radius_km=900', 'radius_km', 'Choose a radius from 0.1 to 500 km'],
    ['radius_km=5', 'near', 'Choose a place to search around'],
    ['sort=distance', 'near', 'Choose a place to sort by distance'],
  ])('%s: 400 on %s', async (query, field, message) => {
    const res = await call(t.app, 'GET', `/rest/v1/spaces?${query}`);
    expect(res.status).toBe(400);
    expect(res.json.error.fields[field]).toContain(message);
  });

  it('documents bbox, near and radius_km in the OpenAPI document', async () => {
    const res = await call(t.app, 'GET', '/rest/v1/openapi.json');
    const parameters = (
      res.json.paths['/spaces'].get.parameters as { name: string; description?: string }[]
    ).filter((parameter) => ['bbox', 'near', 'radius_km'].includes(parameter.name));
    expect(parameters.map((parameter) => parameter.name).sort()).toEqual([
      'bbox',
      'near',
      'radius_km',
    ]);
    expect(parameters.every((parameter) => parameter.description)).toBe(true);
  });
});
