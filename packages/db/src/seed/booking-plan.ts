import { faker } from '@faker-js/faker';
import type { BookingStatus, DurationUnit } from '@rentspace/core/bookings/constants';
import { bookingEnd } from '@rentspace/core/bookings/durations';
import { REQUEST_ANSWER_HOURS } from '@rentspace/core/bookings/constants';
import { reservedEnd } from '@rentspace/core/bookings/rules';
import { refundFor } from '@rentspace/core/bookings/refunds';
import {
  REVIEW_COMMENTS,
  buildBooking,
  buildPayout,
  type BookingInsert,
  type PayoutInsert,
  type ReviewInsert,
} from '../factories.ts';
import type { spaceAvailability } from '../schema/index.ts';
import type { PlannedListing } from './listings.ts';
import { addDays, addHours, localTime } from './time.ts';

/** A host's block: a slot with no booking (docs/product/booking-lifecycle.md#blocked-times). */
export type BlockInsert = typeof spaceAvailability.$inferInsert;

export interface BookingPlan {
  bookings: BookingInsert[];
  payouts: PayoutInsert[];
  reviews: ReviewInsert[];
  blocks: BlockInsert[];
}

interface Shape {
  unit: DurationUnit;
  duration: number;
  hour: number;
}

export interface BookingRequest {
  listing: PlannedListing;
  guest: string;
  dayOffset: number;
  status: BookingStatus;
  shape?: Shape;
  review?: 'never' | 'always';
  /** A request's message to the host (status 'requested'). */
  message?: string;
}

const DAY = 86_400_000;

/** How long people book each kind for: hours for rooms and people, days for vehicles and gear. */
function shapeFor(listing: PlannedListing): Shape {
  const { kind, space } = listing;
  const byDay =
    (kind.rentalType === 'vehicle' || kind.rentalType === 'equipment') &&
    space.daily_price &&
    faker.datatype.boolean(0.7);
  if (byDay) {
    const week = space.weekly_price && faker.datatype.boolean(0.15);
    return week
      ? { unit: 'week', duration: 1, hour: 9 }
      : { unit: 'day', duration: faker.number.int({ min: 1, max: 3 }), hour: 9 };
  }
  const min = Math.max(space.min_rental_duration ?? 1, kind.rentalType === 'space' ? 2 : 1);
  const max = Math.max(min, Math.min(space.max_rental_duration ?? 6, min + 3));
  const duration = faker.number.int({ min, max });
  return {
    unit: 'hour',
    duration,
    hour: faker.number.int({ min: 9, max: Math.max(9, Math.min(15, 21 - duration)) }),
  };
}

function pricedSpace(listing: PlannedListing) {
  const s = listing.space;
  return {
    id: s.id,
    user_id: s.user_id,
    currency: s.currency ?? 'USD',
    hourly_price: s.hourly_price,
    daily_price: s.daily_price ?? null,
    weekly_price: s.weekly_price ?? null,
    monthly_price: s.monthly_price ?? null,
    cancellation_policy: s.cancellation_policy ?? 'flexible',
  };
}

function rating(): number {
  return faker.helpers.weightedArrayElement([
    { value: 5, weight: 50 },
    { value: 4, weight: 35 },
    { value: 3, weight: 10 },
    { value: 2, weight: 4 },
    { value: 1, weight: 1 },
  ]);
}

function createdBetween(earliest: number, latest: number): Date {
  return new Date(latest > earliest ? faker.number.int({ min: earliest, max: latest }) : earliest);
}

/**
 * Turns booking requests into bookings with payouts and reviews, never letting two non-cancelled
 * bookings of one listing overlap (the database would refuse them).
 */
export class BookingPlanner {
  readonly plan: BookingPlan = { bookings: [], payouts: [], reviews: [], blocks: [] };
  private readonly taken = new Map<string, [number, number][]>();
  /** Listing and guest pairs with a review: a guest reviews a listing once. */
  private readonly reviewed = new Set<string>();

  private requests = 0;

  constructor(
    private readonly now: Date,
    readonly seed: number,
  ) {}

