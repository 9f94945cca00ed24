import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { rentalCategories, rentalSubcategories, spaces } from '@rentspace/db';
import { createUser } from '@rentspace/db/factories';
import { PUBLISH_ADDRESS_MESSAGE } from '@rentspace/core/listings/schema';
import { call, createTestApp, signUp, type TestApp } from '../../test/harness.ts';
import { addTypes, createListing, listingBody } from './testing.ts';

/** Reads change events from the real SSE stream until `count` arrived; `act` runs once it is ready. */
async function changes(url: string, count: number, act: () => Promise<void>) {
  const controller = new AbortController();
  const response = await fetch(`${url}/realtime/v1/changes?tables=spaces`, {
    signal: controller.signal,
  });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const events: { table: string; type: string; id: string }[] = [];
  let buffer = '';
  while (events.length < count) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let boundary: number;
    while ((boundary = buffer.indexOf('\n\n')) >= 0) {
      const chunk = buffer.slice(0, boundary);
      buffer = buffer.slice(boundary + 2);
      const event = /^event: (.*)$/m.exec(chunk)?.[1];
      const data = /^data: (.*)$/m.exec(chunk)?.[1];
      if (event === 'ready') await act();
      if (event === 'change' && data) events.push(JSON.parse(data));
    }
  }
  controller.abort();
  return events;
}

