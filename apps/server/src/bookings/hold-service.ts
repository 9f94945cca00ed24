import { randomUUID } from 'node:crypto';
import type { Database } from '@rentspace/db';
import type { CreatePaymentIntent } from '@rentspace/core/bookings/schemas';
import type { CreatePaymentIntentResponse } from '@rentspace/core/bookings/api';
import { HOLD_MINUTES } from '@rentspace/core/bookings/constants';
import { MODERATION_MESSAGES } from '@rentspace/core/moderation/schema';
import {
  BOOKING_MESSAGES,
  REQUEST_MESSAGES,
  holdLimitMessage,
  holdLimitOnListingMessage,
} from '@rentspace/core/bookings/messages';
import { whyNotBookable } from '@rentspace/core/bookings/bookable';
import {
  checkBookingTimes,
  durationLimitMessage,
  type BookingTimeProblem,
} from '@rentspace/core/bookings/times';
import { quote } from '@rentspace/core/money/pricing';
import { PLATFORM_FEE_PERCENTAGE } from '@rentspace/core/money/fees';
import type { Clock } from '../clock.ts';
import type { Logger } from '../logger.ts';
import { ApiError, conflict } from '../http/errors.ts';
import { ProviderError, type PaymentProvider } from '../payments/provider.ts';
import { providerFailure } from '../payments/failures.ts';
import {
  findBookableSpace,
  findOwnLiveHold,
  holdLimitReached,
  placeHold,
  type HoldLimitReached,
  type HoldLimits,
} from './repository.ts';

export interface HoldDeps {
  db: Database;
  clock: Clock;
  logger: Logger;
  payments: PaymentProvider;
  /** The holds this instance is placing (one per instance; see createHoldsInFlight). */
  holdsInFlight: HoldsInFlight;
  holdLimits: HoldLimits;
}

type BookableSpace = NonNullable<Awaited<ReturnType<typeof findBookableSpace>>>;

interface Flight {
  start: number;
  end: number;
  /** Whose hold it is: the same guest's request for the same slot is given that hold back. */
  guestId: string;
  /** The listing as the hold read it, and whether the hold was placed. */
  settled: Promise<{ space: BookableSpace | undefined; placed: boolean }>;
}

export type HoldsInFlight = ReturnType<typeof createHoldsInFlight>;

/**
 * The holds an instance is placing, by listing. A request for a slot that one of them overlaps
 * waits for it. When that hold is placed, the request is checked against the listing as that hold
 * read it a moment before, and refused as the slot's insert would refuse it, without a statement
 * of its own; when that hold fails, the request goes on as if it had come first. So 50 guests
 * racing for one slot cost one read and one insert, not 50 of each. The exclusion constraint still
 * decides between instances and between any two holds that do reach the database.
 */
export function createHoldsInFlight() {
  const bySpace = new Map<string, Set<Flight>>();
  return {
    /** A hold of this listing in flight whose slot overlaps [start, end), if any. */
    overlapping(spaceId: string, start: Date, end: Date): Flight | undefined {
      for (const flight of bySpace.get(spaceId) ?? []) {
        if (flight.start < end.getTime() && start.getTime() < flight.end) return flight;
      }
      return undefined;
    },
    /** Runs `place` as a hold in flight for [start, end) until it settles. */
    async run<T>(
      spaceId: string,
      start: Date,
      end: Date,
      guestId: string,
      place: (read: (space: BookableSpace | undefined) => void) => Promise<T>,
    ): Promise<T> {
      let read: BookableSpace | undefined;
      let settle!: (outcome: { space: BookableSpace | undefined; placed: boolean }) => void;
      const flight: Flight = {
        start: start.getTime(),
        end: end.getTime(),
        guestId,
        settled: new Promise((resolve) => (settle = resolve)),
      };
      let flights = bySpace.get(spaceId);
      if (!flights) bySpace.set(spaceId, (flights = new Set()));
      flights.add(flight);
      let placed = false;
      try {
        const result = await place((space) => (read = space));
        placed = true;
        return result;
      } finally {
        flights.delete(flight);
        if (flights.size === 0) bySpace.delete(spaceId);
        settle({ space: read, placed });
      }
    },
  };
}

