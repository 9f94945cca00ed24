import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@rentspace/db';
import { DEPOSIT_MESSAGES } from '@rentspace/core/deposits/api';
import { depositTransitions } from '@rentspace/core/deposits/state-machine';
import { DEPOSIT_STATUSES } from '@rentspace/core/deposits/constants';
import { call, signUp, TEST_SECRET } from '../../test/harness.ts';
import { createLogger } from '../logger.ts';
import { sandboxWebhookSecret } from '../payments/index.ts';
import { signPayload } from '../payments/webhook-signature.ts';
import type { SyncDeps } from '../payments/sync.ts';
import {
  HOUR,
  at,
  bookAndPay,
  createBookingTestApp,
  createListing,
  intentBody,
  type BookingTestApp,
} from '../bookings/testing.ts';
import { photoWithGps, uploadRaw } from '../listings/testing.ts';
import { runDepositJobs } from './jobs.ts';

const DEPOSIT = 20_000;
const CHARGE_FAILS = '4000000000000341';

describe('security deposits', () => {
  let t: BookingTestApp;
  let deps: SyncDeps;
  let admin: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    t = await createBookingTestApp({ env: { RATE_LIMIT_SIGNIN_PER_5_MIN: '1000' } });
    deps = {
      db: t.db,
      clock: t.clock,
      logger: createLogger('silent'),
      payments: t.services.payments,
      mailer: t.services.mailer,
      siteUrl: 'http://localhost:3000',
    };
    admin = await signUp(t.app);
    await t.db.execute(sql`update profiles set is_admin = true where id = ${admin.userId}`);
  });
  afterAll(() => t.close());

  /** A guest books a listing that requires a deposit and pays with `card`. */
  async function book(options: { start?: Date; hours?: number; card?: string } = {}) {
    const { host, space } = await createListing(t, {
      deposit_required: true,
      deposit_amount: DEPOSIT,
    });
    const guest = await signUp(t.app);
    const start = options.start ?? at(t, 1, 10);
    const { intent } = await bookAndPay(
      t,
      guest.token,
      intentBody(space, start, options.hours ?? 2),
      options.card,
    );
    return { host, guest, space, bookingId: intent.bookingId as string, start };
  }

  async function deposit(bookingId: string) {
    const [row] = await queryRows<{
      id: string;
      status: string;
      payment_intent_id: string | null;
      failure_message: string | null;
      release_at: Date;
      authorise_at: Date;
      settled_at: Date | null;
      captured_amount: string | null;
      intent_status: string | null;
      intent_captured: string | null;
      intent_amount: string | null;
      kind: string | null;
    }>(
      t.db,
      sql`select d.id, d.status, d.payment_intent_id, d.failure_message, d.release_at, d.authorise_at,
                 d.settled_at, d.captured_amount, i.status as intent_status,
                 i.amount_captured as intent_captured, i.amount as intent_amount,
                 i.metadata->>'kind' as kind
            from deposits d left join sandbox_payment_intents i on i.id = d.payment_intent_id
           where d.booking_id = ${bookingId}`,
    );
    return (
      row && {
        ...row,
        release_at: new Date(row.release_at),
        authorise_at: new Date(row.authorise_at),
      }
    );
  }

  /** A new session at the clock's time (tests move it past earlier sessions' lifetime). */
  async function signIn<P extends { email: string; password: string; token: string }>(person: P) {
    const res = await call(t.app, 'POST', '/auth/v1/token?grant_type=password', {
      body: { email: person.email, password: person.password },
    });
    person.token = res.json.access_token as string;
    return person;
  }
  async function moveTo(
    when: Date,
    ...people: { email: string; password: string; token: string }[]
  ) {
    t.clock.set(when);
    for (const person of [...people, admin]) await signIn(person);
  }

  const get = (token: string, bookingId: string) =>
    call(t.app, 'GET', `/rest/v1/bookings/${bookingId}/deposit`, { token });
  const claim = (token: string, bookingId: string, body: object) =>
    call(t.app, 'POST', `/rest/v1/bookings/${bookingId}/deposit-claim`, { token, body });
  const decide = (claimId: string, body: object, token = admin.token) =>
    call(t.app, 'POST', `/rest/v1/admin/deposit-claims/${claimId}/decide`, { token, body });
  const kinds = async (userId: string) =>
    (
      await queryRows<{ kind: string }>(
        t.db,
        sql`select kind from notifications where user_id = ${userId} order by created_at`,
      )
    ).map((row) => row.kind);

  it('keeps its status changes to the state machine (the trigger refuses the rest)', async () => {
    const { bookingId } = await book();
    const row = (await deposit(bookingId))!;
    const allowed = new Set(depositTransitions().map(([from, , to]) => `${from}>${to}`));
    for (const from of DEPOSIT_STATUSES) {
      for (const to of DEPOSIT_STATUSES) {
        if (from === to) continue;
        const attempt = await t.db
          .transaction(async (tx) => {
            await tx.execute(sql`alter table deposits disable trigger deposits_guard`);
            await tx.execute(sql`update deposits set status = ${from} where id = ${row.id}`);
            await tx.execute(sql`alter table deposits enable trigger deposits_guard`);
            await tx.execute(sql`update deposits set status = ${to} where id = ${row.id}`);
            throw new Error('rollback');
          })
          .catch((error: Error) => error.message);
        expect(attempt === 'rollback', `${from} > ${to}`).toBe(allowed.has(`${from}>${to}`));
      }
    }
    expect((await deposit(bookingId))!.status).toBe('held');
  });

  it('holds the deposit at confirmation when the start is within 5 days, on a separate manual-capture intent', async () => {
    const { guest, host, bookingId } = await book();
    const row = (await deposit(bookingId))!;
    expect(row).toMatchObject({
      status: 'held',
      intent_status: 'requires_capture',
      kind: 'deposit',
    });
    expect(Number(row.intent_amount)).toBe(DEPOSIT);
    const [booking] = await queryRows<{ payment_intent_id: string }>(
      t.db,
      sql`select payment_intent_id from bookings where id = ${bookingId}`,
    );
    expect(booking!.payment_intent_id).not.toBe(row.payment_intent_id);
    const asGuest = await get(guest.token, bookingId);
    expect(asGuest.status).toBe(200);
    expect(asGuest.json).toMatchObject({
      role: 'guest',
      status: 'held',
      amount: DEPOSIT,
      claim: null,
      can_claim: false,
    });
    expect((await get(host.token, bookingId)).json.role).toBe('host');
    const stranger = await signUp(t.app);
    const hidden = await get(stranger.token, bookingId);
    expect(hidden.status).toBe(404);
    expect(hidden.json.error.message).toBe(DEPOSIT_MESSAGES.depositNotFound);
    expect(await kinds(guest.userId)).toContain('deposit_held');
    const list = await call(t.app, 'GET', '/rest/v1/deposits', { token: host.token });
    expect(list.json.data.map((d: { booking_id: string }) => d.booking_id)).toContain(bookingId);
  });

  it('schedules a deposit further out, and the job authorises it 2 days before the start', async () => {
    const { bookingId, start } = await book({ start: at(t, 10, 10) });
    let row = (await deposit(bookingId))!;
    expect(row.status).toBe('scheduled');
    expect(row.authorise_at.getTime()).toBe(start.getTime() - 48 * HOUR);
    await runDepositJobs(deps);
    expect((await deposit(bookingId))!.status).toBe('scheduled');
    t.clock.set(row.authorise_at);
    try {
      await runDepositJobs(deps);
      row = (await deposit(bookingId))!;
      expect(row).toMatchObject({ status: 'held', intent_status: 'requires_capture' });
    } finally {
      t.clock.set(at(t, -8, 6));
    }
  });

  it('shows a refused authorisation (card 0341) to guest and host as failed with the message', async () => {
    const { guest, host, bookingId } = await book({ card: CHARGE_FAILS });
    const [booking] = await queryRows<{ status: string }>(
      t.db,
      sql`select status from bookings where id = ${bookingId}`,
    );
    expect(booking!.status).toBe('confirmed');
    expect((await deposit(bookingId))!.status).toBe('failed');
    for (const person of [guest, host]) {
      const res = await get(person.token, bookingId);
      expect(res.json).toMatchObject({
        status: 'failed',
        failure_message: 'Your card was declined.',
      });
      expect(await kinds(person.userId)).toContain('deposit_failed');
    }
  });

  it('releases an unclaimed deposit 48 hours after the end, once', async () => {
    const { guest, bookingId } = await book();
    const row = (await deposit(bookingId))!;
    const now = t.clock.now();
    t.clock.set(new Date(row.release_at.getTime() - 1));
    try {
      await runDepositJobs(deps);
      expect((await deposit(bookingId))!.status).toBe('held');
      t.clock.set(row.release_at);
      await runDepositJobs(deps);
      await runDepositJobs(deps);
      const after = (await deposit(bookingId))!;
      expect(after).toMatchObject({ status: 'released', intent_status: 'canceled' });
      expect(after.settled_at).not.toBeNull();
      expect((await kinds(guest.userId)).filter((k) => k === 'deposit_released')).toHaveLength(1);
    } finally {
      await moveTo(now);
    }
  });

  it('takes a claim in the window, the answer, and a partial capture that releases the rest', async () => {
    const { guest, host, bookingId, start } = await book();
    const early = await claim(host.token, bookingId, { amount: 5000, description: 'Broken lamp' });
    expect(early.status).toBe(409);
    expect(early.json.error.message).toBe(DEPOSIT_MESSAGES.claimWindowClosed);
    const now = t.clock.now();
    await moveTo(new Date(start.getTime() + 3 * HOUR), host, guest);
    try {
      const over = await claim(host.token, bookingId, { amount: DEPOSIT + 1, description: 'x' });
      expect(over.status).toBe(400);
      expect(over.json.error.fields.amount).toEqual([DEPOSIT_MESSAGES.amountOverDeposit]);
      const empty = await claim(host.token, bookingId, { amount: 5000, description: ' ' });
      expect(empty.status).toBe(400);
      expect(empty.json.error.fields.description).toEqual([DEPOSIT_MESSAGES.describeClaim]);
      const foreign = await claim(host.token, bookingId, {
        amount: 5000,
        description: 'Broken lamp',
        photos: ['someone-else/photo.webp'],
      });
      expect(foreign.status).toBe(400);
      expect((await claim(guest.token, bookingId, { amount: 1, description: 'x' })).status).toBe(
        404,
      );

      const filed = await claim(host.token, bookingId, {
        amount: 5000,
        description: 'Broken lamp',
      });
      expect(filed.status).toBe(201);
      expect(filed.json).toMatchObject({
        status: 'claimed',
        claim: { status: 'open', amount: 5000 },
      });
      const again = await claim(host.token, bookingId, { amount: 100, description: 'More' });
      expect(again.status).toBe(409);
      expect(again.json.error.message).toBe(DEPOSIT_MESSAGES.claimExists);
      expect(await kinds(guest.userId)).toContain('deposit_claimed');

      const claimId = filed.json.claim.id as string;
      const respond = (token: string, body: object) =>
        call(t.app, 'POST', `/rest/v1/deposit-claims/${claimId}/response`, { token, body });
      expect((await respond(host.token, { response: 'Not mine' })).status).toBe(404);
      expect((await respond(guest.token, { response: '' })).status).toBe(400);
      const answered = await respond(guest.token, { response: 'It was broken already' });
      expect(answered.status).toBe(200);
      expect(answered.json).toMatchObject({
        can_answer: true,
        claim: { guest_response: 'It was broken already' },
      });

      // The release job at this time does nothing to a claimed deposit.
      await moveTo(new Date((await deposit(bookingId))!.release_at.getTime() + HOUR), host, guest);
      await runDepositJobs(deps);
      expect((await deposit(bookingId))!.status).toBe('claimed');

      expect((await decide(claimId, { capture_amount: 3000 }, host.token)).status).toBe(403);
      const tooMuch = await decide(claimId, { capture_amount: 5001 });
      expect(tooMuch.status).toBe(400);
      expect(tooMuch.json.error.fields.capture_amount).toEqual([DEPOSIT_MESSAGES.amountOverClaim]);
      const open = await call(t.app, 'GET', '/rest/v1/admin/deposit-claims?status=open', {
        token: admin.token,
      });
      expect(open.json.data.map((c: { id: string }) => c.id)).toContain(claimId);

      const decided = await decide(claimId, { capture_amount: 3000, note: 'Half' });
      expect(decided.status).toBe(200);
      expect(decided.json).toMatchObject({
        status: 'decided',
        decided_amount: 3000,
        deposit: { status: 'captured' },
      });
      const row = (await deposit(bookingId))!;
      expect(row).toMatchObject({ status: 'captured', intent_status: 'succeeded' });
      expect(Number(row.intent_captured)).toBe(3000);
      expect(Number(row.captured_amount)).toBe(3000);

      const twice = await decide(claimId, { capture_amount: 5000 });
      expect(twice.status).toBe(409);
      expect(twice.json.error.message).toBe(DEPOSIT_MESSAGES.claimDecided);
      expect(Number((await deposit(bookingId))!.intent_captured)).toBe(3000);
      expect((await respond(guest.token, { response: 'Late' })).status).toBe(409);
      expect(await kinds(host.userId)).toContain('deposit_decided');
    } finally {
      await moveTo(now);
    }
  });

  it("takes the host's own photos from the deposit-claims bucket, and keeps them", async () => {
    const { guest, host, bookingId, start } = await book();
    const photo = await photoWithGps(400, 300);
    const uploaded = await uploadRaw(
      t.app,
      host.token,
      'deposit-claims/stain.jpg',
      photo,
      'image/jpeg',
    );
    expect(uploaded.status).toBe(201);
    const path = uploaded.json.path as string;
    expect(path.startsWith(`${host.userId}/`)).toBe(true);
    const other = await uploadRaw(t.app, guest.token, 'deposit-claims/x.jpg', photo, 'image/jpeg');
    const now = t.clock.now();
    await moveTo(new Date(start.getTime() + 3 * HOUR), host, guest);
    try {
      const foreign = await claim(host.token, bookingId, {
        amount: 1000,
        description: 'Stain',
        photos: [other.json.path],
      });
      expect(foreign.status).toBe(400);
      const filed = await claim(host.token, bookingId, {
        amount: 1000,
        description: 'Stain',
        photos: [path],
      });
      expect(filed.status).toBe(201);
      const seen = await get(guest.token, bookingId);
      expect(seen.json.claim.photo_urls).toEqual([
        `/storage/v1/object/public/deposit-claims/${path}`,
      ]);
      await t.db.execute(
        sql`update uploads set created_at = created_at - interval '25 hours' where path = ${path}`,
      );
      await t.services.createJobRunner().runOnce();
      const rows = await queryRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from uploads where path = ${path}`,
      );
      expect(rows[0]!.n).toBe(1);
    } finally {
      await moveTo(now);
    }
  });

  it('renews the authorisation of a claim still undecided before it lapses, and captures the renewed one', async () => {
    const { host, bookingId, start } = await book();
    const now = t.clock.now();
    const first = (await deposit(bookingId))!.payment_intent_id;
    await moveTo(new Date(start.getTime() + 3 * HOUR), host);
    try {
      const filed = await claim(host.token, bookingId, { amount: 4000, description: 'Dents' });
      expect(filed.status).toBe(201);
      await moveTo(new Date(now.getTime() + 5 * 24 * HOUR), host);
      await runDepositJobs(deps);
      expect((await deposit(bookingId))!.payment_intent_id).toBe(first);
      await moveTo(new Date(now.getTime() + 6 * 24 * HOUR + HOUR), host);
      await runDepositJobs(deps);
      await runDepositJobs(deps);
      const renewed = (await deposit(bookingId))!;
      expect(renewed).toMatchObject({ status: 'claimed', intent_status: 'requires_capture' });
      expect(renewed.payment_intent_id).not.toBe(first);
      const [old] = await queryRows<{ status: string }>(
        t.db,
        sql`select status from sandbox_payment_intents where id = ${first}`,
      );
      expect(old!.status).toBe('canceled');
      const decided = await decide(filed.json.claim.id, { capture_amount: 4000 });
      expect(decided.status).toBe(200);
      const after = (await deposit(bookingId))!;
      expect(after).toMatchObject({ status: 'captured', intent_status: 'succeeded' });
      expect(after.payment_intent_id).toBe(renewed.payment_intent_id);
      expect(Number(after.intent_captured)).toBe(4000);
    } finally {
      await moveTo(now);
    }
  });

  it('lets exactly one of two simultaneous decisions win, and the money matches it', async () => {
    const { host, bookingId, start } = await book();
    const now = t.clock.now();
    await moveTo(new Date(start.getTime() + 3 * HOUR), host);
    try {
      const filed = await claim(host.token, bookingId, { amount: 8000, description: 'Stains' });
      const claimId = filed.json.claim.id as string;
      const answers = await Promise.all([
        decide(claimId, { capture_amount: 8000 }),
        decide(claimId, { capture_amount: 0 }),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const winner = answers.find((a) => a.status === 200)!.json;
      const row = (await deposit(bookingId))!;
      if (winner.decided_amount === 0)
        expect(row).toMatchObject({ status: 'released', intent_status: 'canceled' });
      else {
        expect(row).toMatchObject({ status: 'captured', intent_status: 'succeeded' });
        expect(Number(row.intent_captured)).toBe(8000);
      }
    } finally {
      await moveTo(now);
    }
  });

  it('lets exactly one of a claim and the release job win at the window edge', async () => {
    for (const offset of [-1, 0]) {
      const { host, bookingId } = await book();
      const releaseAt = (await deposit(bookingId))!.release_at;
      const now = t.clock.now();
      await moveTo(new Date(releaseAt.getTime() + offset), host);
      try {
        const [filed] = await Promise.all([
          claim(host.token, bookingId, { amount: 1000, description: 'Scratch' }),
          runDepositJobs(deps),
        ]);
        const row = (await deposit(bookingId))!;
        if (filed.status === 201)
          expect(row).toMatchObject({ status: 'claimed', intent_status: 'requires_capture' });
        else {
          expect(filed.status).toBe(409);
          expect(row).toMatchObject({ status: 'released', intent_status: 'canceled' });
        }
        expect(filed.status).toBe(offset < 0 ? 201 : 409);
      } finally {
        await moveTo(now);
      }
    }
  });

  it('ignores duplicated and out-of-order deposit webhooks', async () => {
    const { bookingId } = await book();
    const row = (await deposit(bookingId))!;
    const webhook = (event: object) => {
      const body = JSON.stringify(event);
      return call(t.app, 'POST', '/functions/v1/payment-webhook', {
        body,
        headers: {
          'stripe-signature': signPayload(body, sandboxWebhookSecret(TEST_SECRET), t.clock.now()),
        },
      });
    };
    const object = { id: row.payment_intent_id, object: 'payment_intent' };
    const held = {
      id: 'evt_dep_held',
      type: 'payment_intent.amount_capturable_updated',
      data: { object },
    };
    expect((await webhook(held)).json).toEqual({ received: true, duplicate: false });
    expect((await webhook(held)).json).toEqual({ received: true, duplicate: true });
    expect((await deposit(bookingId))!.status).toBe('held');
    // The booking's payment is not touched by the deposit's events.
    const [booking] = await queryRows<{ status: string }>(
      t.db,
      sql`select status from bookings where id = ${bookingId}`,
    );
    expect(booking!.status).toBe('confirmed');
    // Released; then the authorisation's report arrives late: nothing moves back.
    const now = t.clock.now();
    t.clock.set(row.release_at);
    try {
      await runDepositJobs(deps);
    } finally {
      await moveTo(now);
    }
    expect((await deposit(bookingId))!.status).toBe('released');
    await webhook({ ...held, id: 'evt_dep_late' });
    await webhook({
      id: 'evt_dep_failed',
      type: 'payment_intent.payment_failed',
      data: { object },
    });
    expect((await deposit(bookingId))!).toMatchObject({
      status: 'released',
      intent_status: 'canceled',
    });
  });

  it('releases a held deposit when the guest cancels, and cancels a scheduled one', async () => {
    const near = await book({ start: at(t, 4, 10) });
    const far = await book({ start: at(t, 20, 10) });
    for (const booked of [near, far]) {
      const res = await call(t.app, 'POST', `/rest/v1/bookings/${booked.bookingId}/cancel`, {
        token: booked.guest.token,
      });
      expect(res.status).toBe(200);
    }
    expect((await deposit(near.bookingId))!).toMatchObject({
      status: 'released',
      intent_status: 'canceled',
    });
    expect((await deposit(far.bookingId))!.status).toBe('cancelled');
  });

  it('holds the deposit when the host accepts a request to book', async () => {
    const { host, space } = await createListing(t, {
      booking_mode: 'request',
      deposit_required: true,
      deposit_amount: DEPOSIT,
    });
    const guest = await signUp(t.app);
    const hold = await call(t.app, 'POST', '/functions/v1/create-payment-intent', {
      token: guest.token,
      body: { ...intentBody(space, at(t, 2, 10), 2), message: 'Hello, a small shoot.' },
    });
    expect(hold.status).toBe(200);
    const bookingId = hold.json.bookingId as string;
    await call(t.app, 'POST', '/functions/v1/sandbox/confirm', {
      body: {
        clientSecret: hold.json.clientSecret,
        card: { number: '4242424242424242', exp_month: 12, exp_year: 2099, cvc: '123' },
      },
    });
    expect(await deposit(bookingId)).toBeUndefined();
    const accepted = await call(t.app, 'POST', `/rest/v1/booking-requests/${bookingId}/accept`, {
      token: host.token,
      body: {},
    });
    expect(accepted.status).toBe(200);
    expect((await deposit(bookingId))!).toMatchObject({
      status: 'held',
      intent_status: 'requires_capture',
    });
  });

  it("releases the guest's held deposit when the host's account is deleted", async () => {
    const { host, bookingId } = await book({ start: at(t, 3, 10) });
    expect((await deposit(bookingId))!.status).toBe('held');
    const deleted = await call(t.app, 'POST', '/rest/v1/account/delete', {
      token: host.token,
      body: { email: host.email },
    });
    expect(deleted.status).toBe(200);
    await runDepositJobs(deps);
    expect((await deposit(bookingId))!).toMatchObject({
      status: 'released',
      intent_status: 'canceled',
    });
  });

  it('validates ids and the admin list filter', async () => {
    const guest = await signUp(t.app);
    expect((await get(guest.token, 'not-a-uuid')).status).toBe(400);
    const missing = await call(
      t.app,
      'POST',
      '/rest/v1/deposit-claims/00000000-0000-4000-8000-000000000000/response',
      { token: guest.token, body: { response: 'Hi' } },
    );
    expect(missing.status).toBe(404);
    expect(missing.json.error.message).toBe(DEPOSIT_MESSAGES.claimNotFound);
    const filter = await call(t.app, 'GET', '/rest/v1/admin/deposit-claims?status=nope', {
      token: admin.token,
    });
    expect(filter.status).toBe(400);
    expect(
      (await call(t.app, 'GET', '/rest/v1/admin/deposit-claims', { token: guest.token })).status,
    ).toBe(403);
  });
});
