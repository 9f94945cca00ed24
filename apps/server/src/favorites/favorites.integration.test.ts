import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  FAVORITE_UNLISTED,
  FAVORITES_FULL_MESSAGE,
  MAX_FAVORITES,
} from '@rentspace/core/favorites/api';
import { createSpace } from '@rentspace/db/factories';
import { call, createTestApp, signUp, type TestApp } from '../../test/harness.ts';

// Favourites (docs/product/search-and-cities.md#favourites), through HTTP on a real database.

let t: TestApp;
let host: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  t = await createTestApp();
  host = await signUp(t.app);
});
afterAll(() => t.close());

const listing = (title: string, published = true) =>
  createSpace(t.db, { user_id: host.userId, title, is_published: published });

describe('/rest/v1/favorites', () => {
  it('saves, lists last saved first, and removes, each step as often as the guest taps', async () => {
    const guest = await signUp(t.app);
    const first = await listing('First saved loft');
    const second = await listing('Second saved loft');
    for (const space of [first, second, first]) {
      const saved = await call(t.app, 'PUT', `/rest/v1/favorites/${space.id}`, {
        token: guest.token,
      });
      expect(saved.json).toEqual({ space_id: space.id, saved: true });
    }
    const listed = await call(t.app, 'GET', '/rest/v1/favorites', { token: guest.token });
    expect(listed.json.data.map((card: { title: string }) => card.title)).toEqual([
      'Second saved loft',
      'First saved loft',
    ]);
    expect(listed.json.data[0]).toMatchObject({ id: second.id, is_published: true });
    const ids = await call(t.app, 'GET', '/rest/v1/favorites/ids', { token: guest.token });
    expect([...ids.json.data].sort()).toEqual([first.id, second.id].sort());

    for (let n = 0; n < 2; n++) {
      const removed = await call(t.app, 'DELETE', `/rest/v1/favorites/${first.id}`, {
        token: guest.token,
      });
      expect(removed.json).toEqual({ space_id: first.id, saved: false });
    }
    const after = await call(t.app, 'GET', '/rest/v1/favorites/ids', { token: guest.token });
    expect(after.json.data).toEqual([second.id]);
  });

  it('keeps a listing unpublished later, marked for "No longer available"', async () => {
    const guest = await signUp(t.app);
    const space = await listing('Soon withdrawn studio');
    await call(t.app, 'PUT', `/rest/v1/favorites/${space.id}`, { token: guest.token });
    await call(t.app, 'POST', `/rest/v1/spaces/${space.id}/publication`, {
      token: host.token,
      body: { is_published: false },
    });
    const listed = await call(t.app, 'GET', '/rest/v1/favorites', { token: guest.token });
    expect(listed.json.data).toEqual([
      expect.objectContaining({ id: space.id, is_published: false }),
    ]);
    expect(FAVORITE_UNLISTED).toBe('No longer available');
  });

  it('refuses drafts and unknown listings, and signed-out callers', async () => {
    const guest = await signUp(t.app);
    const draft = await listing('Draft never listed', false);
    for (const id of [draft.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await call(t.app, 'PUT', `/rest/v1/favorites/${id}`, { token: guest.token });
      expect(res.status).toBe(404);
      expect(res.json.error.message).toBe('Space not found');
    }
    const bad = await call(t.app, 'PUT', '/rest/v1/favorites/nonsense', { token: guest.token });
    expect(bad.status).toBe(400);
    for (const [method, path] of [
      ['GET', '/rest/v1/favorites'],
      ['GET', '/rest/v1/favorites/ids'],
      ['PUT', '/rest/v1/favorites/nonsense'],
      ['DELETE', `/rest/v1/favorites/${draft.id}`],
    ] as const) {
      expect((await call(t.app, method, path)).status).toBe(401);
    }
  });

  it('shows on the listing page how many people saved it, and whether the viewer did', async () => {
    const space = await listing('Counted loft');
    const page = () => call(t.app, 'GET', `/rest/v1/spaces/${space.id}`);
    expect((await page()).json).toMatchObject({ saved_count: 0, saved: false });
    const guests = [await signUp(t.app), await signUp(t.app)];
    for (const guest of guests)
      await call(t.app, 'PUT', `/rest/v1/favorites/${space.id}`, { token: guest.token });
    expect((await page()).json).toMatchObject({ saved_count: 2, saved: false });
    const mine = await call(t.app, 'GET', `/rest/v1/spaces/${space.id}`, {
      token: guests[0]!.token,
    });
    expect(mine.json).toMatchObject({ saved_count: 2, saved: true });
  });

  it('keeps at most the limit of saved listings', async () => {
    const guest = await signUp(t.app);
    await t.db.execute(
      sql`insert into spaces (user_id, title, description, type, hourly_price, location, country, is_published)
          select ${host.userId}::uuid, 'Filler ' || g, 'd', 'studio', 1000, 'City', 'Land', true
          from generate_series(1, ${MAX_FAVORITES - 1}) g`,
    );
    await t.db.execute(
      sql`insert into favorites (user_id, space_id)
          select ${guest.userId}::uuid, id from spaces where title like 'Filler %'`,
    );
    const [last, oneTooMany] = [await listing('Last room'), await listing('One too many')];
    const save = (id: string) =>
      call(t.app, 'PUT', `/rest/v1/favorites/${id}`, { token: guest.token });
    expect((await save(last.id)).status).toBe(200);
    const refused = await save(oneTooMany.id);
    expect(refused.status).toBe(409);
    expect(refused.json.error.message).toBe(FAVORITES_FULL_MESSAGE);
    expect((await save(last.id)).status).toBe(200);
  });
});