  /** The slots keep the listing's buffer after each booking, as the database does. */
  private free(id: string, start: Date, end: Date): boolean {
    const slots = this.taken.get(id) ?? [];
    return slots.every(([s, e]) => end.getTime() <= s || start.getTime() >= e);
  }

  /** Adds the booking when it fits the listing's calendar; returns it, or undefined. */
  add(request: BookingRequest): BookingInsert | undefined {
    // Each booking draws from its own seed, so whether an earlier one fitted (which can depend on
    // the time of day the seed runs) never shifts the ids and times of the ones after it.
    faker.seed([this.seed, this.requests++]);
    const { listing, status } = request;
    const shape = request.shape ?? shapeFor(listing);
    const start = localTime(
      this.now,
      request.dayOffset,
      shape.hour,
      listing.space.time_zone ?? 'UTC',
    );
    const end = bookingEnd(start, shape.unit, shape.duration);
    const kept = reservedEnd(end, listing.space.buffer_minutes ?? 0);
    const listed = listing.space.created_at ?? this.now;
    if (start < listed || (status === 'completed' && end > addHours(this.now, -26)))
      return undefined;
    if (status !== 'cancelled' && !this.free(listing.space.id, start, kept)) return undefined;
    const latest = Math.min(start.getTime(), this.now.getTime()) - 3_600_000;
    // Made up to 21 days ahead, never after the seed's moment (a booking months ahead was made
    // at the latest an hour ago, not 21 days before its start in the future).
    const created = createdBetween(
      Math.max(listed.getTime(), Math.min(start.getTime() - 21 * DAY, latest)),
      latest,
    );
    const booking = buildBooking({
      space: pricedSpace(listing),
      user_id: request.guest,
      unit: shape.unit,
      duration: shape.duration,
      start_time: start,
      status,
      created_at: created,
    });
    if (status === 'cancelled') this.cancel(listing, booking, created);
    else if (status === 'requested') this.request(listing, booking, start, kept, request);
    else this.hold(listing, booking, start, end, kept);
    this.plan.bookings.push(booking);
    if (status === 'completed') this.maybeReview(request, booking, end);
    return booking;
  }

  /** Cancelled a day after booking; the refund follows the listing's policy and the notice. */
  private cancel(listing: PlannedListing, booking: BookingInsert, created: Date): void {
    const cancelled = new Date(
      Math.min(addDays(created, 1).getTime(), this.now.getTime() - 60_000),
    );
    const refund = refundFor({
      policy: listing.space.cancellation_policy ?? 'flexible',
      paid: booking.total_price,
      start: booking.start_time,
      cancelledAt: cancelled,
    });
    Object.assign(booking, {
      cancelled_at: cancelled,
      updated_at: cancelled,
      refunded_amount: refund.amount,
      cancellation_reason: 'Plans changed',
    });
  }

  /**
   * A request to book waiting for its host (docs/product/booking-lifecycle.md#request-to-book):
   * placed an hour ago, its card authorised, its slot kept, no payout until the host accepts.
   */
  private request(
    listing: PlannedListing,
    booking: BookingInsert,
    start: Date,
    kept: Date,
    request: BookingRequest,
  ): void {
    const slots = this.taken.get(listing.space.id) ?? [];
    this.taken.set(listing.space.id, [...slots, [start.getTime(), kept.getTime()]]);
    const placed = new Date(this.now.getTime() - 3_600_000);
    Object.assign(booking, {
      booking_mode: 'request',
      request_message: request.message ?? null,
      request_expires_at: new Date(
        Math.min(placed.getTime() + REQUEST_ANSWER_HOURS * 3_600_000, start.getTime()),
      ),
      confirmed_at: null,
      created_at: placed,
      updated_at: placed,
    });
  }

