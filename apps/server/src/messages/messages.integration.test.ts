import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@rentspace/db';
import { createSpace } from '@rentspace/db/factories';
import { call, createTestApp, signUp, type TestApp } from '../../test/harness.ts';
import { createRealtimeHub } from '../realtime/hub.ts';
import { createLogger } from '../logger.ts';
import { readStream } from './testing.ts';

type Account = Awaited<ReturnType<typeof signUp>>;

describe('messages between guests and hosts', () => {
  let t: TestApp;
  let url: string;
  let host: Account;
  let guest: Account;
  let stranger: Account;
  let space: Awaited<ReturnType<typeof createSpace>>;
  const start = (user: Account, body: unknown) =>
    call(t.app, 'POST', '/rest/v1/conversations', { token: user.token, body });
  const send = (user: Account, id: string, body: string) =>
    call(t.app, 'POST', `/rest/v1/conversations/${id}/messages`, {
      token: user.token,
      body: { body },
    });
  const inbox = (user: Account) =>
    call(t.app, 'GET', '/rest/v1/conversations', { token: user.token });

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_SIGNUP_PER_HOUR: '1000' } });
    url = await t.listen();
    [host, guest, stranger] = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
    await call(t.app, 'PUT', '/rest/v1/profiles/me', {
      token: host.token,
      body: { full_name: 'Daniel Brooks' },
    });
    await call(t.app, 'PUT', '/rest/v1/profiles/me', {
      token: guest.token,
      body: { full_name: 'Maya Chen' },
    });
    space = await createSpace(t.db, { user_id: host.userId, title: 'Sunny Loft' });
  });
  afterAll(() => t.close());

  it('starts one conversation per guest and listing, and continues it on later calls', async () => {
    const first = await start(guest, { space_id: space.id });
    expect(first.status).toBe(201);
    expect(first.json).toMatchObject({
      role: 'guest',
      space: { id: space.id, title: 'Sunny Loft' },
      other: { id: host.userId, full_name: 'Daniel Brooks' },
      last_message: null,
      unread_count: 0,
    });
    const again = await start(guest, { space_id: space.id, body: 'Is Saturday morning free?' });
    expect(again.status).toBe(200);
    expect(again.json.id).toBe(first.json.id);
    expect(again.json.last_message).toMatchObject({
      body: 'Is Saturday morning free?',
      sender_id: guest.userId,
    });
  });

  it('shows the guest a listing they can no longer open as no longer available; its host still has it', async () => {
    // People of their own, so that the other tests' inboxes stay as they count them.
    const visitor = await signUp(t.app);
    const owner = await signUp(t.app);
    const listing = await createSpace(t.db, { user_id: owner.userId, title: 'Harbour Studio' });
    const thread = await start(visitor, { space_id: listing.id, body: 'Free on Sunday?' });
    expect(thread.json.space).toMatchObject({ id: listing.id });
    const spaceOf = async (user: Account) =>
      (await inbox(user)).json.data.find((c: { id: string }) => c.id === thread.json.id).space;
    await t.db.execute(sql`update spaces set suspended_at = now() where id = ${listing.id}`);
    expect(await spaceOf(visitor)).toBeNull();
    expect(await spaceOf(owner)).toMatchObject({ id: listing.id, title: 'Harbour Studio' });
    await t.db.execute(
      sql`update spaces set suspended_at = null, is_published = false where id = ${listing.id}`,
    );
    expect(await spaceOf(visitor)).toBeNull();
    await t.db.execute(sql`update spaces set is_published = true where id = ${listing.id}`);
    expect(await spaceOf(visitor)).toMatchObject({ id: listing.id });
  });

  it('refuses a host messaging themselves, drafts, unknown listings and bad bodies', async () => {
    const own = await start(host, { space_id: space.id });
    expect(own.status).toBe(403);
    expect(own.json.error.message).toBe('This is your own listing: you cannot message yourself');
    const draft = await createSpace(t.db, { user_id: host.userId, is_published: false });
    expect((await start(guest, { space_id: draft.id })).status).toBe(404);
    expect((await start(guest, { space_id: '00000000-0000-4000-8000-000000000000' })).status).toBe(
      404,
    );
    expect((await start(guest, { space_id: space.id, body: '   ' })).status).toBe(400);
    expect(
      (await call(t.app, 'POST', '/rest/v1/conversations', { body: { space_id: space.id } }))
        .status,
    ).toBe(401);
  });

  it('lists conversations with the last message and unread counts, and marks them read', async () => {
    const { id } = (await start(guest, { space_id: space.id })).json;
    await send(guest, id, 'Also, is there parking?');
    const hostView = await inbox(host);
    expect(hostView.json.unread_total).toBe(2);
    expect(hostView.json.data).toEqual([
      expect.objectContaining({
        id,
        role: 'host',
        other: expect.objectContaining({ id: guest.userId, full_name: 'Maya Chen' }),
        unread_count: 2,
        last_message: expect.objectContaining({ body: 'Also, is there parking?' }),
      }),
    ]);
    expect((await inbox(guest)).json).toMatchObject({
      unread_total: 0,
      data: [expect.objectContaining({ id, unread_count: 0 })],
    });

    const thread = await call(t.app, 'GET', `/rest/v1/conversations/${id}`, { token: host.token });
    expect(thread.json.messages.map((m: { body: string }) => m.body)).toEqual([
      'Is Saturday morning free?',
      'Also, is there parking?',
    ]);
    const read = await call(t.app, 'POST', `/rest/v1/conversations/${id}/read`, {
      token: host.token,
    });
    expect(read.json).toEqual({ unread_total: 0 });
    const reply = await send(host, id, 'Yes to both!');
    expect(reply.status).toBe(201);
    expect((await inbox(guest)).json).toMatchObject({
      unread_total: 1,
      data: [
        expect.objectContaining({
          unread_count: 1,
          last_message: expect.objectContaining({ body: 'Yes to both!', sender_id: host.userId }),
        }),
      ],
    });
    expect((await inbox(stranger)).json).toEqual({ data: [], unread_total: 0 });
  });

  it("hides someone else's conversation: reading, sending and marking read are 404s", async () => {
    const { id } = (await start(guest, { space_id: space.id })).json;
    const before = (
      await call(t.app, 'GET', `/rest/v1/conversations/${id}`, { token: guest.token })
    ).json.messages.length;
    expect(
      (await call(t.app, 'GET', `/rest/v1/conversations/${id}`, { token: stranger.token })).status,
    ).toBe(404);
    expect((await send(stranger, id, 'Hello from outside')).status).toBe(404);
    expect(
      (await call(t.app, 'POST', `/rest/v1/conversations/${id}/read`, { token: stranger.token }))
        .status,
    ).toBe(404);
    expect(
      (await call(t.app, 'GET', '/rest/v1/conversations/not-an-id', { token: guest.token })).status,
    ).toBe(400);
    expect(
      (await call(t.app, 'GET', `/rest/v1/conversations/${id}`, { token: guest.token })).json
        .messages,
    ).toHaveLength(before);
  });

  it('streams new messages and the unread total to both people, and nothing to others', async () => {
    const { id } = (await start(guest, { space_id: space.id })).json;
    await call(t.app, 'POST', `/rest/v1/conversations/${id}/read`, { token: guest.token });
    const [guestEvents, strangerEvents] = await Promise.all([
      readStream(
        url,
        guest.token,
        async () => {
          await send(host, id, 'See you Saturday');
        },
        (events) => {
          // Until the host's message and an unread total after it (the guest's own 'Thanks!' may come first).
          const at = events.findIndex((e) => e.data.message?.body === 'See you Saturday');
          return at >= 0 && events.slice(at).some((e) => e.event === 'unread');
        },
      ),
      // Listens for two seconds while the guest and the host talk: it must hear nothing.
      readStream(
        url,
        stranger.token,
        async () => {
          await send(guest, id, 'Thanks!');
        },
        () => false,
        2000,
      ),
    ]);
    expect(guestEvents[0]).toEqual({ event: 'ready', data: { type: 'ready', unread_total: 0 } });
    expect(guestEvents).toContainEqual({
      event: 'message',
      data: {
        type: 'message',
        message: expect.objectContaining({
          conversation_id: id,
          body: 'See you Saturday',
          sender_id: host.userId,
        }),
      },
    });
    expect(guestEvents.at(-1)).toEqual({
      event: 'unread',
      data: { type: 'unread', unread_total: 1 },
    });
    expect(strangerEvents.map((e) => e.event)).toEqual(['ready']);
  });

  it('reaches a stream on another instance (LISTEN/NOTIFY), and refuses streams without a token', async () => {
    const { id } = (await start(guest, { space_id: space.id })).json;
    const otherHub = createRealtimeHub(t.database, createLogger('silent'));
    await otherHub.start();
    const sibling = t.sibling({ realtime: otherHub });
    const { serve } = await import('@hono/node-server');
    const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
      const started = serve({ fetch: sibling.app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
        resolve(started),
      );
    });
    const siblingUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    try {
      const events = await readStream(
        siblingUrl,
        host.token,
        async () => {
          await send(guest, id, 'Sent through the first instance');
        },
        (list) => list.some((e) => e.event === 'message'),
      );
      expect(events).toContainEqual({
        event: 'message',
        data: {
          type: 'message',
          message: expect.objectContaining({ body: 'Sent through the first instance' }),
        },
      });
      const anonymous = await fetch(`${siblingUrl}/rest/v1/messages/stream`);
      expect(anonymous.status).toBe(401);
    } finally {
      await otherHub.stop();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ('closeAllConnections' in server) server.closeAllConnections();
      });
    }
  });

  it('sends an emoji cut by the preview, and names a sender with no name by their side', async () => {
    const nameless = await signUp(t.app);
    const thread = await start(nameless, { space_id: space.id });
    // The notification's preview ends at 139 UTF-16 units: inside the emoji's surrogate pair.
    const body = `${'x'.repeat(138)}😀 thanks, see you on Saturday!`;
    const sent = await send(nameless, thread.json.id, body);
    expect(sent.status).toBe(201);
    expect(sent.json.body).toBe(body);
    const notices = await call(t.app, 'GET', '/rest/v1/notifications', { token: host.token });
    const notice = notices.json.data.find(
      (item: { link: string }) => item.link === `/messages/${thread.json.id}`,
    );
    expect(notice).toMatchObject({ title: 'New message from Guest', body: `${'x'.repeat(138)}…` });
    const [mail] = await queryRows<{ text_body: string }>(
      t.db,
      sql`select text_body from outbox_emails where to_address = ${host.email} and subject = 'New message from Guest'`,
    );
    expect(mail?.text_body).toContain('Guest sent you a message about Sunny Loft.');
  });
});
