import { and, eq, inArray, sql } from 'drizzle-orm';
import { bookings, deposits, profiles, queryRows, spaces, type Database } from '@rentspace/db';
import {
  depositAuthoriseAt,
  depositReleaseAt,
  type DepositStatus,
} from '@rentspace/core/deposits/constants';
import { nextDepositStatus, type DepositEvent } from '@rentspace/core/deposits/state-machine';
import { receiptData } from '../bookings/repository.ts';
import { bookingFacts } from '../notifications/bookings.ts';
import { notify } from '../notifications/notify.ts';
import { ProviderError, type ProviderIntent } from '../payments/provider.ts';
import type { SyncDeps } from '../payments/sync.ts';

/**
 * The deposit lifecycle on the server (docs/product/deposits.md, docs/decisions/0048-security-deposits.md).
 * Every status change is an event of the core state machine applied to the locked row, in a
 * transaction; the provider's side (authorise, release, capture) runs outside any transaction
 * with an idempotency key of the deposit, and the row records when the provider confirmed it
 * (settled_at). A refused event is ignored, so a second report, a late webhook or a job that lost a
 * race changes nothing.
 */

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0] | Database;
export type DepositRow = typeof deposits.$inferSelect;

/** A failed authorisation is tried again after this long, until the booking starts. */
export const DEPOSIT_RETRY_HOURS = 6;
/** An authorisation attempt that has not finished after this long is taken over (same key). */
export const DEPOSIT_ATTEMPT_STALE_MINUTES = 5;
/**
 * Card authorisations lapse after about 7 days: one still needed (held past this age, or claimed
 * and not decided yet) is renewed with a new one, and the old one released.
 */
export const DEPOSIT_RENEW_AFTER_DAYS = 6;

export async function lockDeposit(tx: Tx | Database, id: string) {
  const [row] = await tx.select().from(deposits).where(eq(deposits.id, id)).for('update');
  return row;
}

/**
 * The booking became confirmed (in the caller's transaction): a listing that requires a deposit
 * gets one, scheduled for its authorisation (now within 5 days of the start, else 2 days before).
 * Returns it, or undefined when the listing requires none (or the booking has one already).
 */
export async function scheduleDeposit(tx: Tx, bookingId: string, now: Date) {
  const [row] = await tx
    .select({
      start: bookings.start_time,
      end: bookings.end_time,
      currency: bookings.currency,
      required: spaces.deposit_required,
      amount: spaces.deposit_amount,
    })
    .from(bookings)
    .innerJoin(spaces, eq(spaces.id, bookings.space_id))
    .where(eq(bookings.id, bookingId));
  if (!row || !row.required || !row.amount || row.amount <= 0) return undefined;
  const releaseAt = depositReleaseAt(row.end);
  // Confirmed after its claim window (never in practice): nothing left to hold.
  if (releaseAt <= now) return undefined;
  const authoriseAt = depositAuthoriseAt(now, row.start);
  const [created] = await tx
    .insert(deposits)
    .values({
      booking_id: bookingId,
      amount: row.amount,
      currency: row.currency,
      authorise_at: authoriseAt < releaseAt ? authoriseAt : now,
      release_at: releaseAt,
      created_at: now,
      updated_at: now,
    })
    .onConflictDoNothing()
    .returning();
  return created;
}

/** Columns an event writes beside the status. */
function eventColumns(event: DepositEvent, from: DepositRow, now: Date) {
  const to = nextDepositStatus(from.status as DepositStatus, event)!;
  // Nothing to release at the provider when nothing was authorised.
  const nothingHeld = from.status === 'scheduled' || from.status === 'failed';
  return {
    status: to,
    updated_at: now,
    ...(to === 'released' ? { released_at: now } : {}),
    ...(to === 'released' || to === 'captured' || to === 'cancelled'
      ? { settled_at: nothingHeld || !from.payment_intent_id ? now : null }
      : {}),
  };
}

/**
 * Applies an event to a locked deposit; returns the row after it, or undefined when the
 * lifecycle refuses it (left as it is).
 */
