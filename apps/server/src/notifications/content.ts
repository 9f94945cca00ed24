import { formatMoney, type Currency } from '@rentspace/core/money/currencies';
import { formatTimeRange, zoneName } from '@rentspace/core/intl';
import { formatDuration } from '@rentspace/core/bookings/durations';
import type { DurationUnit } from '@rentspace/core/bookings/constants';

/** What every booking notification may say of its booking; money in minor units. */
export interface BookingFacts {
  id: string;
  spaceTitle: string;
  location: string;
  timeZone: string;
  start: Date;
  end: Date;
  duration: number;
  durationUnit: DurationUnit;
  subtotal: number;
  platformFee: number;
  total: number;
  hostPayout: number;
  currency: Currency;
}

/**
 * One notification, said once for both places: the in-app row (title, body, link) and the e-mail
 * (subject, an opening line, blocks of lines and one button). The e-mail's HTML and plain text are
 * both rendered from it (email.ts).
 */
export interface NotificationContent {
  subject: string;
  title: string;
  body: string;
  /** A path in the app. */
  link: string;
  email: {
    intro: string;
    /** Blocks of lines; each block is a paragraph, each line its own line. */
    blocks: string[][];
    action: { label: string; path: string };
  };
}

/** When a booking takes place, in the listing's time zone, as the pages write it. */
export function when(booking: Pick<BookingFacts, 'start' | 'end' | 'timeZone'>): string {
  return `${formatTimeRange(booking.start, booking.end, booking.timeZone)} (${zoneName(booking.timeZone)})`;
}

export const money = (minor: number, currency: Currency) => formatMoney(minor, currency);

/** The listing, place and time: the first lines of every booking e-mail. */
export function bookingLines(booking: BookingFacts, withDuration = false): string[] {
  return [
    `${booking.spaceTitle}, ${booking.location}`,
    when(booking),
    ...(withDuration
      ? [`Duration: ${formatDuration(booking.duration, booking.durationUnit)}`]
      : []),
  ];
}

export const reference = (booking: Pick<BookingFacts, 'id'>) => [
  `Booking reference: ${booking.id}`,
];

export const MY_BOOKINGS = { label: 'View My Bookings', path: '/my-bookings' };
export const DASHBOARD = { label: 'Dashboard', path: '/dashboard' };
