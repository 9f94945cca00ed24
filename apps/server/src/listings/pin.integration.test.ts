import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PUBLISH_PIN_MESSAGE } from '@rentspace/core/listings/schema';
import { queryRows } from '@rentspace/db';
import { createSpace, createUser } from '@rentspace/db/factories';
import { fillMissingPins } from '../places/backfill.ts';
import { call, createTestApp, signUp, type TestApp } from '../../test/harness.ts';
import { addTypes, createListing, listingBody } from './testing.ts';

// The listing's pin (docs/product/listings.md#location-on-the-map): sent by the form, kept while
// the place stays the same, else the city's centre from the bundled gazetteer or a geocoder.

describe('the pin of a listing, with no geocoder configured', () => {
  let t: TestApp;
  let host: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    t = await createTestApp();
    await addTypes(t.db);
    host = await signUp(t.app);
  });
  afterAll(() => t.close());

  it('starts at the city centre from the gazetteer when the form sends none', async () => {
    const created = await createListing(t.app, host.token, { is_published: true });
    expect(created).toMatchObject({ latitude: 40.71427, longitude: -74.00597 });
  });

  it('keeps the pin the host placed, and keeps it over edits of the same place', async () => {
    const created = await createListing(t.app, host.token, { latitude: 40.7, longitude: -73.99 });
    expect(created).toMatchObject({ latitude: 40.7, longitude: -73.99 });
    const edited = await call(t.app, 'PUT', `/rest/v1/spaces/${created.id}`, {
      token: host.token,
      body: listingBody({ title: 'Renamed loft' }),
    });
    expect(edited.json).toMatchObject({ latitude: 40.7, longitude: -73.99 });
  });

  it('moves to the new city when the host changes the place without placing a pin', async () => {
    const created = await createListing(t.app, host.token, { latitude: 40.7, longitude: -73.99 });
    const edited = await call(t.app, 'PUT', `/rest/v1/spaces/${created.id}`, {
      token: host.token,
      body: listingBody({ location: 'Camden', city: 'London', country: 'United Kingdom' }),
    });
    expect(edited.json).toMatchObject({ latitude: 51.50853, longitude: -0.12574 });
  });

  it('refuses to publish a listing whose place the gazetteer does not know, without a pin', async () => {
    const unknown = { location: 'Nowhereville', city: 'Nowhereville', country: 'Atlantis' };
    const refused = await call(t.app, 'POST', '/rest/v1/spaces', {
      token: host.token,
      body: listingBody({ ...unknown, is_published: true }),
    });
    expect(refused.status).toBe(400);
    expect(refused.json.error.fields.latitude).toEqual([PUBLISH_PIN_MESSAGE]);

    const draft = await createListing(t.app, host.token, unknown);
    expect(draft).toMatchObject({ latitude: null, longitude: null, is_published: false });
    const publish = await call(t.app, 'POST', `/rest/v1/spaces/${draft.id}/publication`, {
      token: host.token,
      body: { is_published: true },
    });
    expect(publish.status).toBe(422);
    expect(publish.json.error).toMatchObject({
      code: 'pin_required',
      message: PUBLISH_PIN_MESSAGE,
    });
  });

  it('asks for latitude and longitude together, in range', async () => {
    const res = await call(t.app, 'POST', '/rest/v1/spaces', {
      token: host.token,
      body: listingBody({ latitude: 95 }),
    });
    expect(res.status).toBe(400);
    expect(res.json.error.fields).toMatchObject({
      latitude: ['Enter a latitude from -90 to 90'],
      longitude: ['Send latitude and longitude together'],
    });
  });
});

describe('the pin of a listing, with a Nominatim-compatible geocoder', () => {
  let geocoder: Server;
  const asked: string[] = [];
  let answer: (query: string) => { status: number; body: unknown };
  let t: TestApp;
  let host: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    geocoder = createServer((req, res) => {
      const query = new URL(req.url ?? '/', 'http://geocoder').searchParams.get('q') ?? '';
      asked.push(`${new URL(req.url ?? '/', 'http://geocoder').pathname} ${query}`);
      const { status, body } = answer(query);
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => geocoder.listen(0, '127.0.0.1', resolve));
    const { port } = geocoder.address() as AddressInfo;
    t = await createTestApp({ env: { GEOCODER_URL: `http://127.0.0.1:${port}/nominatim` } });
    await addTypes(t.db);
    host = await signUp(t.app);
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => geocoder.close(resolve));
  });

  it('places the pin at the address the geocoder finds', async () => {
    answer = () => ({ status: 200, body: [{ lat: '40.70231', lon: '-73.98706' }] });
    const created = await createListing(t.app, host.token);
    expect(created).toMatchObject({ latitude: 40.70231, longitude: -73.98706 });
    expect(asked.at(-1)).toBe('/nominatim/search 12 Water St, New York, NY, United States');
  });

  it('falls back to the city centre when the geocoder fails or finds nothing', async () => {
    answer = () => ({ status: 503, body: { error: 'busy' } });
    expect(await createListing(t.app, host.token)).toMatchObject({ latitude: 40.71427 });
    answer = () => ({ status: 200, body: [] });
    expect(await createListing(t.app, host.token)).toMatchObject({ latitude: 40.71427 });
  });
});

describe('listings made before pins existed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('get their city centre, except where the gazetteer does not know the place', async () => {
    const host = await createUser(t.db);
    const chicago = await createSpace(t.db, {
      user_id: host.id,
      location: 'West Loop',
      city: 'Chicago',
      latitude: null,
      longitude: null,
    });
    const unknown = await createSpace(t.db, {
      user_id: host.id,
      location: 'Nowhereville',
      city: 'Nowhereville',
      latitude: null,
      longitude: null,
    });
    const pinned = await createSpace(t.db, { user_id: host.id, latitude: 1, longitude: 2 });
    expect(await fillMissingPins(t.db)).toBe(1);
    const rows = await queryRows<{ id: string; latitude: number | null; approx: number | null }>(
      t.db,
      sql`select id, latitude, approx_latitude as approx from spaces`,
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(chicago.id)).toMatchObject({ latitude: 41.85003 });
    expect(byId.get(chicago.id)?.approx).not.toBeNull();
    expect(byId.get(unknown.id)).toMatchObject({ latitude: null, approx: null });
    expect(byId.get(pinned.id)).toMatchObject({ latitude: 1 });
  });
});