/** The request field each refusal is about; a start otherwise. */
const PROBLEM_FIELDS: Partial<Record<BookingTimeProblem['code'], string>> = {
  invalid_duration: 'duration',
  below_minimum_rental: 'duration',
  above_maximum_rental: 'duration',
};

const unprocessable = (code: string, message: string, field?: string) =>
  new ApiError(422, code, message, field ? { [field]: [message] } : undefined);

/** Checks the request against the listing and prices it the server's way; throws the product's errors (docs/product/booking-lifecycle.md#who-may-book). */
function priceRequest(
  space: BookableSpace | undefined,
  guestId: string,
  input: CreatePaymentIntent,
  slot: { start: Date; end: Date },
  now: Date,
) {
  if (space?.suspended_at && space.user_id !== guestId)
    throw conflict('space_suspended', MODERATION_MESSAGES.listingNotBookable);
  if (!space || (!space.is_published && space.user_id !== guestId))
    throw new ApiError(404, 'not_found', BOOKING_MESSAGES.spaceNotFound);
  if (space.user_id === guestId)
    throw new ApiError(403, 'own_listing', 'You cannot book your own listing');
  if (whyNotBookable(space)) {
    throw conflict('space_unavailable', 'This space is not available for booking');
  }
  const problem = checkBookingTimes({
    ...slot,
    unit: input.durationUnit,
    duration: input.duration,
    timeZone: space.time_zone,
    now,
    rules: space,
  });
  if (problem)
    throw unprocessable(problem.code, problem.message, PROBLEM_FIELDS[problem.code] ?? 'startTime');
  const priced = quote(space, input.durationUnit, input.duration);
  if (!priced)
    throw unprocessable(
      'option_unavailable',
      `This space cannot be booked by the ${input.durationUnit}`,
      'durationUnit',
    );
  if (priced.total === 0)
    throw unprocessable('contact_for_pricing', BOOKING_MESSAGES.contactForPricing);
  if (input.currency !== space.currency)
    throw conflict('currency_mismatch', `This space is priced in ${space.currency}`);
  // A request to book carries the guest's message to the host (the schema checks its length).
  if (space.booking_mode === 'request' && !input.message)
    throw new ApiError(400, 'validation_failed', REQUEST_MESSAGES.messageRequired, {
      message: [REQUEST_MESSAGES.messageRequired],
    });
  if (input.amount !== priced.total) {
    throw conflict(
      'price_mismatch',
      'The price has changed. Please review the booking summary and try again.',
    );
  }
  return { space, priced };
}

/**
 * POST /functions/v1/create-payment-intent: prices the request, opens a payment intent for the
 * total, and holds the slot for 15 minutes as a pending booking with that intent (the database
 * refuses an overlap; the intent is then cancelled).
 */
export async function createHold(
  deps: HoldDeps,
  guestId: string,
  input: CreatePaymentIntent,
): Promise<CreatePaymentIntentResponse> {
  const slot = { start: new Date(input.startTime), end: new Date(input.endTime) };
  // An end before its start is a duration problem, answered as the checks answer it, before the
  // database is asked about a time range that cannot exist.
  if (slot.end.getTime() <= slot.start.getTime()) {
    throw unprocessable('invalid_duration', durationLimitMessage(input.durationUnit), 'duration');
  }
  // Another request of this instance is holding an overlapping slot of this listing: its outcome
  // answers this one (see createHoldsInFlight).
  // The same guest's hold placed ahead (a double click, a second tab) is theirs: the request goes
  // on to the listing's read, which gives that hold back or says which limit it meets.
  let ahead;
  while ((ahead = deps.holdsInFlight.overlapping(input.spaceId, slot.start, slot.end))) {
    const { space, placed } = await ahead.settled;
    if (placed && ahead.guestId === guestId) break;
    if (placed) {
      priceRequest(space, guestId, input, slot, deps.clock.now());
      throw conflict('slot_unavailable', BOOKING_MESSAGES.slotUnavailable);
    }
  }
  return deps.holdsInFlight.run(input.spaceId, slot.start, slot.end, guestId, (read) =>
    openIntentAndHold(deps, guestId, input, slot, read),
  );
}