export async function applyDepositEvent(
  tx: Tx,
  row: DepositRow,
  event: DepositEvent,
  now: Date,
  values: Partial<typeof deposits.$inferInsert> = {},
) {
  if (nextDepositStatus(row.status as DepositStatus, event) === null) return undefined;
  const [moved] = await tx
    .update(deposits)
    .set({ ...eventColumns(event, row, now), ...values })
    .where(and(eq(deposits.id, row.id), eq(deposits.status, row.status)))
    .returning();
  return moved;
}

/**
 * Inside a booking's cancellation (every path: the guest, an account deleted or suspended):
 * a scheduled or failed deposit is cancelled, a held one released. The provider's release follows
 * (settleDeposit, or the job runner).
 */
export async function cancelBookingDeposit(tx: Tx, bookingId: string, now: Date) {
  const [row] = await tx
    .select()
    .from(deposits)
    .where(eq(deposits.booking_id, bookingId))
    .for('update');
  if (!row) return undefined;
  return applyDepositEvent(tx, row, 'booking_cancelled', now);
}

async function parties(tx: Tx, bookingId: string) {
  const receipt = await receiptData(tx, bookingId);
  return { facts: bookingFacts(receipt), guestId: receipt.guestId, hostId: receipt.hostId };
}

/** The authorisation went through: held, and the guest is told. A refused event changes nothing. */
async function recordAuthorised(deps: SyncDeps, depositId: string, intent: ProviderIntent) {
  const now = deps.clock.now();
  const outcome = await deps.db.transaction(async (tx) => {
    const row = await lockDeposit(tx, depositId);
    if (!row) return 'none';
    if (row.status === 'held' || row.status === 'claimed') return 'none';
    const moved = await applyDepositEvent(tx, row, 'authorised', now, {
      payment_intent_id: intent.id,
      held_at: now,
      failure_message: null,
      attempt_started_at: null,
    });
    // Cancelled (or released) meanwhile: this authorisation must not stay on the card.
    if (!moved) return 'release';
    const { facts, guestId } = await parties(tx, row.booking_id);
    await notify(
      tx,
      {
        userId: guestId,
        kind: 'deposit_held',
        data: { booking: facts, amount: row.amount, releaseAt: row.release_at },
      },
      deps,
    );
    return 'held';
  });
  if (outcome === 'release')
    await deps.payments.cancelIntent(intent.id, `deposit-${depositId}-release-${intent.id}`);
  return outcome;
}

/** The card refused the authorisation: failed, with its message, for guest and host to see. */
async function recordFailed(deps: SyncDeps, depositId: string, message: string) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const row = await lockDeposit(tx, depositId);
    if (!row) return false;
    if (row.status === 'failed') {
      await tx
        .update(deposits)
        .set({ failure_message: message, attempt_started_at: null, updated_at: now })
        .where(eq(deposits.id, row.id));
      return false;
    }
    const moved = await applyDepositEvent(tx, row, 'authorisation_failed', now, {
      failure_message: message,
      attempt_started_at: null,
    });
    if (!moved) return false;
    const { facts, guestId, hostId } = await parties(tx, row.booking_id);
    for (const [userId, side] of [
      [guestId, 'guest'],
      [hostId, 'host'],
    ] as const) {
      await notify(
        tx,
        {
          userId,
          kind: 'deposit_failed',
          data: { booking: facts, amount: row.amount, message, side },
        },
        deps,
      );
    }
    return true;
  });
}

/**
 * Places the deposit's authorisation if it is due: one attempt at a time (the row marks it), on
 * the card the booking was paid with, off-session, with an idempotency key per attempt. Returns
 * the status after it.
 */
