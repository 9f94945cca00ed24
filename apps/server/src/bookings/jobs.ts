import { lte, sql } from 'drizzle-orm';
import { bookings, queryRows, type Database } from '@rentspace/db';
import type { Clock } from '../clock.ts';
import { syncIntent, type SyncDeps } from '../payments/sync.ts';
import { sendCancellationRefund } from './cancel-service.ts';
import { transitionBookings } from './lifecycle.ts';
import { notifyReviewInvitations } from '../notifications/bookings.ts';
import { receiptData } from './repository.ts';
import { captureAccepted } from './request-service.ts';
import { notifyRequest } from '../notifications/requests.ts';
import { releaseAuthorisation } from '../payments/request-sync.ts';

/** The booking lifecycle's scheduled work (run by the application's job runner). */
const BATCH = 500;
/** Fewer at once when each completion renders two e-mails inside its transaction. */
const COMPLETION_BATCH = 100;

/**
 * Cancels holds past their 15 minutes, which frees their slots (the trigger deletes them). Claimed
 * with FOR UPDATE SKIP LOCKED, and moved only from a status that still accepts the expiry, so a
 * second instance's attempt is a no-op. The expired intents are cancelled at the provider so no
 * late payment lands; one that was paid anyway is refunded by the payment path.
 */
export async function expireHolds(deps: SyncDeps): Promise<number> {
  const now = deps.clock.now();
  const expired = await transitionBookings(
    deps.db,
    'hold_expired',
    {
      where: lte(bookings.hold_expires_at, now),
      orderBy: bookings.hold_expires_at,
      limit: BATCH,
      skipLocked: true,
    },
    now,
  );
  for (const hold of expired) {
    if (!hold.payment_intent_id) continue;
    try {
      const intent = await deps.payments.cancelIntent(
        hold.payment_intent_id,
        `intent-${hold.payment_intent_id}-cancel`,
      );
      if (intent.status === 'succeeded') await syncIntent(deps, intent.id);
    } catch (error) {
      deps.logger.warn(
        { err: error, bookingId: hold.id },
        'could not cancel the intent of an expired hold',
      );
    }
  }
  return expired.length;
}

/**
 * Sends the refunds of cancellations (by the guest, or by a deleted or suspended account) that the provider did not take at the time (it was
 * down, or the answer was lost). Same amount and idempotency key as the first attempt, so a refund
 * that did go through is answered again by the provider, never made twice, even by two instances.
 */
export async function retryCancellationRefunds(deps: SyncDeps): Promise<number> {
  const owed = await queryRows<{
    id: string;
    payment_intent_id: string;
    refunded_amount: string | number;
    admin_refunded_amount: string | number;
  }>(
    deps.db,
    sql`select id, payment_intent_id, refunded_amount, admin_refunded_amount from bookings
        where status = 'cancelled' and cancellation_reason in ('guest_cancelled', 'account_deleted', 'account_suspended') and refund_id is null
          and refunded_amount > admin_refunded_amount and payment_intent_id is not null
        order by cancelled_at limit ${BATCH}`,
  );
  let sent = 0;
  for (const booking of owed) {
    try {
      const refund = {
        ...booking,
        refund_id: null,
        refunded_amount: Number(booking.refunded_amount),
        admin_refunded_amount: Number(booking.admin_refunded_amount),
      };
      if (await sendCancellationRefund(deps, refund)) sent += 1;
    } catch (error) {
      deps.logger.warn(
        { err: error, bookingId: booking.id },
        'cancellation refund failed again; it will be retried',
      );
    }
  }
  return sent;
}

/**
 * Marks confirmed bookings that have ended as completed, and invites guest and host to review
 * each other in the same transaction (docs/product/notifications.md#kinds).
 */
export async function completeEndedBookings(deps: {
  db: Database;
  clock: Clock;
  siteUrl: string;
}): Promise<number> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const done = await transitionBookings(
      tx,
      'ended',
      {
        where: lte(bookings.end_time, now),
        orderBy: bookings.end_time,
        limit: COMPLETION_BATCH,
        skipLocked: true,
      },
      now,
    );
    for (const booking of done) await notifyReviewInvitations(tx, booking.id, deps);
    return done.length;
  });
}

/**
 * Expires requests to book nobody answered by their time (24 hours, or the start if sooner):
 * claimed with FOR UPDATE SKIP LOCKED; an accepted request is not taken (the capture settles it).
 * Both are mailed in the same transaction; the authorisations are then released.
 */
export async function expireRequests(deps: SyncDeps): Promise<number> {
  const now = deps.clock.now();
  const expired = await deps.db.transaction(async (tx) => {
    const moved = await transitionBookings(
      tx,
      'request_expired',
      {
        where: lte(bookings.request_expires_at, now),
        orderBy: bookings.request_expires_at,
        limit: BATCH,
        skipLocked: true,
      },
      now,
    );
    for (const request of moved)
      await notifyRequest.expired(tx, await receiptData(tx, request.id), deps);
    return moved;
  });
  if (expired.length > 0)
    deps.mailer.flush().catch((error) => deps.logger.warn({ err: error }, 'mail flush failed'));
  for (const request of expired) {
    try {
      await releaseAuthorisation(deps, request);
    } catch (error) {
      deps.logger.warn(
        { err: error, bookingId: request.id },
        'could not release an expired request',
      );
    }
  }
  return expired.length;
}

/** Accepted requests and released authorisations older than this are retried by the job. */
const SETTLE_AFTER_MS = 60_000;

/**
 * Finishes what a provider outage left half done, with the same idempotency keys: captures of
 * requests a host accepted (confirmed, or ended by a declined card), and releases of
 * authorisations of requests that ended without a booking.
 */
export async function settleRequests(deps: SyncDeps): Promise<number> {
  const before = new Date(deps.clock.now().getTime() - SETTLE_AFTER_MS).toISOString();
  const rows = await queryRows<{ id: string; payment_intent_id: string; status: string }>(
    deps.db,
    sql`select id, payment_intent_id, status from bookings
        where booking_mode = 'request' and payment_intent_id is not null
          and ((status = 'requested' and accepted_at <= ${before}::timestamptz)
            or (status = 'cancelled' and confirmed_at is null and authorisation_released_at is null
                and request_expires_at is not null and cancelled_at <= ${before}::timestamptz))
        order by updated_at limit ${BATCH}`,
  );
  let settled = 0;
  for (const row of rows) {
    try {
      if (row.status === 'requested') await captureAccepted(deps, row);
      else await releaseAuthorisation(deps, row);
      settled += 1;
    } catch (error) {
      deps.logger.warn({ err: error, bookingId: row.id }, 'request not settled; retried later');
    }
  }
  return settled;
}