async function openIntentAndHold(
  deps: HoldDeps,
  guestId: string,
  input: CreatePaymentIntent,
  slot: { start: Date; end: Date },
  read: (space: BookableSpace | undefined) => void,
): Promise<CreatePaymentIntentResponse> {
  const now = deps.clock.now();
  const found = await findBookableSpace(deps.db, input.spaceId, guestId, slot, now);
  read(found);
  const { space, priced } = priceRequest(found, guestId, input, slot, now);
  // The guest holds a slot here already and the slot asked for is taken: the very same one, asked
  // for again after a reload, is given back rather than refused as taken by themselves. (A free
  // slot cannot be one the guest holds, so a hold of a free slot runs no statement for this.)
  if (space.live_holds_here > 0 && space.slot !== 'free') {
    const resumed = await resumeOwnHold(deps, guestId, input, slot, priced, now);
    if (resumed) return resumed;
  }
  // Past a limit already, as the listing's read counted the guest's live holds: refused before a
  // payment intent is opened, and before a taken slot (which may be the guest's own hold here, so
  // the limit is the answer that says why). The insert counts again, one request of the guest at
  // a time, and decides.
  const reached = holdLimitReached(space, deps.holdLimits);
  if (reached) throw holdLimitError(reached, deps.holdLimits);
  // Taken when the listing was read: refused without writing. Otherwise the exclusion constraint
  // decides, at the insert (which also frees holds past their time, when the read found one).
  if (space.slot === 'taken') throw conflict('slot_unavailable', BOOKING_MESSAGES.slotUnavailable);
  // The intent is opened first, for the id the hold will have, so that the hold goes in with its
  // intent in one statement, and a provider that fails leaves no booking behind.
  const bookingId = randomUUID();
  let intent;
  try {
    intent = await deps.payments.createIntent({
      amount: priced.total,
      currency: priced.currency,
      bookingId,
      applicationFeeAmount: priced.total - priced.hostPayout,
      destination:
        space.host_account_id && space.host_account_complete ? space.host_account_id : null,
      description: `Rentspace booking: ${space.title}`,
      idempotencyKey: `booking-${bookingId}-intent`,
      // A request to book is authorised now and charged only when the host accepts.
      captureMethod: space.booking_mode === 'request' ? 'manual' : 'automatic',
      // A deposit is authorised later on the same card, off-session: it is kept for that.
      ...(space.deposit_required ? { saveCard: true } : {}),
    });
  } catch (error) {
    deps.logger.error({ err: error, bookingId }, 'payment intent creation failed');
    // The sandbox keeps its payments in our database: its failure is the database's, answered so.
    if (!(error instanceof ProviderError)) throw error;
    throw providerFailure(error, 'Failed to create payment intent');
  }
  let placed: Awaited<ReturnType<typeof placeHold>> | undefined;
  try {
    placed = await placeHold(
      deps.db,
      {
        id: bookingId,
        user_id: guestId,
        space_id: space.id,
        start_time: slot.start,
        end_time: slot.end,
        duration_unit: input.durationUnit,
        duration: input.duration,
        subtotal: priced.subtotal,
        platform_fee_percentage: PLATFORM_FEE_PERCENTAGE,
        platform_fee_amount: priced.platformFee,
        total_price: priced.total,
        currency: priced.currency,
        cancellation_policy: space.cancellation_policy,
        hold_expires_at: new Date(now.getTime() + HOLD_MINUTES * 60_000),
        payment_provider: deps.payments.name,
        payment_intent_id: intent.id,
        booking_mode: space.booking_mode,
        request_message: space.booking_mode === 'request' ? (input.message ?? null) : null,
      },
      now,
      space.slot === 'expired',
      deps.holdLimits,
    );
  } finally {
    // No hold (a live hold or booking reached the slot first, after the read or beside an expired
    // hold the read found, or the insert failed): the intent opened for it never gave its client
    // secret out, and is closed all the same.
    if (!placed?.booking) await cancelStaleIntent(deps, intent.id);
  }
  for (const stale of placed.expired) await cancelStaleIntent(deps, stale.payment_intent_id);
  if (placed.limitReached) throw holdLimitError(placed.limitReached, deps.holdLimits);
  if (placed.unpublished)
    throw conflict('space_unavailable', 'This space is not available for booking');
  if (!placed.booking) throw conflict('slot_unavailable', BOOKING_MESSAGES.slotUnavailable);

  return {
    clientSecret: intent.clientSecret,
    platformFee: { amount: priced.platformFee, percentage: priced.platformFeePercentage },
    bookingId,
    holdExpiresAt: placed.booking.hold_expires_at!.toISOString(),
    bookingMode: space.booking_mode,
    provider: deps.payments.name,
    ...(deps.payments.publishableKey ? { publishableKey: deps.payments.publishableKey } : {}),
    subtotal: priced.subtotal,
    amount: priced.total,
    currency: priced.currency,
  };
}