export async function authoriseDeposit(
  deps: SyncDeps,
  depositId: string,
): Promise<DepositStatus | undefined> {
  const now = deps.clock.now();
  const claimed = await deps.db.transaction(async (tx) => {
    const row = await lockDeposit(tx, depositId);
    if (!row || (row.status !== 'scheduled' && row.status !== 'failed')) return undefined;
    if (row.authorise_at > now) return undefined;
    const staleBefore = now.getTime() - DEPOSIT_ATTEMPT_STALE_MINUTES * 60_000;
    if (row.attempt_started_at && row.attempt_started_at.getTime() > staleBefore) return undefined;
    const [booking] = await tx
      .select({
        intent: bookings.payment_intent_id,
        status: bookings.status,
        title: spaces.title,
      })
      .from(bookings)
      .innerJoin(spaces, eq(spaces.id, bookings.space_id))
      .where(eq(bookings.id, row.booking_id));
    if (!booking?.intent || booking.status === 'cancelled') return undefined;
    // An attempt whose answer never came is asked again with its own key; a new one gets the next.
    const attempt = row.attempt_started_at ? row.attempts : row.attempts + 1;
    await tx
      .update(deposits)
      .set({ attempts: attempt, attempt_started_at: now })
      .where(eq(deposits.id, row.id));
    return { row, attempt, bookingIntent: booking.intent, title: booking.title };
  });
  if (!claimed) return undefined;
  const { row, attempt } = claimed;
  try {
    const paid = await deps.payments.retrieveIntent(claimed.bookingIntent);
    if (!paid.paymentMethod) {
      await recordFailed(deps, row.id, 'The card used for the booking cannot be found.');
      return 'failed';
    }
    const intent = await deps.payments.createIntent({
      amount: row.amount,
      currency: row.currency,
      bookingId: row.booking_id,
      applicationFeeAmount: 0,
      destination: null,
      description: `Rentspace security deposit: ${claimed.title}`,
      idempotencyKey: `deposit-${row.id}-authorise-${attempt}`,
      captureMethod: 'manual',
      offSession: { customer: paid.customer ?? null, paymentMethod: paid.paymentMethod },
      metadata: { kind: 'deposit', deposit_id: row.id },
    });
    if (intent.status === 'requires_capture') {
      await recordAuthorised(deps, row.id, intent);
      return 'held';
    }
    await recordFailed(deps, row.id, intent.lastError?.message ?? 'Your card was declined.');
    return 'failed';
  } catch (error) {
    // The card answered (declined, needs the guest): failed with its message. Anything else
    // (the provider unreachable) leaves the attempt to be taken over with the same key.
    if (error instanceof ProviderError && error.status !== undefined && error.status < 500) {
      await recordFailed(deps, row.id, error.message);
      return 'failed';
    }
    throw error;
  }
}

/**
 * The provider's side of a final status: a released or cancelled deposit's authorisation is
 * cancelled, a captured one captured for captured_amount (the rest released with it), then the
 * row is marked settled and, for a release after a hold, the guest told. Idempotent: the keys are
 * the deposit's, and a settled deposit is left.
 */
export async function settleDeposit(deps: SyncDeps, depositId: string) {
  const [row] = await deps.db.select().from(deposits).where(eq(deposits.id, depositId));
  if (!row || row.settled_at || !row.payment_intent_id) return false;
  let intent: ProviderIntent;
  if (row.status === 'released' || row.status === 'cancelled') {
    intent = await deps.payments.cancelIntent(row.payment_intent_id, `deposit-${row.id}-release`);
    if (intent.status !== 'canceled') {
      deps.logger.error(
        { depositId, intent: intent.id, status: intent.status },
        'a released deposit could not be cancelled at the provider',
      );
      return false;
    }
  } else if (row.status === 'captured') {
    intent = await deps.payments.captureIntent(
      row.payment_intent_id,
      `deposit-${row.id}-capture`,
      row.captured_amount ?? row.amount,
    );
    if (intent.status !== 'succeeded') return false;
  } else return false;
  const now = deps.clock.now();
  const settled = await deps.db.transaction(async (tx) => {
    const [done] = await tx
      .update(deposits)
      .set({ settled_at: now, updated_at: now })
      .where(and(eq(deposits.id, row.id), sql`${deposits.settled_at} is null`))
      .returning();
    if (!done) return false;
    if (done.status === 'released' && done.held_at && !(await hasClaim(tx, done.id))) {
      const { facts, guestId } = await parties(tx, done.booking_id);
      await notify(
        tx,
        {
          userId: guestId,
          kind: 'deposit_released',
          data: { booking: facts, amount: done.amount },
        },
        deps,
      );
    }
    return true;
  });
  if (settled && row.status === 'captured') await transferToHost(deps, row.id);
  return settled;
}

