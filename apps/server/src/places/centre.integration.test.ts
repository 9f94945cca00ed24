import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/harness.ts';

// Where the listing form's map opens (docs/product/listings.md#location-on-the-map): a city's
// centre from the bundled gazetteer, through HTTP, with nothing called outside.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const centre = (query: string) => call(t.app, 'GET', `/rest/v1/places/centre?${query}`);

describe('GET /rest/v1/places/centre', () => {
  it("gives a city's centre within its country", async () => {
    const paris = await centre('city=Paris&country=France');
    expect(paris.status).toBe(200);
    expect(paris.json.lat).toBeCloseTo(48.85, 1);
    expect(paris.json.lng).toBeCloseTo(2.35, 1);
    // The same name in another country is another place.
    const texas = await centre('city=Paris&country=United%20States');
    expect(texas.status).toBe(200);
    expect(texas.json.lng).toBeLessThan(-80);
  });

  it('knows a country by the name it goes by today, whatever codes once read the same', async () => {
    // 'DD' (East Germany), 'VD', 'YD' and 'BU' are old codes the runtime names like today's.
    for (const [query, lat, lng] of [
      ['city=Berlin&country=Germany', 52.5, 13.4],
      ['city=Berlin&country=DE', 52.5, 13.4],
      ['city=Hanoi&country=Vietnam', 21.0, 105.8],
      ['city=Yangon&country=Myanmar', 16.8, 96.2],
      ['city=Yangon&country=Myanmar%20(Burma)', 16.8, 96.2],
      ['city=Aden&country=Yemen', 12.8, 45.0],
      ['city=London&country=UK', 51.5, -0.1],
    ] as const) {
      const res = await centre(query);
      expect(res.status, query).toBe(200);
      expect(res.json.lat, query).toBeCloseTo(lat, 0);
      expect(res.json.lng, query).toBeCloseTo(lng, 0);
    }
  });

  it('falls back to the location text when the city is not given', async () => {
    const res = await centre('location=Tokyo&country=Japan');
    expect(res.status).toBe(200);
    expect(res.json.lat).toBeCloseTo(35.7, 0);
    expect(res.json.lng).toBeCloseTo(139.7, 0);
  });

  it('answers 404 with a message for a place it does not know', async () => {
    const res = await centre('city=Nowhereville&country=France');
    expect(res.status).toBe(404);
    expect(res.json.error.message).toBe(
      'This place is not in our list of cities; place the pin on the map',
    );
  });

  it('answers 400 naming the field when the country is missing or too long', async () => {
    const missing = await centre('city=Paris');
    expect(missing.status).toBe(400);
    expect(missing.json.error.fields.country).toEqual(['Enter the country']);
    const long = await centre(`city=Paris&country=${'x'.repeat(81)}`);
    expect(long.status).toBe(400);
    expect(long.json.error.fields.country).toEqual(['Use at most 80 characters']);
  });

  it('is in the OpenAPI document', async () => {
    const res = await call(t.app, 'GET', '/rest/v1/openapi.json');
    expect(res.json.paths['/places/centre'].get.summary).toMatch(/gazetteer/);
  });
});
