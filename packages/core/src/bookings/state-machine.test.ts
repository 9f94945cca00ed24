import { describe, expect, it } from 'vitest';
import { BOOKING_STATUSES, type BookingStatus } from './constants.ts';
import {
  BOOKING_EVENTS,
  BookingTransitionError,
  CANCELLABLE_STATUSES,
  canTransition,
  guestMayCancel,
  nextStatus,
  statusAfter,
  statusesAccepting,
  transition,
  type BookingEvent,
} from './state-machine.ts';

// The whole graph written out, so every pair of (status, event) is checked one by one.
const ALLOWED: Record<string, BookingStatus> = {
  'pending+payment_succeeded': 'confirmed',
  'pending+payment_failed': 'cancelled',
  'pending+hold_expired': 'cancelled',
  'pending+guest_cancelled': 'cancelled',
  'confirmed+guest_cancelled': 'cancelled',
  'pending+account_deleted': 'cancelled',
  'confirmed+account_deleted': 'cancelled',
  'pending+account_suspended': 'cancelled',
  'confirmed+account_suspended': 'cancelled',
  'confirmed+ended': 'completed',
  'pending+payment_authorised': 'requested',
  'requested+request_accepted': 'confirmed',
  'requested+request_declined': 'cancelled',
  'requested+request_expired': 'cancelled',
  'requested+request_withdrawn': 'cancelled',
  'requested+capture_failed': 'cancelled',
  'requested+payment_failed': 'cancelled',
  'requested+account_deleted': 'cancelled',
  'requested+account_suspended': 'cancelled',
};

const pairs = BOOKING_STATUSES.flatMap((status) =>
  BOOKING_EVENTS.map((event) => [status, event] as [BookingStatus, BookingEvent]),
);

describe('booking state machine', () => {
  it.each(pairs)('%s on %s', (status, event) => {
    const expected = ALLOWED[`${status}+${event}`];
    if (expected) {
      expect(transition(status, event)).toBe(expected);
      expect(nextStatus(status, event)).toBe(expected);
    } else {
      expect(nextStatus(status, event)).toBeNull();
      expect(() => transition(status, event)).toThrow(BookingTransitionError);
    }
  });

  it("allows exactly the database trigger's status changes", () => {
    const triggerAllows = new Set([
      'pending>confirmed',
      'pending>cancelled',
      'confirmed>completed',
      'confirmed>cancelled',
      'pending>requested',
      'requested>confirmed',
      'requested>cancelled',
    ]);
    for (const from of BOOKING_STATUSES) {
      for (const to of BOOKING_STATUSES) {
        if (from === to) continue;
        expect(canTransition(from, to)).toBe(triggerAllows.has(`${from}>${to}`));
      }
    }
  });

  it('moves every booking an event applies to into one status', () => {
    for (const event of BOOKING_EVENTS) {
      const from = statusesAccepting(event);
      expect(from.length).toBeGreaterThan(0);
      for (const status of from) expect(transition(status, event)).toBe(statusAfter(event));
    }
    expect(statusAfter('payment_succeeded')).toBe('confirmed');
    expect(statusAfter('hold_expired')).toBe('cancelled');
    expect(statusAfter('ended')).toBe('completed');
    expect(statusAfter('account_deleted')).toBe('cancelled');
  });

  it('lets a guest cancel only pending and confirmed bookings', () => {
    expect([...CANCELLABLE_STATUSES].sort()).toEqual(['confirmed', 'pending']);
    expect(statusesAccepting('payment_succeeded')).toEqual(['pending']);
    expect(statusesAccepting('ended')).toEqual(['confirmed']);
  });

  it('lets only a request be accepted, declined, withdrawn or expire', () => {
    for (const event of [
      'request_accepted',
      'request_declined',
      'request_withdrawn',
      'request_expired',
      'capture_failed',
    ] as const)
      expect(statusesAccepting(event)).toEqual(['requested']);
    expect(statusesAccepting('payment_authorised')).toEqual(['pending']);
    expect(statusAfter('request_accepted')).toBe('confirmed');
  });

  it('lets a guest cancel a hold at any time and a confirmed stay only before it begins', () => {
    const start = new Date('2031-01-15T10:00:00Z');
    const before = new Date('2031-01-15T09:59:00Z');
    expect(guestMayCancel('pending', start, before)).toBe(true);
    expect(guestMayCancel('confirmed', start, before)).toBe(true);
    // From its first minute on, a stay is under way.
    expect(guestMayCancel('confirmed', start, start)).toBe(false);
    expect(guestMayCancel('confirmed', start, new Date('2031-01-15T11:00:00Z'))).toBe(false);
    expect(guestMayCancel('pending', start, start)).toBe(true);
    expect(guestMayCancel('completed', start, before)).toBe(false);
    expect(guestMayCancel('cancelled', start, before)).toBe(false);
  });
});
