import { describe, expect, it } from 'vitest';
import {
  LinkOrderSchema,
  LinkSchema,
  ProfileSchema,
  UpdatePatchSchema,
  UpdateSchema,
  normalizeUrl,
  socialUrl,
} from './schemas.ts';
import { checkProfileImage, isOwnUpload, profileImagePath, withCacheBuster } from './images.ts';

const messagesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );

describe('ProfileSchema', () => {
  it('trims text, turns empty fields into null and adds https:// to bare links', () => {
    const parsed = ProfileSchema.parse({
      full_name: '  Maya Chen ',
      bio: '',
      website: 'maya.example.com',
      instagram: 'https://instagram.com/maya',
      tiktok: null,
    });
    expect(parsed).toEqual({
      full_name: 'Maya Chen',
      bio: null,
      website: 'https://maya.example.com',
      instagram: 'https://instagram.com/maya',
      tiktok: null,
    });
  });

  it('drops fields a person must not set', () => {
    const parsed = ProfileSchema.parse({
      full_name: 'A',
      is_admin: true,
      response_rate: 100,
      stripe_account_id: 'acct_1',
    });
    expect(parsed).toEqual({ full_name: 'A' });
  });

  it('refuses links that are not http(s), over-long text and unknown response times', () => {
    const result = ProfileSchema.safeParse({
      website: 'javascript:alert(1)',
      youtube: 'ftp://files.example.com',
      bio: 'x'.repeat(1001),
      response_time: 'never',
    });
    expect(messagesOf(result)).toEqual({
      website: 'Please enter a valid link starting with http:// or https://',
      youtube: 'Please enter a valid link starting with http:// or https://',
      bio: 'Bio must be at most 1000 characters',
      response_time: 'Please choose a response time',
    });
  });
});

describe('LinkSchema and UpdateSchema', () => {
  it('requires a title and a url for a link', () => {
    expect(messagesOf(LinkSchema.safeParse({ title: ' ', url: '' }))).toEqual({
      title: 'Title is required',
      url: 'URL is required',
    });
    expect(messagesOf(LinkSchema.safeParse({}))).toEqual({
      title: 'Title is required',
      url: 'URL is required',
    });
    expect(LinkSchema.parse({ title: 'Portfolio', url: 'example.com/work' })).toEqual({
      title: 'Portfolio',
      url: 'https://example.com/work',
    });
  });

  it('requires a title and content for an update, general and unpinned by default', () => {
    expect(messagesOf(UpdateSchema.safeParse({ title: '', content: '  ' }))).toEqual({
      title: 'Title is required',
      content: 'Content is required',
    });
    expect(UpdateSchema.parse({ title: 'Hi', content: 'News' })).toEqual({
      title: 'Hi',
      content: 'News',
      type: 'general',
      is_pinned: false,
    });
    expect(UpdateSchema.safeParse({ title: 'Hi', content: 'News', type: 'promo' }).success).toBe(
      false,
    );
    expect(UpdatePatchSchema.parse({ is_pinned: true })).toEqual({ is_pinned: true });
  });

  it('accepts a link order only with each id once', () => {
    const id = '0b8f3a52-7d4c-4f53-9a51-1f1a3c2b4d5e';
    expect(LinkOrderSchema.safeParse({ ids: [id, id] }).success).toBe(false);
    expect(LinkOrderSchema.safeParse({ ids: [id] }).success).toBe(true);
  });

  it('turns a handle typed in a social field into that network’s address', () => {
    const parsed = ProfileSchema.parse({
      instagram: 'daniel.brooks',
      twitter: '@dbrooks',
      linkedin: 'daniel-brooks',
      youtube: '@DanielBuilds',
      tiktok: 'danielbrooks',
      facebook: 'facebook.com/daniel.brooks',
    });
    expect(parsed).toMatchObject({
      instagram: 'https://instagram.com/daniel.brooks',
      twitter: 'https://x.com/dbrooks',
      linkedin: 'https://linkedin.com/in/daniel-brooks',
      youtube: 'https://youtube.com/@DanielBuilds',
      tiktok: 'https://tiktok.com/@danielbrooks',
      facebook: 'https://facebook.com/daniel.brooks',
    });
    // A full address stays as typed; a blank field removes the account.
    expect(socialUrl('instagram', 'https://instagram.com/maya')).toBe('https://instagram.com/maya');
    expect(ProfileSchema.parse({ instagram: '  ' }).instagram).toBeNull();
    // Neither a handle nor an address: refused as any link is.
    expect(ProfileSchema.safeParse({ instagram: 'not a handle' }).success).toBe(false);
  });

  it('leaves addresses with a scheme alone when normalizing', () => {
    expect(normalizeUrl('http://a.example')).toBe('http://a.example');
    expect(normalizeUrl('mailto:x@example.com')).toBe('mailto:x@example.com');
  });
});

describe('profile pictures', () => {
  const user = '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';

  // docs/product/profiles.md#pictures
  it('checks type and size in the browser with the documented messages', () => {
    expect(checkProfileImage({ type: 'application/pdf', size: 10 }, 'avatar')).toBe(
      'Please select an image file',
    );
    expect(checkProfileImage({ type: 'image/png', size: 5 * 1024 * 1024 + 1 }, 'avatar')).toBe(
      'File size must be less than 5MB',
    );
    expect(
      checkProfileImage({ type: 'image/png', size: 5 * 1024 * 1024 + 1 }, 'banner'),
    ).toBeNull();
    expect(checkProfileImage({ type: 'image/jpeg', size: 10 * 1024 * 1024 + 1 }, 'banner')).toBe(
      'File size must be less than 10MB',
    );
  });

  it("recognises only the user's own uploads of the right kind", () => {
    const path = profileImagePath(
      `/storage/v1/object/public/profile-images/${user}/avatar-0123456789abcdef01234567.webp?v=1`,
    );
    expect(path).toBe(`${user}/avatar-0123456789abcdef01234567.webp`);
    expect(isOwnUpload(path!, user, 'avatar')).toBe(true);
    expect(isOwnUpload(path!, user, 'banner')).toBe(false);
    expect(isOwnUpload(path!, '00000000-0000-4000-8000-000000000000', 'avatar')).toBe(false);
    expect(
      profileImagePath('https://evil.example/storage/v1/object/public/profile-images/x.webp'),
    ).toBeNull();
    expect(profileImagePath('/storage/v1/object/public/spaces/x.webp')).toBeNull();
  });

  it('adds a fresh cache-busting query', () => {
    expect(withCacheBuster('/a/b.webp?v=1', new Date(5000))).toBe('/a/b.webp?v=5000');
  });
});