/** The payment states a guest can still pay from: no card taken yet, or one that failed. */
const PAYABLE = new Set(['requires_payment_method', 'requires_confirmation', 'requires_action']);

/**
 * The guest's own live hold of exactly this slot, length and price, with its payment still to be
 * made, answered as when it was placed (its time is not extended): a guest who reloads the page
 * during checkout and asks for the same time again carries on paying for it. Anything else (a
 * different length or price, another message to the host, a payment under way) is left to the
 * refusals that follow.
 */
async function resumeOwnHold(
  deps: HoldDeps,
  guestId: string,
  input: CreatePaymentIntent,
  slot: { start: Date; end: Date },
  priced: NonNullable<ReturnType<typeof quote>>,
  now: Date,
): Promise<CreatePaymentIntentResponse | undefined> {
  const hold = await findOwnLiveHold(deps.db, guestId, input.spaceId, slot, now);
  if (
    !hold?.payment_intent_id ||
    !hold.hold_expires_at ||
    hold.payment_provider !== deps.payments.name ||
    hold.duration_unit !== input.durationUnit ||
    hold.duration !== input.duration ||
    hold.total_price !== priced.total ||
    hold.currency !== priced.currency ||
    (hold.booking_mode === 'request' && hold.request_message !== (input.message ?? null))
  )
    return undefined;
  let intent;
  try {
    intent = await deps.payments.retrieveIntent(hold.payment_intent_id);
  } catch (error) {
    deps.logger.warn({ err: error, bookingId: hold.id }, 'could not retrieve the intent of a hold');
    return undefined;
  }
  if (!PAYABLE.has(intent.status)) return undefined;
  return {
    clientSecret: intent.clientSecret,
    platformFee: {
      amount: hold.platform_fee_amount,
      percentage: Number(hold.platform_fee_percentage),
    },
    bookingId: hold.id,
    holdExpiresAt: hold.hold_expires_at.toISOString(),
    bookingMode: hold.booking_mode,
    provider: deps.payments.name,
    ...(deps.payments.publishableKey ? { publishableKey: deps.payments.publishableKey } : {}),
    subtotal: hold.subtotal,
    amount: hold.total_price,
    currency: hold.currency,
  };
}

/** 409 `hold_limit`: the guest keeps as many live holds as allowed (docs/product/booking-lifecycle.md#hold-limits). */
function holdLimitError(reached: HoldLimitReached, limits: HoldLimits): ApiError {
  return conflict(
    'hold_limit',
    reached === 'guest'
      ? holdLimitMessage(limits.perGuest)
      : holdLimitOnListingMessage(limits.perListing),
  );
}

/**
 * The intent of an expired hold, or of a hold that was never placed, must not be paid any more; if
 * it already was, the webhook refunds it.
 */
async function cancelStaleIntent(deps: HoldDeps, intentId: string | null) {
  if (!intentId) return;
  try {
    await deps.payments.cancelIntent(intentId, `intent-${intentId}-cancel`);
  } catch (error) {
    deps.logger.warn({ err: error, intentId }, 'could not cancel the intent of an expired hold');
  }
}
