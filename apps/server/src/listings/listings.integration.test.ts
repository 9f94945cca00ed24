import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@rentspace/db';
import { PUBLISH_ADDRESS_MESSAGE } from '@rentspace/core/listings/schema';
import { TEXT_LIMITS, maxYear } from '@rentspace/core/listings/limits';
import { call, createTestApp, signUp, type TestApp } from '../../test/harness.ts';
import { addTypes, createListing, listingBody, photoWithGps, uploadRaw } from './testing.ts';
import { videoFixture } from '../storage/testing.ts';

describe('creating and editing listings', () => {
  let t: TestApp;
  let host: Awaited<ReturnType<typeof signUp>>;
  let other: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    t = await createTestApp();
    host = await signUp(t.app);
    other = await signUp(t.app);
    await addTypes(t.db);
  });
  afterAll(() => t.close());

  it('creates a draft: unpublished, available, owned by the caller, money in minor units', async () => {
    const res = await call(t.app, 'POST', '/rest/v1/spaces', {
      token: host.token,
      body: listingBody({ street_address: null, city: null }),
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      user_id: host.userId,
      is_published: false,
      available: true,
      hourly_price: 4500,
      daily_price: 30000,
      condition: 'good',
      min_rental_duration: 1,
    });
    const guest = await call(t.app, 'GET', '/rest/v1/spaces/mine', { token: other.token });
    expect(guest.json.data.map((listing: { id: string }) => listing.id)).not.toContain(res.json.id);
  });

  it('creates a published listing when the full address is given', async () => {
    const res = await call(t.app, 'POST', '/rest/v1/spaces', {
      token: host.token,
      body: listingBody({ is_published: true }),
    });
    expect(res.status).toBe(201);
    expect(res.json.is_published).toBe(true);
  });

  it('refuses to publish without the full address, naming the missing fields, and stores nothing', async () => {
    const before = await call(t.app, 'GET', '/rest/v1/spaces/mine', { token: host.token });
    const res = await call(t.app, 'POST', '/rest/v1/spaces', {
      token: host.token,
      body: listingBody({ is_published: true, state: '', postal_code: null }),
    });
    expect(res.status).toBe(400);
    expect(res.json.error.fields).toEqual({
      state: [PUBLISH_ADDRESS_MESSAGE],
      postal_code: [PUBLISH_ADDRESS_MESSAGE],
    });
    const after = await call(t.app, 'GET', '/rest/v1/spaces/mine', { token: host.token });
    expect(after.json.data).toHaveLength(before.json.data.length);
  });

  it('answers a body that is not an object with 400, never 500', async () => {
    for (const body of ['null', '[]', '"text"', '42']) {
      const res = await call(t.app, 'POST', '/rest/v1/spaces', { token: host.token, body });
      expect(res.status, body).toBe(400);
    }
  });

  it('refuses a signed-out caller before looking at the body', async () => {
    expect((await call(t.app, 'POST', '/rest/v1/spaces', { body: {} })).status).toBe(401);
    expect((await call(t.app, 'GET', '/rest/v1/spaces/mine')).status).toBe(401);
  });

  it.each([
    ['title', { title: '' }, 'Title is required'],
    ['description', { description: '  ' }, 'Description is required'],
    ['rental_type', { rental_type: 'castle' }, 'Choose a rental type'],
    ['type', { type: '' }, 'Space type is required'],
    ['hourly_price', { hourly_price: undefined }, 'Hourly rate is required'],
    ['hourly_price', { hourly_price: -100 }, 'Amounts cannot be negative'],
    ['weekly_price', { weekly_price: -1 }, 'Amounts cannot be negative'],
    ['hourly_price', { hourly_price: 12.5 }, 'Use at most 2 decimal places'],
    ['hourly_price', { currency: 'JPY', hourly_price: 1500.5 }, 'Use whole amounts for JPY'],
    ['currency', { currency: 'XYZ' }, 'Choose a currency from the list'],
    ['capacity', { capacity: 0 }, 'Capacity must be at least 1'],
    ['capacity', { capacity: 1.5 }, 'Capacity must be a whole number'],
    ['location', { location: '' }, 'Location is required'],
    ['country', { country: undefined }, 'Country is required'],
    ['amenities', { amenities: [] }, 'Add at least one amenity'],
    [
      'title',
      { title: 'x'.repeat(TEXT_LIMITS.title + 1) },
      `Title must be at most ${TEXT_LIMITS.title} characters`,
    ],
    ['year', { year: 1850 }, `Year must be between 1900 and ${maxYear()}`],
    [
      'max_rental_duration',
      { min_rental_duration: 5, max_rental_duration: 2 },
      'Maximum duration must be at least the minimum duration',
    ],
    [
      'daily_price',
      { min_rental_duration: 2, max_rental_duration: 8, daily_price: 112000 },
      'No booking by the day fits rentals of 2 hours to 8 hours',
    ],
    ['type', { type: 'spaceship' }, 'Choose a space type from the list'],
    [
      'images',
      { images: ['https://elsewhere.example/cat.webp'] },
      'Upload photos through the form',
    ],
  ])('refuses an invalid %s with its field name and message', async (field, overrides, message) => {
    const res = await call(t.app, 'POST', '/rest/v1/spaces', {
      token: host.token,
      body: { ...listingBody(), ...overrides },
    });
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe('validation_failed');
    expect(res.json.error.fields[field]).toEqual([message]);
  });

  it("refuses another user's uploads and an unknown category", async () => {
    const stolen = `/storage/v1/object/public/spaces/${other.userId}/abc.webp`;
    const res = await call(t.app, 'POST', '/rest/v1/spaces', {
      token: host.token,
      body: listingBody({ images: [stolen], category_id: '6f1c7b8e-2d2a-4c8e-9a55-1d2f4d7e8a11' }),
    });
    expect(res.status).toBe(400);
    expect(res.json.error.fields).toMatchObject({
      images: ['Upload photos through the form'],
      category_id: ['Choose a category from the list'],
    });
  });

  it('takes only media that were uploaded and are still stored, and keeps what the listing already shows', async () => {
    const photo = await uploadRaw(
      t.app,
      host.token,
      'spaces/front.jpg',
      await photoWithGps(640, 480),
      'image/jpeg',
    );
    const video = await uploadRaw(
      t.app,
      host.token,
      'spaces/tour.mp4',
      await videoFixture('mp4'),
      'video/mp4',
    );
    const made = await call(t.app, 'POST', '/rest/v1/spaces', {
      token: host.token,
      body: listingBody({ images: [photo.json.url], videos: [video.json.url] }),
    });
    expect(made.status).toBe(201);
    expect(made.json).toMatchObject({ images: [photo.json.url], videos: [video.json.url] });
    // A typed path in one's own folder that names no upload would be a broken picture.
    const typed = `/storage/v1/object/public/spaces/${host.userId}/doesnotexist.webp`;
    const typedVideo = `/storage/v1/object/public/spaces/${host.userId}/doesnotexist.mp4`;
    const refused = await call(t.app, 'POST', '/rest/v1/spaces', {
      token: host.token,
      body: listingBody({ images: [photo.json.url, typed], videos: [typedVideo] }),
    });
    expect(refused.status).toBe(400);
    expect(refused.json.error.fields).toEqual({
      images: ['Upload photos through the form'],
      videos: ['Upload videos through the form'],
    });
    // Deleted since: the listing keeps showing what it had until the host changes it.
    expect(
      (
        await call(t.app, 'DELETE', `/storage/v1/object/spaces/${photo.json.path}`, {
          token: host.token,
        })
      ).status,
    ).toBe(200);
    const edited = await call(t.app, 'PUT', `/rest/v1/spaces/${made.json.id}`, {
      token: host.token,
      body: listingBody({ title: 'Renamed', images: [photo.json.url], videos: [video.json.url] }),
    });
    expect(edited.status).toBe(200);
  });

  it('ignores fields a client must not set (owner, rating, counts, dates, flags)', async () => {
    const body = {
      ...listingBody(),
      user_id: other.userId,
      rating: 5,
      review_count: 999,
      created_at: '2001-01-01T00:00:00Z',
      featured: true,
      popular: true,
      great_value: true,
      status: 'maintenance',
      available: false,
    };
    const res = await call(t.app, 'POST', '/rest/v1/spaces', { token: host.token, body });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      user_id: host.userId,
      rating: 0,
      review_count: 0,
      status: 'available',
      available: true,
    });
    expect(new Date(res.json.created_at).getFullYear()).toBeGreaterThan(2001);
    const [row] = await queryRows<{ featured: boolean; popular: boolean; great_value: boolean }>(
      t.db,
      sql`select featured, popular, great_value from spaces where id = ${res.json.id}`,
    );
    expect(row).toEqual({ featured: false, popular: false, great_value: false });
  });

  it('clears the fields the rental type does not show', async () => {
    const space = await createListing(t.app, host.token, {
      brand: 'Canon',
      year: 2020,
      license_required: true,
    });
    expect(space).toMatchObject({ brand: null, year: null, license_required: false });
    const van = await createListing(t.app, host.token, {
      rental_type: 'vehicle',
      type: 'garage',
      brand: 'Ford',
      year: 2020,
      license_required: true,
    });
    expect(van).toMatchObject({ brand: 'Ford', year: 2020, license_required: true });
  });

  it('loads an own listing with every field for editing, and 404s for anyone else', async () => {
    const listing = await createListing(t.app, host.token, {
      unit_number: '4B',
      time_zone: 'America/New_York',
    });
    const own = await call(t.app, 'GET', `/rest/v1/spaces/${listing.id}/edit`, {
      token: host.token,
    });
    expect(own.status).toBe(200);
    expect(own.json).toMatchObject({
      id: listing.id,
      unit_number: '4B',
      street_address: '12 Water St',
      time_zone: 'America/New_York',
      videos: [],
    });
    const foreign = await call(t.app, 'GET', `/rest/v1/spaces/${listing.id}/edit`, {
      token: other.token,
    });
    expect(foreign.status).toBe(404);
    expect(foreign.json.error.code).toBe('not_found');
  });

  it('edits every field of an own listing', async () => {
    const listing = await createListing(t.app, host.token);
    const body = listingBody({
      title: 'Renamed loft',
      hourly_price: 5250,
      currency: 'EUR',
      capacity: 12,
      amenities: ['Piano'],
      is_published: true,
    });
    const res = await call(t.app, 'PUT', `/rest/v1/spaces/${listing.id}`, {
      token: host.token,
      body,
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      title: 'Renamed loft',
      hourly_price: 5250,
      currency: 'EUR',
      capacity: 12,
      amenities: ['Piano'],
      is_published: true,
    });
    expect(new Date(res.json.updated_at).getTime()).toBeGreaterThanOrEqual(
      new Date(listing.updated_at).getTime(),
    );
    const again = await call(t.app, 'GET', `/rest/v1/spaces/${listing.id}/edit`, {
      token: host.token,
    });
    expect(again.json.title).toBe('Renamed loft');
  });

  it("refuses to edit another user's listing with 404 and changes nothing", async () => {
    const listing = await createListing(t.app, host.token);
    const res = await call(t.app, 'PUT', `/rest/v1/spaces/${listing.id}`, {
      token: other.token,
      body: listingBody({ title: 'Hijacked' }),
    });
    expect(res.status).toBe(404);
    const own = await call(t.app, 'GET', `/rest/v1/spaces/${listing.id}/edit`, {
      token: host.token,
    });
    expect(own.json.title).toBe('Sunlit loft studio');
  });

  it('validates an edit with the same rules (publish needs the address)', async () => {
    const listing = await createListing(t.app, host.token);
    const res = await call(t.app, 'PUT', `/rest/v1/spaces/${listing.id}`, {
      token: host.token,
      body: listingBody({ is_published: true, street_address: '' }),
    });
    expect(res.status).toBe(400);
    expect(res.json.error.fields.street_address).toEqual([PUBLISH_ADDRESS_MESSAGE]);
  });

  it('lists own listings newest first, drafts included', async () => {
    const fresh = await signUp(t.app);
    const first = await createListing(t.app, fresh.token, { title: 'First' });
    const second = await createListing(t.app, fresh.token, { title: 'Second', is_published: true });
    const res = await call(t.app, 'GET', '/rest/v1/spaces/mine', { token: fresh.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    expect(res.json.data.map((listing: { id: string }) => listing.id)).toEqual([
      second.id,
      first.id,
    ]);
    expect(res.json.data[1]).toMatchObject({
      title: 'First',
      is_published: false,
      available: true,
    });
    expect(res.json.data[1]).not.toHaveProperty('street_address');
  });

  it('answers a malformed id with 400 and an unknown one with 404', async () => {
    expect(
      (await call(t.app, 'GET', '/rest/v1/spaces/not-an-id/edit', { token: host.token })).status,
    ).toBe(400);
    expect(
      (
        await call(t.app, 'GET', '/rest/v1/spaces/7d1c7b8e-2d2a-4c8e-9a55-1d2f4d7e8a11/edit', {
          token: host.token,
        })
      ).status,
    ).toBe(404);
  });
});
