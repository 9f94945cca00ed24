import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { conversations, messages, queryRows } from '@rentspace/db';
import { createReview, createSpace, createUser } from '@rentspace/db/factories';
import { call, createTestApp, signUp, type TestApp } from '../../test/harness.ts';

type Account = Awaited<ReturnType<typeof signUp>>;

describe('reports: people report, admins close, the reporter is told', () => {
  let t: TestApp;
  let host: Account;
  let guest: Account;
  let stranger: Account;
  let adminToken: string;
  let space: Awaited<ReturnType<typeof createSpace>>;
  let draft: Awaited<ReturnType<typeof createSpace>>;
  let reviewId: string;
  let messageId: string;
  let ownMessageId: string;

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_SIGNUP_PER_HOUR: '1000' } });
    host = await signUp(t.app);
    guest = await signUp(t.app);
    stranger = await signUp(t.app);
    const admin = await createUser(t.db, { profile: { is_admin: true } });
    adminToken = (
      await call(t.app, 'POST', '/auth/v1/token?grant_type=password', {
        body: { email: admin.email, password: admin.password },
      })
    ).json.access_token;
    space = await createSpace(t.db, { user_id: host.userId, title: 'Sunny loft' });
    draft = await createSpace(t.db, { user_id: host.userId, is_published: false });
    reviewId = (
      await createReview(t.db, {
        space_id: space.id,
        user_id: guest.userId,
        comment: 'Not as pictured',
        published_at: new Date(),
      })
    ).id;
    const [conversation] = await t.db
      .insert(conversations)
      .values({ space_id: space.id, guest_id: guest.userId, host_id: host.userId })
      .returning();
    const sent = await t.db
      .insert(messages)
      .values([
        { conversation_id: conversation!.id, sender_id: host.userId, body: 'Pay me outside' },
        { conversation_id: conversation!.id, sender_id: guest.userId, body: 'Is it free?' },
      ])
      .returning();
    messageId = sent[0]!.id;
    ownMessageId = sent[1]!.id;
  });
  afterAll(() => t.close());

  const report = (who: Account | undefined, body: Record<string, unknown>) =>
    call(t.app, 'POST', '/rest/v1/reports', { token: who?.token, body });
  const queue = (status = 'open', token = adminToken) =>
    call(t.app, 'GET', `/rest/v1/admin/reports?status=${status}`, { token });

  it('takes a report of a listing, a review, a message and a person, each once while open', async () => {
    const listing = await report(guest, {
      target_type: 'listing',
      target_id: space.id,
      reason: 'fraud',
      details: 'Asks to pay by bank transfer',
    });
    expect(listing.status).toBe(201);
    expect(listing.json).toMatchObject({ target_type: 'listing', reason: 'fraud', status: 'open' });
    expect(
      (await report(host, { target_type: 'review', target_id: reviewId, reason: 'misleading' }))
        .status,
    ).toBe(201);
    expect(
      (await report(guest, { target_type: 'message', target_id: messageId, reason: 'fraud' }))
        .status,
    ).toBe(201);
    expect(
      (await report(guest, { target_type: 'user', target_id: host.userId, reason: 'spam' })).status,
    ).toBe(201);

    // Twice while open: refused by the database's partial unique index, also when sent at once.
    const again = await report(guest, {
      target_type: 'listing',
      target_id: space.id,
      reason: 'spam',
    });
    expect(again.status).toBe(409);
    expect(again.json.error.message).toBe(
      'You have already reported this; our team is looking at it.',
    );
    const racing = await Promise.all(
      [1, 2, 3].map(() =>
        report(stranger, { target_type: 'listing', target_id: space.id, reason: 'unsafe' }),
      ),
    );
    expect(racing.map((res) => res.status).sort()).toEqual([201, 409, 409]);
    const [count] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from reports where target_id = ${space.id}`,
    );
    expect(count!.n).toBe(2);
  });

  it('refuses yourself, your own listing, what you cannot see and bad input', async () => {
    const own = await report(host, { target_type: 'listing', target_id: space.id, reason: 'spam' });
    expect(own.status).toBe(403);
    expect(own.json.error.message).toBe('You cannot report yourself or your own listing.');
    expect(
      (await report(guest, { target_type: 'user', target_id: guest.userId, reason: 'spam' }))
        .status,
    ).toBe(403);
    expect(
      (await report(guest, { target_type: 'message', target_id: ownMessageId, reason: 'spam' }))
        .status,
    ).toBe(403);
    // A message of someone else's conversation and a draft listing are not found for them.
    expect(
      (await report(stranger, { target_type: 'message', target_id: messageId, reason: 'spam' }))
        .status,
    ).toBe(404);
    expect(
      (await report(guest, { target_type: 'listing', target_id: draft.id, reason: 'spam' })).status,
    ).toBe(404);
    // A deleted account is gone, as its profile is: not found, and nothing recorded.
    const gone = await createUser(t.db);
    await t.db.execute(sql`update users set deleted_at = now() where id = ${gone.id}`);
    expect(
      (await report(guest, { target_type: 'user', target_id: gone.id, reason: 'spam' })).status,
    ).toBe(404);
    const [none] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from reports where target_id = ${gone.id}`,
    );
    expect(none!.n).toBe(0);
    const other = await report(guest, {
      target_type: 'review',
      target_id: reviewId,
      reason: 'other',
    });
    expect(other.status).toBe(400);
    expect(other.text).toContain('Tell us what is wrong');
    expect(
      (await report(guest, { target_type: 'listing', target_id: space.id, reason: 'boring' }))
        .status,
    ).toBe(400);
    expect(
      (await report(undefined, { target_type: 'listing', target_id: 'x', reason: 'x' })).status,
    ).toBe(401);
  });

  it('lists the open queue to admins only and closes a report with a resolution, an audit entry and an e-mail', async () => {
    expect((await queue('open', guest.token)).status).toBe(403);
    expect((await call(t.app, 'GET', '/rest/v1/admin/reports')).status).toBe(401);
    const open = await queue();
    expect(open.status).toBe(200);
    const fraud = open.json.data.find(
      (row: { reporter_id: string; target_type: string }) =>
        row.reporter_id === guest.userId && row.target_type === 'listing',
    );
    expect(fraud).toMatchObject({
      reporter_email: guest.email,
      target_summary: 'Sunny loft',
      reason: 'fraud',
      details: 'Asks to pay by bank transfer',
      status: 'open',
      resolution: null,
    });

    const close = (token: string, body: unknown) =>
      call(t.app, 'POST', `/rest/v1/admin/reports/${fraud.id}/close`, { token, body });
    expect((await close(guest.token, { resolution: 'x' })).status).toBe(403);
    expect((await close(adminToken, { resolution: '  ' })).status).toBe(400);
    const closed = await close(adminToken, { resolution: 'The listing was suspended.' });
    expect(closed.status).toBe(200);
    expect((await close(adminToken, { resolution: 'Again' })).status).toBe(409);
    expect(
      (
        await call(
          t.app,
          'POST',
          '/rest/v1/admin/reports/00000000-0000-4000-8000-000000000000/close',
          { token: adminToken, body: { resolution: 'x' } },
        )
      ).status,
    ).toBe(404);

    const done = await queue('closed');
    expect(done.json.data).toEqual([
      expect.objectContaining({
        id: fraud.id,
        status: 'closed',
        resolution: 'The listing was suspended.',
        closed_at: expect.any(String),
      }),
    ]);
    expect((await queue()).json.data.map((row: { id: string }) => row.id)).not.toContain(fraud.id);

    const [mail] = await queryRows<{ subject: string; text_body: string }>(
      t.db,
      sql`select subject, text_body from outbox_emails
          where kind = 'report_closed' and to_address = ${guest.email}`,
    );
    expect(mail!.subject).toBe('Your report was reviewed');
    expect(mail!.text_body).toContain('The listing was suspended.');
    const audit = await call(t.app, 'GET', `/rest/v1/admin/audit-log?target_id=${fraud.id}`, {
      token: adminToken,
    });
    expect(audit.json.data).toEqual([
      expect.objectContaining({
        action: 'report_closed',
        target_type: 'report',
        reason: 'The listing was suspended.',
        before: { status: 'open' },
        after: { status: 'closed', target_type: 'listing', target_id: space.id },
      }),
    ]);

    // Closed, the same thing may be reported again.
    expect(
      (
        await report(guest, {
          target_type: 'listing',
          target_id: space.id,
          reason: 'fraud',
          details: 'Still there',
        })
      ).status,
    ).toBe(201);
  });
});