async function hasClaim(tx: Tx, depositId: string) {
  const rows = await queryRows<{ one: number }>(
    tx,
    sql`select 1 as one from deposit_claims where deposit_id = ${depositId}`,
  );
  return rows.length > 0;
}

/**
 * The captured amount goes to the host: a transfer to their payout account (the provider's
 * releasePayout, with the deposit's key), once they have a completed one; the job retries until
 * then.
 */
export async function transferToHost(deps: SyncDeps, depositId: string) {
  const [row] = await deps.db
    .select({
      id: deposits.id,
      booking_id: deposits.booking_id,
      captured: deposits.captured_amount,
      currency: deposits.currency,
      intent: deposits.payment_intent_id,
      transfer: deposits.transfer_id,
      account: profiles.stripe_account_id,
      complete: profiles.stripe_onboarding_complete,
    })
    .from(deposits)
    .innerJoin(bookings, eq(bookings.id, deposits.booking_id))
    .innerJoin(spaces, eq(spaces.id, bookings.space_id))
    .leftJoin(profiles, eq(profiles.id, spaces.user_id))
    .where(eq(deposits.id, depositId));
  if (!row || row.transfer || !row.captured || !row.account || !row.complete) return false;
  const payout = await deps.payments.releasePayout({
    accountId: row.account,
    amount: row.captured,
    currency: row.currency,
    paymentIntentId: row.intent,
    bookingId: row.booking_id,
    idempotencyKey: `deposit-${row.id}-transfer`,
  });
  await deps.db.update(deposits).set({ transfer_id: payout.id }).where(eq(deposits.id, row.id));
  return true;
}

/**
 * A report from the provider about a deposit's intent (webhook, never the booking's payment sync):
 * the intent as retrieved decides, and only the lifecycle's events apply, so a duplicated, late
 * or out-of-order report changes nothing wrongly.
 */
export async function syncDepositIntent(deps: SyncDeps, intent: ProviderIntent) {
  const depositId = intent.metadata.deposit_id;
  if (!depositId) return;
  const [row] = await deps.db.select().from(deposits).where(eq(deposits.id, depositId));
  if (!row) return;
  if (intent.status === 'requires_capture') {
    // The authorisation of the current attempt (or one whose answer was lost): held. Any other
    // (an older attempt, or a deposit already ended) is released at the provider.
    if (row.status === 'scheduled' || row.status === 'failed') {
      await recordAuthorised(deps, row.id, intent);
      return;
    }
    if (row.payment_intent_id === intent.id) return;
    // A renewal of the current authorisation (its answer reached us first): it takes over.
    if (intent.metadata.renews && intent.metadata.renews === row.payment_intent_id) {
      await adoptRenewal(deps, row.id, intent);
      return;
    }
    await deps.payments.cancelIntent(intent.id, `deposit-${row.id}-release-${intent.id}`);
    return;
  }
  if (intent.status === 'requires_payment_method' && intent.lastError) {
    if (row.status === 'scheduled') await recordFailed(deps, row.id, intent.lastError.message);
    return;
  }
  if (row.payment_intent_id === intent.id && !row.settled_at) {
    const confirms =
      (intent.status === 'canceled' && (row.status === 'released' || row.status === 'cancelled')) ||
      (intent.status === 'succeeded' && row.status === 'captured');
    if (confirms) await settleDeposit(deps, row.id);
  }
}

/**
 * A renewed authorisation takes the place of the one it renews while the deposit is still held or
 * claimed (one statement on the locked row, so a late report adopts it once); the old one is then
 * released. A deposit that ended meanwhile releases the renewal instead.
 */
async function adoptRenewal(deps: SyncDeps, depositId: string, intent: ProviderIntent) {
  const now = deps.clock.now();
  const old = intent.metadata.renews!;
  const outcome = await deps.db.transaction(async (tx) => {
    const row = await lockDeposit(tx, depositId);
    if (!row) return 'none';
    if (row.payment_intent_id === intent.id) return 'none';
    if ((row.status !== 'held' && row.status !== 'claimed') || row.payment_intent_id !== old)
      return 'release';
    await tx
      .update(deposits)
      .set({
        payment_intent_id: intent.id,
        held_at: now,
        attempt_started_at: null,
        updated_at: now,
      })
      .where(eq(deposits.id, row.id));
    return 'adopted';
  });
  if (outcome === 'adopted')
    await deps.payments.cancelIntent(old, `deposit-${depositId}-release-${old}`);
  if (outcome === 'release')
    await deps.payments.cancelIntent(intent.id, `deposit-${depositId}-release-${intent.id}`);
  return outcome;
}