describe('availability and publication toggles', () => {
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

  it('toggles availability both ways and answers the listing summary', async () => {
    const listing = await createListing(t.app, host.token);
    const off = await call(t.app, 'POST', `/rest/v1/spaces/${listing.id}/availability`, {
      token: host.token,
      body: { available: false },
    });
    expect(off.status).toBe(200);
    expect(off.json).toMatchObject({
      id: listing.id,
      available: false,
      is_published: false,
      hourly_price: 4500,
    });
    const on = await call(t.app, 'POST', `/rest/v1/spaces/${listing.id}/availability`, {
      token: host.token,
      body: { available: true },
    });
    expect(on.json.available).toBe(true);
  });

  it('publishes and unpublishes a listing with a full address', async () => {
    const listing = await createListing(t.app, host.token);
    const on = await call(t.app, 'POST', `/rest/v1/spaces/${listing.id}/publication`, {
      token: host.token,
      body: { is_published: true },
    });
    expect(on.status).toBe(200);
    expect(on.json.is_published).toBe(true);
    const off = await call(t.app, 'POST', `/rest/v1/spaces/${listing.id}/publication`, {
      token: host.token,
      body: { is_published: false },
    });
    expect(off.json.is_published).toBe(false);
  });

  it('refuses to publish a listing whose address is incomplete, and leaves it a draft', async () => {
    const listing = await createListing(t.app, host.token, { postal_code: null });
    const res = await call(t.app, 'POST', `/rest/v1/spaces/${listing.id}/publication`, {
      token: host.token,
      body: { is_published: true },
    });
    expect(res.status).toBe(422);
    expect(res.json.error.message).toBe(PUBLISH_ADDRESS_MESSAGE);
    const [row] = await t.db
      .select({ is_published: spaces.is_published })
      .from(spaces)
      .where(eq(spaces.id, listing.id));
    expect(row!.is_published).toBe(false);
  });

  it("refuses both toggles on another user's listing with 404 and changes nothing", async () => {
    const listing = await createListing(t.app, host.token, { is_published: true });
    const availability = await call(t.app, 'POST', `/rest/v1/spaces/${listing.id}/availability`, {
      token: other.token,
      body: { available: false },
    });
    const publication = await call(t.app, 'POST', `/rest/v1/spaces/${listing.id}/publication`, {
      token: other.token,
      body: { is_published: false },
    });
    expect(availability.status).toBe(404);
    expect(publication.status).toBe(404);
    const [row] = await t.db
      .select({ available: spaces.available, is_published: spaces.is_published })
      .from(spaces)
      .where(eq(spaces.id, listing.id));
    expect(row).toEqual({ available: true, is_published: true });
  });

  it('refuses a toggle without a boolean, or signed out', async () => {
    const listing = await createListing(t.app, host.token);
    const bad = await call(t.app, 'POST', `/rest/v1/spaces/${listing.id}/availability`, {
      token: host.token,
      body: { available: 'no' },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields.available).toEqual(['Send available as true or false']);
    const anonymous = await call(t.app, 'POST', `/rest/v1/spaces/${listing.id}/publication`, {
      body: { is_published: true },
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('realtime events of listings', () => {
  let t: TestApp;
  let url: string;
  let host: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    t = await createTestApp();
    url = await t.listen();
    host = await signUp(t.app);
    await addTypes(t.db);
  });
  afterAll(() => t.close());

  it("announces a listing from its publication on: published, edited, toggled and deleted; its draft stays its owner's", async () => {
    let id = '';
    const events = await changes(url, 4, async () => {
      // Created as a draft: only its owner hears of it (docs/product/listings.md#who-sees-a-listing).
      id = (await createListing(t.app, host.token)).id;
      await call(t.app, 'POST', `/rest/v1/spaces/${id}/publication`, {
        token: host.token,
        body: { is_published: true },
      });
      await call(t.app, 'PUT', `/rest/v1/spaces/${id}`, {
        token: host.token,
        body: listingBody({ title: 'Edited', is_published: true }),
      });
      await call(t.app, 'POST', `/rest/v1/spaces/${id}/availability`, {
        token: host.token,
        body: { available: false },
      });
      await t.db.delete(spaces).where(eq(spaces.id, id));
    });
    expect(events).toEqual([
      { table: 'spaces', type: 'UPDATE', id },
      { table: 'spaces', type: 'UPDATE', id },
      { table: 'spaces', type: 'UPDATE', id },
      { table: 'spaces', type: 'DELETE', id },
    ]);
  });
});

describe('space types and rental categories', () => {
  let t: TestApp;
  let host: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    t = await createTestApp();
    host = await signUp(t.app);
  });
  afterAll(() => t.close());

  it('an admin adds a type with its name lowercased; the same name again answers the existing type', async () => {
    const admin = await createUser(t.db, { profile: { is_admin: true } });
    const adminToken = (
      await call(t.app, 'POST', '/auth/v1/token?grant_type=password', {
        body: { email: admin.email, password: admin.password },
      })
    ).json.access_token;
    const created = await call(t.app, 'POST', '/rest/v1/space-types', {
      token: adminToken,
      body: { name: ' Rooftop Bar ', label: 'Rooftop bar' },
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ name: 'rooftop bar', label: 'Rooftop bar' });
    // Anyone adding a listed name gets the listed type, never a suggestion.
    const again = await call(t.app, 'POST', '/rest/v1/space-types', {
      token: host.token,
      body: { name: 'ROOFTOP BAR', label: 'Other label' },
    });
    expect(again.status).toBe(200);
    expect(again.json).toEqual(created.json);
    const list = await call(t.app, 'GET', '/rest/v1/space-types');
    expect(
      list.json.data.filter((type: { name: string }) => type.name === 'rooftop bar'),
    ).toHaveLength(1);
  });

  it('refuses a type without a name or label, and a signed-out caller', async () => {
    const bad = await call(t.app, 'POST', '/rest/v1/space-types', {
      token: host.token,
      body: { name: '', label: '' },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.error.fields).sort()).toEqual(['label', 'name']);
    expect(
      (await call(t.app, 'POST', '/rest/v1/space-types', { body: { name: 'x', label: 'X' } }))
        .status,
    ).toBe(401);
  });

  it('lists active categories by display order, each with its subcategories', async () => {
    const [tools, studios, hidden] = await t.db
      .insert(rentalCategories)
      .values([
        { name: 'tools', label: 'Tools', display_order: 2 },
        { name: 'studios', label: 'Studios', display_order: 1 },
        { name: 'retired', label: 'Retired', display_order: 0, is_active: false },
      ])
      .returning({ id: rentalCategories.id });
    await t.db.insert(rentalSubcategories).values([
      { category_id: tools!.id, name: 'power-tools', label: 'Power tools', display_order: 1 },
      { category_id: studios!.id, name: 'photo-studio', label: 'Photo studio' },
      { category_id: hidden!.id, name: 'old', label: 'Old' },
    ]);
    const res = await call(t.app, 'GET', '/rest/v1/rental-categories');
    expect(res.status).toBe(200);
    expect(res.json.data.map((category: { name: string }) => category.name)).toEqual([
      'studios',
      'tools',
    ]);
    expect(res.json.data[1].subcategories).toEqual([
      { id: expect.any(String), name: 'power-tools', label: 'Power tools' },
    ]);

    // A listing takes a subcategory only of its own category.
    await addTypes(t.db, ['studio']);
    const wrong = await call(t.app, 'POST', '/rest/v1/spaces', {
      token: host.token,
      body: listingBody({
        category_id: studios!.id,
        subcategory_id: res.json.data[1].subcategories[0].id,
      }),
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error.fields.subcategory_id).toEqual([
      'Choose a subcategory of the chosen category',
    ]);
    const right = await call(t.app, 'POST', '/rest/v1/spaces', {
      token: host.token,
      body: listingBody({
        category_id: tools!.id,
        subcategory_id: res.json.data[1].subcategories[0].id,
      }),
    });
    expect(right.status).toBe(201);
  });

  it('lists the listing endpoints in the OpenAPI document', async () => {
    const doc = await call(t.app, 'GET', '/rest/v1/openapi.json');
    expect(Object.keys(doc.json.paths)).toEqual(
      expect.arrayContaining([
        '/spaces',
        '/spaces/mine',
        '/spaces/{id}/edit',
        '/space-types',
        '/rental-categories',
      ]),
    );
  });
});
