import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signUp, type TestApp } from '../../test/harness.ts';
import { fixedClock } from '../clock.ts';

type Account = Awaited<ReturnType<typeof signUp>>;

describe('profile links and updates', () => {
  let t: TestApp;
  let host: Account;
  let other: Account;
  const clock = fixedClock('2026-03-01T10:00:00Z');
  const links = (account: Account) =>
    call(t.app, 'GET', '/rest/v1/profile-links', { token: account.token });
  const updates = (account: Account) =>
    call(t.app, 'GET', '/rest/v1/profile-updates', { token: account.token });
  const addLink = (account: Account, body: unknown) =>
    call(t.app, 'POST', '/rest/v1/profile-links', { token: account.token, body });
  const addUpdate = async (account: Account, body: unknown) => {
    clock.advance(60_000);
    return call(t.app, 'POST', '/rest/v1/profile-updates', { token: account.token, body });
  };

  beforeAll(async () => {
    t = await createTestApp({ clock });
    host = await signUp(t.app);
    other = await signUp(t.app);
  });
  afterAll(() => t.close());

  it('adds links in order, requiring a title and an http(s) url', async () => {
    const portfolio = await addLink(host, { title: 'Portfolio', url: 'daniel.example.com/work' });
    expect(portfolio.status).toBe(201);
    expect(portfolio.json).toMatchObject({
      title: 'Portfolio',
      url: 'https://daniel.example.com/work',
      display_order: 0,
    });
    expect(
      (await addLink(host, { title: 'Rules', url: 'https://daniel.example.com/rules' })).json
        .display_order,
    ).toBe(1);
    const missing = await addLink(host, { title: '', url: '' });
    expect(missing.status).toBe(400);
    expect(missing.json.error.fields).toEqual({
      title: ['Title is required'],
      url: ['URL is required'],
    });
    const script = await addLink(host, { title: 'Bad', url: 'javascript:alert(1)' });
    expect(script.status).toBe(400);
    expect((await links(host)).json.data.map((link: { title: string }) => link.title)).toEqual([
      'Portfolio',
      'Rules',
    ]);
    expect((await call(t.app, 'GET', `/rest/v1/profiles/${host.userId}`)).json.links).toHaveLength(
      2,
    );
  });

  it("reorders all of a person's links, and refuses an order with missing or foreign ids", async () => {
    const before = (await links(host)).json.data as { id: string; title: string }[];
    const reversed = before.map((link) => link.id).reverse();
    const res = await call(t.app, 'PUT', '/rest/v1/profile-links/order', {
      token: host.token,
      body: { ids: reversed },
    });
    expect(res.status).toBe(200);
    expect(
      res.json.data.map((link: { title: string; display_order: number }) => [
        link.title,
        link.display_order,
      ]),
    ).toEqual([
      ['Rules', 0],
      ['Portfolio', 1],
    ]);
    expect(
      (await call(t.app, 'GET', `/rest/v1/profiles/${host.userId}`)).json.links.map(
        (link: { title: string }) => link.title,
      ),
    ).toEqual(['Rules', 'Portfolio']);

    const partial = await call(t.app, 'PUT', '/rest/v1/profile-links/order', {
      token: host.token,
      body: { ids: [reversed[0]] },
    });
    expect(partial.status).toBe(400);
    const foreign = (await addLink(other, { title: 'Theirs', url: 'https://other.example.com' }))
      .json.id;
    const stolen = await call(t.app, 'PUT', '/rest/v1/profile-links/order', {
      token: host.token,
      body: { ids: [foreign, ...reversed] },
    });
    expect(stolen.status).toBe(404);
    expect((await links(host)).json.data.map((link: { title: string }) => link.title)).toEqual([
      'Rules',
      'Portfolio',
    ]);
  });

  it("edits and deletes only one's own links: someone else's id is a 404 and changes nothing", async () => {
    const [theirs] = (await links(other)).json.data;
    const edit = await call(t.app, 'PATCH', `/rest/v1/profile-links/${theirs.id}`, {
      token: host.token,
      body: { title: 'Hijacked' },
    });
    expect(edit.status).toBe(404);
    const del = await call(t.app, 'DELETE', `/rest/v1/profile-links/${theirs.id}`, {
      token: host.token,
    });
    expect(del.status).toBe(404);
    expect((await links(other)).json.data).toEqual([
      expect.objectContaining({ id: theirs.id, title: 'Theirs' }),
    ]);

    const [mine] = (await links(host)).json.data;
    const renamed = await call(t.app, 'PATCH', `/rest/v1/profile-links/${mine.id}`, {
      token: host.token,
      body: { title: 'House rules', url: 'ftp://nope.example.com' },
    });
    expect(renamed.status).toBe(400);
    const ok = await call(t.app, 'PATCH', `/rest/v1/profile-links/${mine.id}`, {
      token: host.token,
      body: { title: 'House rules' },
    });
    expect(ok.json).toMatchObject({ id: mine.id, title: 'House rules' });
    expect(
      (await call(t.app, 'DELETE', `/rest/v1/profile-links/${mine.id}`, { token: host.token }))
        .status,
    ).toBe(204);
    expect((await links(host)).json.data.map((link: { id: string }) => link.id)).not.toContain(
      mine.id,
    );
    expect(
      (await call(t.app, 'DELETE', `/rest/v1/profile-links/${mine.id}`, { token: host.token }))
        .status,
    ).toBe(404);
    expect(
      (await call(t.app, 'DELETE', '/rest/v1/profile-links/not-a-uuid', { token: host.token }))
        .status,
    ).toBe(400);
    expect((await call(t.app, 'GET', '/rest/v1/profile-links')).status).toBe(401);
  });

  it('lists updates pinned first, then newest, and pins through PATCH', async () => {
    const first = await addUpdate(host, {
      title: 'Summer hours',
      content: 'Open at 7 am from June.',
      type: 'general',
    });
    expect(first.status).toBe(201);
    const second = await addUpdate(host, {
      title: 'New backdrops',
      content: 'Fresh colour paper arrived.',
      type: 'space_update',
    });
    const third = await addUpdate(host, {
      title: 'Weekend rates',
      content: 'Fifth hour free.',
      type: 'feature_highlight',
    });
    expect((await updates(host)).json.data.map((u: { title: string }) => u.title)).toEqual([
      'Weekend rates',
      'New backdrops',
      'Summer hours',
    ]);
    const pin = await call(t.app, 'PATCH', `/rest/v1/profile-updates/${first.json.id}`, {
      token: host.token,
      body: { is_pinned: true },
    });
    expect(pin.json).toMatchObject({ id: first.json.id, is_pinned: true });
    expect((await updates(host)).json.data.map((u: { title: string }) => u.title)).toEqual([
      'Summer hours',
      'Weekend rates',
      'New backdrops',
    ]);
    const shown = await call(t.app, 'GET', `/rest/v1/profiles/${host.userId}`);
    expect(
      shown.json.updates.map((u: { title: string; is_pinned: boolean }) => [u.title, u.is_pinned]),
    ).toEqual([
      ['Summer hours', true],
      ['Weekend rates', false],
      ['New backdrops', false],
    ]);
    expect(second.json.type).toBe('space_update');
    expect(third.json.is_pinned).toBe(false);
  });

  it('requires a title, content and one of the four types', async () => {
    const missing = await addUpdate(host, { title: ' ', content: '' });
    expect(missing.status).toBe(400);
    expect(missing.json.error.fields).toEqual({
      title: ['Title is required'],
      content: ['Content is required'],
    });
    expect(
      (await addUpdate(host, { title: 'Promo', content: 'x', type: 'promotion' })).status,
    ).toBe(400);
  });

  it("cannot pin, edit or delete someone else's update", async () => {
    const theirs = (await addUpdate(other, { title: 'Their news', content: 'Hello' })).json;
    for (const [method, body] of [
      ['PATCH', { is_pinned: true }],
      ['PATCH', { title: 'Mine now' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await call(t.app, method, `/rest/v1/profile-updates/${theirs.id}`, {
        token: host.token,
        body,
      });
      expect(res.status).toBe(404);
    }
    expect((await updates(other)).json.data).toEqual([
      expect.objectContaining({ id: theirs.id, title: 'Their news', is_pinned: false }),
    ]);
    expect(
      (await call(t.app, 'DELETE', `/rest/v1/profile-updates/${theirs.id}`, { token: other.token }))
        .status,
    ).toBe(204);
    expect((await updates(other)).json.data).toEqual([]);
  });
});
