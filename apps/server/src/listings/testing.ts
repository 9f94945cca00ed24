import sharp from 'sharp';
import type { ListingInput } from '@rentspace/core/listings/schema';
import { spaceTypes, type Database } from '@rentspace/db';
import { call, type TestApp } from '../../test/harness.ts';

/** A valid listing body for tests (money in minor units); override what a test is about. */
export function listingBody(overrides: Partial<ListingInput> = {}): ListingInput {
  return {
    title: 'Sunlit loft studio',
    description: 'A bright loft with north light, backdrops and a kitchenette.',
    rental_type: 'space',
    type: 'studio',
    hourly_price: 4500,
    daily_price: 30000,
    currency: 'USD',
    location: 'Brooklyn',
    country: 'United States',
    capacity: 8,
    amenities: ['Wi-Fi', 'Lights'],
    street_address: '12 Water St',
    city: 'New York',
    state: 'NY',
    postal_code: '11201',
    ...overrides,
  };
}

/**
 * Lists the space types the test listings use, as an admin's approval would (a type added through
 * the API by someone who is not an admin is only a suggestion).
 */
export async function addTypes(db: Database, names = ['studio', 'garage']) {
  await db
    .insert(spaceTypes)
    .values(names.map((name) => ({ name, label: name[0]!.toUpperCase() + name.slice(1) })))
    .onConflictDoNothing();
}

/** Creates a listing through the API and returns it. */
export async function createListing(
  app: TestApp['app'],
  token: string,
  overrides: Partial<ListingInput> = {},
) {
  const res = await call(app, 'POST', '/rest/v1/spaces', { token, body: listingBody(overrides) });
  if (res.status !== 201) throw new Error(`create listing: ${res.status} ${res.text}`);
  return res.json as { id: string; updated_at: string } & Record<string, unknown>;
}

/** A JPEG photo with camera metadata (GPS position included), `width` pixels wide. */
export async function photoWithGps(width = 2400, height = 1600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 140, b: 120 } } })
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'T1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '40/1 41/1 21/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '74/1 2/1 40/1',
      },
    })
    .toBuffer();
}

/** The first bytes of an MP4 file (an ftyp box), followed by filler. */
export function mp4Bytes(size = 4096): Buffer {
  const bytes = Buffer.alloc(size, 0);
  bytes.writeUInt32BE(24, 0);
  bytes.write('ftypisom', 4, 'latin1');
  return bytes;
}

/** Uploads raw bytes to a bucket with the given declared type. */
export async function uploadRaw(
  app: TestApp['app'],
  token: string | undefined,
  path: string,
  body: Uint8Array,
  contentType = 'application/octet-stream',
) {
  const headers: Record<string, string> = { 'Content-Type': contentType };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await app.request(`/storage/v1/object/${path}`, {
    method: 'POST',
    headers,
    body,
  });
  const text = await response.text();
  return {
    status: response.status,
    json: text ? JSON.parse(text) : undefined,
    headers: response.headers,
  };
}
