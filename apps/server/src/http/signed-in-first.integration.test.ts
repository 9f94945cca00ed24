import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/harness.ts';
import { createBookingTestApp, createListing, type BookingTestApp } from '../bookings/testing.ts';

describe('routes for signed-in people answer a signed-out caller 401 before reading the body', () => {
  let t: BookingTestApp;
  let spaceId: string;
  beforeAll(async () => {
    t = await createBookingTestApp();
    spaceId = (await createListing(t)).space.id;
  });
  afterAll(() => t.close());

  it('says 401, not the fields of a form the caller may not send', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const bad = { nonsense: true };
    for (const [method, path] of [
      ['POST', `/rest/v1/spaces/${spaceId}/blocks`],
      ['DELETE', `/rest/v1/spaces/${spaceId}/blocks/not-an-id`],
      ['GET', `/rest/v1/spaces/${spaceId}/calendar?from=nope`],
      ['POST', `/rest/v1/bookings/${id}/deposit-claim`],
      ['POST', `/rest/v1/deposit-claims/${id}/response`],
      ['GET', '/rest/v1/deposits?limit=nope'],
      ['POST', '/rest/v1/account/delete'],
    ] as const) {
      const res = await call(t.app, method, path, method === 'GET' ? {} : { body: bad });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
    // Public reads stay public: the listing is there for anyone.
    expect((await call(t.app, 'GET', `/rest/v1/spaces/${spaceId}`)).status).toBe(200);
    expect((await call(t.app, 'GET', '/rest/v1/spaces')).status).toBe(200);
  });
});
