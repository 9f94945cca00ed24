import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '@rentspace/db/factories';
import { SPACE_TYPE_TEXT } from '@rentspace/core/listings/constants';
import { call, createTestApp, signUp, type TestApp } from '../../test/harness.ts';
import { listingBody } from './testing.ts';

type Account = Awaited<ReturnType<typeof signUp>>;

let t: TestApp;
let adminToken: string;
let host: Account;
let other: Account;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_TYPE_SUGGESTIONS_PER_DAY: '3' } });
  const admin = await createUser(t.db, { profile: { is_admin: true } });
  adminToken = (
    await call(t.app, 'POST', '/auth/v1/token?grant_type=password', {
      body: { email: admin.email, password: admin.password },
    })
  ).json.access_token;
  [host, other] = [await signUp(t.app), await signUp(t.app)];
});
afterAll(() => t.close());

const suggest = (token: string, label: string) =>
  call(t.app, 'POST', '/rest/v1/space-types', {
    token,
    body: { name: label.toLowerCase(), label },
  });
const listed = async () =>
  (await call(t.app, 'GET', '/rest/v1/space-types')).json.data.map(
    (type: { name: string }) => type.name,
  ) as string[];
const decide = (token: string, id: string, action: 'approve' | 'reject') =>
  call(t.app, 'POST', `/rest/v1/admin/space-type-suggestions/${id}/${action}`, { token });
const pending = async () =>
  (
    await call(t.app, 'GET', '/rest/v1/admin/space-type-suggestions', { token: adminToken })
  ).json.data.map((row: { name: string }) => row.name) as string[];

describe('space types added by people who are not admins', () => {
  it('are suggestions, not listed until an admin approves them; a non-admin cannot approve', async () => {
    const res = await suggest(host.token, 'Rooftop');
    expect(res.status).toBe(202);
    expect(res.json).toEqual({
      id: expect.any(String),
      name: 'rooftop',
      label: 'Rooftop',
      status: 'pending',
      created_at: expect.any(String),
    });
    expect(await listed()).not.toContain('rooftop');
    // Another person's suggestion of the same name waits alongside it.
    expect((await suggest(other.token, 'Rooftop')).status).toBe(202);

    const queue = await call(t.app, 'GET', '/rest/v1/admin/space-type-suggestions', {
      token: adminToken,
    });
    expect(queue.status).toBe(200);
    expect(queue.json.data).toContainEqual({
      id: res.json.id,
      name: 'rooftop',
      label: 'Rooftop',
      status: 'pending',
      suggested_by_email: host.email,
      listed: false,
      decided_at: null,
      created_at: res.json.created_at,
    });

    for (const token of [host.token, other.token]) {
      const refused = await decide(token, res.json.id, 'approve');
      expect(refused.status).toBe(403);
      expect(
        (await call(t.app, 'GET', '/rest/v1/admin/space-type-suggestions', { token })).status,
      ).toBe(403);
    }
    expect((await decide('', res.json.id, 'approve')).status).toBe(401);
    expect(await listed()).not.toContain('rooftop');

    const approved = await decide(adminToken, res.json.id, 'approve');
    expect(approved.status).toBe(200);
    expect(approved.json.suggestion).toMatchObject({ status: 'approved', listed: true });
    expect(approved.json.type).toMatchObject({ name: 'rooftop', label: 'Rooftop' });
    expect(await listed()).toContain('rooftop');
    expect(await pending()).not.toContain('rooftop');
    const own = await call(t.app, 'GET', '/rest/v1/space-types/suggestions', {
      token: other.token,
    });
    expect(own.json.data).toEqual([
      expect.objectContaining({ name: 'rooftop', status: 'approved' }),
    ]);

    // Now listed, adding it again answers the listed type.
    const again = await suggest(other.token, 'Rooftop');
    expect(again.status).toBe(200);
    expect(again.json).toEqual(approved.json.type);
  });

  it('lets the suggester use a pending type on drafts only; publishing waits for approval', async () => {
    const { json: suggestion } = await suggest(host.token, 'Treehouse');
    const draft = await call(t.app, 'POST', '/rest/v1/spaces', {
      token: host.token,
      body: listingBody({ type: 'treehouse' }),
    });
    expect(draft.status).toBe(201);

    const published = await call(t.app, 'POST', '/rest/v1/spaces', {
      token: host.token,
      body: { ...listingBody({ type: 'treehouse' }), is_published: true },
    });
    expect(published.status).toBe(400);
    expect(published.json.error.fields.type).toEqual([SPACE_TYPE_TEXT.awaitsApproval]);
    const toggle = () =>
      call(t.app, 'POST', `/rest/v1/spaces/${draft.json.id}/publication`, {
        token: host.token,
        body: { is_published: true },
      });
    const refused = await toggle();
    expect(refused.status).toBe(422);
    expect(refused.json.error).toEqual({
      code: 'type_not_listed',
      message: SPACE_TYPE_TEXT.awaitsApproval,
    });

    // Nobody else may use someone's suggestion.
    const stranger = await call(t.app, 'POST', '/rest/v1/spaces', {
      token: other.token,
      body: listingBody({ type: 'treehouse' }),
    });
    expect(stranger.status).toBe(400);
    expect(stranger.json.error.fields.type).toEqual([SPACE_TYPE_TEXT.notListed]);

    expect((await decide(adminToken, suggestion.id, 'approve')).status).toBe(200);
    expect((await toggle()).status).toBe(200);
  });

  it('lists nothing an admin rejects; a decision is made once', async () => {
    const { json: suggestion } = await suggest(host.token, 'Spam Palace');
    const draft = await call(t.app, 'POST', '/rest/v1/spaces', {
      token: host.token,
      body: listingBody({ type: 'spam palace' }),
    });
    expect(draft.status).toBe(201);

    const rejected = await decide(adminToken, suggestion.id, 'reject');
    expect(rejected.status).toBe(200);
    expect(rejected.json).toEqual({
      suggestion: expect.objectContaining({ status: 'rejected', listed: false }),
    });
    expect(await listed()).not.toContain('spam palace');
    expect((await decide(adminToken, suggestion.id, 'approve')).status).toBe(409);
    expect(
      (await decide(adminToken, '00000000-0000-4000-8000-000000000000', 'approve')).status,
    ).toBe(404);

    // The draft keeps its type but cannot be published with it.
    const publish = await call(t.app, 'POST', `/rest/v1/spaces/${draft.json.id}/publication`, {
      token: host.token,
      body: { is_published: true },
    });
    expect(publish.status).toBe(422);
    expect(publish.json.error.message).toBe(SPACE_TYPE_TEXT.notApproved);
  });

  it('limits how many types one person suggests a day', async () => {
    const person = await signUp(t.app);
    for (const label of ['Igloo', 'Yurt', 'Lighthouse'])
      expect((await suggest(person.token, label)).status).toBe(202);
    const refused = await suggest(person.token, 'Castle');
    expect(refused.status).toBe(429);
    expect(refused.json.error.code).toBe('rate_limited');
    expect(refused.json.error.message).toMatch(
      /^You have suggested many space types today\. Please try again in \d+ minutes\.$/,
    );
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await pending()).not.toContain('castle');
    // Listed names are not suggestions and do not count.
    expect((await suggest(person.token, 'Rooftop')).status).toBe(200);
  });
});