  private hold(
    listing: PlannedListing,
    booking: BookingInsert,
    start: Date,
    end: Date,
    kept: Date,
  ): void {
    const slots = this.taken.get(listing.space.id) ?? [];
    this.taken.set(listing.space.id, [...slots, [start.getTime(), kept.getTime()]]);
    const payout = buildPayout({
      booking: { ...booking, id: booking.id as string, end_time: end, currency: booking.currency },
      host_id: listing.space.user_id,
      now: this.now,
      created_at: booking.created_at,
    });
    this.plan.payouts.push(payout);
  }

  /**
   * Blocks a whole day (`hours` absent) or hours of one, `dayOffset` days from now in the listing's
   * zone, when nothing is booked then; a block never moves a booking.
   */
  addBlock(listing: PlannedListing, dayOffset: number, note: string, hours?: [number, number]) {
    const zone = listing.space.time_zone ?? 'UTC';
    const start = localTime(this.now, dayOffset, hours?.[0] ?? 0, zone);
    const end = hours
      ? localTime(this.now, dayOffset, hours[1], zone)
      : localTime(this.now, dayOffset + 1, 0, zone);
    if (!this.free(listing.space.id, start, end)) return;
    faker.seed([this.seed, 1_000_000 + this.plan.blocks.length]);
    const slots = this.taken.get(listing.space.id) ?? [];
    this.taken.set(listing.space.id, [...slots, [start.getTime(), end.getTime()]]);
    this.plan.blocks.push({
      id: faker.string.uuid(),
      space_id: listing.space.id,
      start_time: start,
      end_time: end,
      note,
      created_by: listing.space.user_id,
      created_at: addDays(this.now, -1),
    });
  }

  private maybeReview(request: BookingRequest, booking: BookingInsert, end: Date): void {
    if (request.review === 'never') return;
    const pair = `${request.listing.space.id} ${request.guest}`;
    if (this.reviewed.has(pair)) return;
    if (request.review !== 'always' && !faker.datatype.boolean(0.7)) return;
    this.reviewed.add(pair);
    const written = new Date(
      Math.min(
        addDays(end, faker.number.int({ min: 1, max: 3 })).getTime(),
        this.now.getTime() - 3_600_000,
      ),
    );
    // Demo reviews are shown as they were before reviews went two-sided: published when written.
    this.plan.reviews.push({
      id: faker.string.uuid(),
      space_id: request.listing.space.id,
      user_id: request.guest,
      booking_id: booking.id,
      rating: request.review === 'always' ? 5 : rating(),
      comment: faker.helpers.arrayElement(REVIEW_COMMENTS[request.listing.kind.rentalType]),
      guest_id: request.guest,
      created_at: written,
      closes_at: written,
      published_at: written,
    });
  }
}

/** Past, upcoming and cancelled bookings for a listing, from random guests. */
export function addRandomBookings(
  planner: BookingPlanner,
  listing: PlannedListing,
  guests: string[],
  now: Date,
): void {
  // Seeded per listing (from its id) for the same reason as each booking is.
  faker.seed([planner.seed, Number.parseInt(listing.space.id.slice(0, 8), 16)]);
  const ageDays = Math.floor((now.getTime() - (listing.space.created_at ?? now).getTime()) / DAY);
  const past = ageDays > 6 ? faker.helpers.arrayElement([0, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6]) : 0;
  const upcoming = faker.helpers.arrayElement([0, 0, 0, 1, 1, 1, 1, 2, 2]);
  const guest = () => faker.helpers.arrayElement(guests);
  const requests: BookingRequest[] = [
    ...Array.from({ length: past }, () => ({
      listing,
      guest: guest(),
      status: 'completed' as const,
      dayOffset: -faker.number.int({ min: 5, max: Math.min(330, ageDays - 1) }),
    })),
    ...Array.from({ length: upcoming }, () => ({
      listing,
      guest: guest(),
      status: 'confirmed' as const,
      dayOffset: faker.number.int({ min: 2, max: 60 }),
    })),
  ];
  if (faker.datatype.boolean(0.15)) {
    const dayOffset = faker.number.int({ min: -60, max: 45 });
    requests.push({ listing, guest: guest(), status: 'cancelled', dayOffset });
  }
  for (const request of requests) planner.add(request);
}
