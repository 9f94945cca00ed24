import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/harness.ts';
import { createBookingTestApp, createListing, type BookingTestApp } from '../bookings/testing.ts';
import { signedInOnly } from './openapi.ts';

type Operation = { security?: Record<string, string[]>[] };
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

describe('routes for signed-in people answer a signed-out caller 401 before reading the body', () => {
  let t: BookingTestApp;
  let spaceId: string;
  beforeAll(async () => {
    t = await createBookingTestApp();
    spaceId = (await createListing(t)).space.id;
  });
  afterAll(() => t.close());

  it('says 401, not the fields of a form the caller may not send, on every such operation', async () => {
    const doc = (await call(t.app, 'GET', '/rest/v1/openapi.json')).json as {
      paths: Record<string, Record<string, Operation>>;
    };
    const checked: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (!signedInOnly(operation)) continue;
        // Ids that are not ids and parameters and a body no schema accepts: signed in, each is a 400.
        const url = `/rest/v1${path.replaceAll(/\{\w+\}/g, 'not-an-id')}?limit=nope&from=nope`;
        const verb = method.toUpperCase() as Method;
        const res = await call(t.app, verb, url, verb === 'GET' ? {} : { body: { nonsense: 1 } });
        expect(res.status, `${verb} ${path}`).toBe(401);
        checked.push(`${verb} ${path}`);
      }
    }
    // The document names them all: bookings, messages, profiles, calendars, deposits, the account.
    expect(checked).toEqual(
      expect.arrayContaining([
        'POST /bookings/{id}/cancel',
        'POST /conversations',
        'PATCH /profile-links/{id}',
        'POST /spaces/{id}/blocks',
        'POST /deposit-claims/{id}/response',
        'POST /account/delete',
      ]),
    );
    // Public reads stay public: the listing is there for anyone.
    expect((await call(t.app, 'GET', `/rest/v1/spaces/${spaceId}`)).status).toBe(200);
    expect((await call(t.app, 'GET', '/rest/v1/spaces')).status).toBe(200);
  });

  it('tells a route for signed-in people from one open to anyone', () => {
    expect(signedInOnly({ security: [{ bearerAuth: [] }] })).toBe(true);
    expect(signedInOnly({ security: [{ bearerAuth: [] }, {}] })).toBe(false);
    expect(signedInOnly({ security: [] })).toBe(false);
    expect(signedInOnly({})).toBe(false);
  });
});