/**
 * Renews a held or claimed deposit's authorisation before it lapses (DEPOSIT_RENEW_AFTER_DAYS):
 * a new off-session authorisation on the same card, one attempt at a time with its own key. A
 * refusal keeps the old one (it may still be honoured) and is logged; the job tries again later.
 */
export async function renewDeposit(deps: SyncDeps, depositId: string) {
  const now = deps.clock.now();
  const claimed = await deps.db.transaction(async (tx) => {
    const row = await lockDeposit(tx, depositId);
    if (!row || (row.status !== 'held' && row.status !== 'claimed') || !row.payment_intent_id)
      return undefined;
    const staleBefore = now.getTime() - DEPOSIT_ATTEMPT_STALE_MINUTES * 60_000;
    if (row.attempt_started_at && row.attempt_started_at.getTime() > staleBefore) return undefined;
    const attempt = row.attempt_started_at ? row.attempts : row.attempts + 1;
    await tx
      .update(deposits)
      .set({ attempts: attempt, attempt_started_at: now })
      .where(eq(deposits.id, row.id));
    return { row, attempt, old: row.payment_intent_id };
  });
  if (!claimed) return false;
  const { row, attempt, old } = claimed;
  try {
    const current = await deps.payments.retrieveIntent(old);
    const [booking] = await deps.db
      .select({ intent: bookings.payment_intent_id })
      .from(bookings)
      .where(eq(bookings.id, row.booking_id));
    const paid = booking?.intent ? await deps.payments.retrieveIntent(booking.intent) : current;
    const paymentMethod = current.paymentMethod ?? paid.paymentMethod;
    if (!paymentMethod) throw new ProviderError('No card to renew on', 'resource_missing', 400);
    const intent = await deps.payments.createIntent({
      amount: row.amount,
      currency: row.currency,
      bookingId: row.booking_id,
      applicationFeeAmount: 0,
      destination: null,
      description: 'Rentspace security deposit (renewed)',
      idempotencyKey: `deposit-${row.id}-authorise-${attempt}`,
      captureMethod: 'manual',
      offSession: { customer: current.customer ?? paid.customer ?? null, paymentMethod },
      metadata: { kind: 'deposit', deposit_id: row.id, renews: old },
    });
    if (intent.status !== 'requires_capture')
      throw new ProviderError('Not authorised', 'card_declined', 402);
    // 'none': the provider's report adopted it a moment ago.
    return (await adoptRenewal(deps, row.id, intent)) !== 'release';
  } catch (error) {
    await deps.db
      .update(deposits)
      .set({ attempt_started_at: null, updated_at: now })
      .where(eq(deposits.id, row.id));
    if (error instanceof ProviderError && error.status !== undefined && error.status < 500) {
      deps.logger.warn(
        { depositId, code: error.code },
        'a deposit authorisation could not be renewed; the current one is kept',
      );
      return false;
    }
    throw error;
  }
}

/** The provider's release of a cancelled booking's deposit, if one is owed. */
export async function settleBookingDeposit(deps: SyncDeps, bookingId: string) {
  const [row] = await deps.db
    .select({ id: deposits.id })
    .from(deposits)
    .where(eq(deposits.booking_id, bookingId));
  if (row) await settleDeposit(deps, row.id);
}

/** Ends the deposits of cancelled bookings that a cancellation path did not reach. */
export async function depositsOfCancelledBookings(db: Database, limit: number) {
  return db
    .select({ id: deposits.id, booking_id: deposits.booking_id })
    .from(deposits)
    .innerJoin(bookings, eq(bookings.id, deposits.booking_id))
    .where(
      and(
        eq(bookings.status, 'cancelled'),
        inArray(deposits.status, ['scheduled', 'failed', 'held']),
      ),
    )
    .limit(limit);
}
