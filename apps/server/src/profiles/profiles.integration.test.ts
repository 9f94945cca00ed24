import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { call, createTestApp, signUp, type TestApp } from '../../test/harness.ts';
import { uploadRaw } from '../listings/testing.ts';

type Account = Awaited<ReturnType<typeof signUp>>;

const png = (width = 64, height = 64) =>
  sharp({ create: { width, height, channels: 3, background: 'teal' } })
    .png()
    .toBuffer();
/** A PNG of random noise: it does not compress, so its size is about width * height * 3 bytes. */
const noisyPng = (width: number, height: number) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: 'black',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();

function filesOf(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir) : [];
}

describe('own profile: GET and PUT /rest/v1/profiles/me', () => {
  let t: TestApp;
  let maya: Account;
  let other: Account;
  const folder = (account: Account) => join(t.storageDir, 'profile-images', account.userId);
  const upload = async (account: Account, kind: 'avatar' | 'banner') => {
    const res = await uploadRaw(
      t.app,
      account.token,
      `profile-images/${kind}-${Date.now()}.png`,
      await png(),
    );
    expect(res.status).toBe(201);
    return res.json as { url: string; path: string };
  };

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_SIGNUP_PER_HOUR: '1000' } });
    maya = await signUp(t.app);
    other = await signUp(t.app);
  });
  afterAll(() => t.close());

  it('saves the editable fields and ignores the ones a person must not set', async () => {
    const res = await call(t.app, 'PUT', '/rest/v1/profiles/me', {
      token: maya.token,
      body: {
        full_name: '  Maya Chen ',
        bio: 'Photographer in Brooklyn.',
        website: 'maya.example.com',
        location: 'Brooklyn, New York',
        response_time: 'within a few hours',
        instagram: 'https://instagram.com/maya',
        tiktok: '',
        is_admin: true,
        response_rate: 100,
        stripe_onboarding_complete: true,
      },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      id: maya.userId,
      full_name: 'Maya Chen',
      bio: 'Photographer in Brooklyn.',
      website: 'https://maya.example.com',
      response_time: 'within a few hours',
      instagram: 'https://instagram.com/maya',
      tiktok: null,
      is_admin: false,
      stripe_onboarding_complete: false,
    });
    expect(res.json.response_rate).not.toBe(100);
    const me = await call(t.app, 'GET', '/rest/v1/profiles/me', { token: maya.token });
    expect(me.json).toMatchObject({
      full_name: 'Maya Chen',
      location: 'Brooklyn, New York',
      is_admin: false,
    });
  });

  it('leaves out fields that were not sent, and refuses invalid ones by name', async () => {
    const partial = await call(t.app, 'PUT', '/rest/v1/profiles/me', {
      token: maya.token,
      body: { bio: 'New bio' },
    });
    expect(partial.json).toMatchObject({ full_name: 'Maya Chen', bio: 'New bio' });
    const bad = await call(t.app, 'PUT', '/rest/v1/profiles/me', {
      token: maya.token,
      body: {
        website: 'javascript:alert(1)',
        full_name: 'x'.repeat(101),
        response_time: 'whenever',
      },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.error.fields).sort()).toEqual([
      'full_name',
      'response_time',
      'website',
    ]);
    expect(
      (await call(t.app, 'GET', '/rest/v1/profiles/me', { token: maya.token })).json.website,
    ).toBe('https://maya.example.com');
    expect(
      (await call(t.app, 'PUT', '/rest/v1/profiles/me', { body: { bio: 'anonymous' } })).status,
    ).toBe(401);
  });

  it('sets an uploaded avatar with a cache-busting query and removes the old file on change', async () => {
    const first = await upload(maya, 'avatar');
    const set = await call(t.app, 'PUT', '/rest/v1/profiles/me', {
      token: maya.token,
      body: { avatar_url: first.url },
    });
    expect(set.status).toBe(200);
    expect(set.json.avatar_url).toMatch(
      new RegExp(`^${first.url.replace(/[.?]/g, '\\$&')}\\?v=\\d+$`),
    );
    expect((await t.app.request(set.json.avatar_url)).status).toBe(200);

    // Saving the form again with the same picture keeps it (and its file).
    const again = await call(t.app, 'PUT', '/rest/v1/profiles/me', {
      token: maya.token,
      body: { avatar_url: set.json.avatar_url, bio: 'Same picture' },
    });
    expect(again.json.avatar_url).toBe(set.json.avatar_url);
    expect(filesOf(folder(maya)).some((file) => first.path.endsWith(file))).toBe(true);

    const second = await upload(maya, 'avatar');
    const changed = await call(t.app, 'PUT', '/rest/v1/profiles/me', {
      token: maya.token,
      body: { avatar_url: second.url },
    });
    expect(changed.json.avatar_url.split('?')[0]).toBe(second.url);
    const stem = first.path.split('/')[1]!.replace('.webp', '');
    expect(filesOf(folder(maya)).filter((file) => file.startsWith(stem))).toEqual([]);
    expect((await t.app.request(first.url)).status).toBe(404);

    const removed = await call(t.app, 'PUT', '/rest/v1/profiles/me', {
      token: maya.token,
      body: { avatar_url: null },
    });
    expect(removed.json.avatar_url).toBeNull();
    expect((await t.app.request(second.url)).status).toBe(404);
  });

  it("refuses someone else's upload, a listing photo or a banner as the avatar, and changes nothing", async () => {
    const mine = await upload(maya, 'avatar');
    await call(t.app, 'PUT', '/rest/v1/profiles/me', {
      token: maya.token,
      body: { avatar_url: mine.url },
    });
    const theirs = await upload(other, 'avatar');
    const banner = await upload(maya, 'banner');
    const photo = await uploadRaw(t.app, maya.token, 'spaces/photo.png', await png());
    for (const url of [
      theirs.url,
      banner.url,
      photo.json.url,
      'https://evil.example/a.png',
      `/storage/v1/object/public/profile-images/${maya.userId}/avatar-000000000000000000000000.webp`,
    ]) {
      const res = await call(t.app, 'PUT', '/rest/v1/profiles/me', {
        token: maya.token,
        body: { avatar_url: url, bio: 'should not save' },
      });
      expect(res.status).toBe(400);
      expect(res.json.error.fields.avatar_url).toBeDefined();
    }
    const me = await call(t.app, 'GET', '/rest/v1/profiles/me', { token: maya.token });
    expect(me.json.avatar_url.split('?')[0]).toBe(mine.url);
    expect(me.json.bio).not.toBe('should not save');
    expect((await t.app.request(theirs.url)).status).toBe(200);
  });

  it('sets a banner over 5MB but refuses one over 10MB, storing nothing', async () => {
    const six = await noisyPng(1500, 1400);
    expect(six.length).toBeGreaterThan(5 * 1024 * 1024);
    const ok = await uploadRaw(t.app, maya.token, 'profile-images/banner-1.png', six);
    expect(ok.status).toBe(201);
    const saved = await call(t.app, 'PUT', '/rest/v1/profiles/me', {
      token: maya.token,
      body: { banner_url: ok.json.url },
    });
    expect(saved.json.banner_url.split('?')[0]).toBe(ok.json.url);

    const before = filesOf(folder(maya)).sort();
    const big = await uploadRaw(
      t.app,
      maya.token,
      'profile-images/banner-2.png',
      Buffer.alloc(10 * 1024 * 1024 + 1, 1),
    );
    expect(big.status).toBe(413);
    expect(big.json.error.message).toBe('File size must be less than 10MB');
    const avatar = await uploadRaw(t.app, maya.token, 'profile-images/avatar-2.png', six);
    expect(avatar.status).toBe(413);
    expect(avatar.json.error.message).toBe('File size must be less than 5MB');
    const text = await uploadRaw(
      t.app,
      maya.token,
      'profile-images/avatar-3.png',
      Buffer.from('not a picture at all, just text'),
      'image/png',
    );
    expect(text.status).toBe(415);
    expect(text.json.error.message).toBe('Please select an image file');
    expect(filesOf(folder(maya)).sort()).toEqual(before);
  });

  it('shows the public profile with the defaults for a host without a profile row (docs/product/profiles.md)', async () => {
    const ghost = await signUp(t.app);
    await t.db.execute(sql`delete from profiles where id = ${ghost.userId}`);
    const res = await call(t.app, 'GET', `/rest/v1/profiles/${ghost.userId}`);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      full_name: null,
      avatar_url: null,
      bio: null,
      response_rate: 95,
      response_time: 'within an hour',
      listings: [],
      links: [],
      updates: [],
    });
    expect(res.json.stats).toEqual({ total_listings: 0, total_reviews: 0, average_rating: 0 });
    const unknown = await call(
      t.app,
      'GET',
      '/rest/v1/profiles/00000000-0000-4000-8000-000000000000',
    );
    expect(unknown.status).toBe(404);
    expect(unknown.json.error.message).toBe('Profile not found');
    for (const id of ['not-a-uuid', 'x'.repeat(64)]) {
      const malformed = await call(t.app, 'GET', `/rest/v1/profiles/${id}`);
      expect(malformed.status).toBe(404);
      expect(malformed.json.error.message).toBe('Profile not found');
    }
    expect((await call(t.app, 'GET', `/rest/v1/profiles/${'x'.repeat(65)}`)).status).toBe(400);
  });
});
