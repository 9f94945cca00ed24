import { formatMoney } from '@rentspace/core/money/currencies';
import type { Currency } from '@rentspace/core/money/currencies';
import { formatDuration } from '@rentspace/core/bookings/durations';
import type { DurationUnit } from '@rentspace/core/bookings/constants';
import type { RequestMailKind } from './request-mails.ts';

/** What a receipt says about a booking; money in minor units. */
export interface ReceiptBooking {
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
  guestEmail: string;
  hostEmail: string;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  kind:
    | 'booking_confirmed_guest'
    | 'booking_confirmed_host'
    | 'booking_cancelled_guest'
    | 'booking_cancelled_host'
    | 'booking_refunded_guest'
    | 'booking_cancelled_account_deleted'
    | 'account_deleted'
    | 'contact_received'
    | 'signup_confirmation'
    | 'signup_existing_account'
    | 'password_recovery'
    | 'email_change'
    | 'email_change_notice'
    | 'email_change_taken'
    | 'newsletter_confirm'
    | 'newsletter_already_subscribed'
    | 'newsletter_welcome'
    | 'report_closed'
    | RequestMailKind;
}

/** When a booking takes place, in the listing's time zone. */
export function when(booking: ReceiptBooking): string {
  const format = new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: booking.timeZone,
    timeZoneName: 'short',
  });
  return `${format.format(booking.start)} to ${format.format(booking.end)} (${booking.timeZone})`;
}

const money = (minor: number, booking: ReceiptBooking) => formatMoney(minor, booking.currency);

/** The guest's receipt and the host's notice when a booking is confirmed. */
export function confirmationMails(booking: ReceiptBooking, siteUrl: string): OutgoingMail[] {
  const lines = [
    `${booking.spaceTitle}, ${booking.location}`,
    when(booking),
    `Duration: ${formatDuration(booking.duration, booking.durationUnit)}`,
  ];
  return [
    {
      to: booking.guestEmail,
      kind: 'booking_confirmed_guest',
      subject: `Booking Confirmed! ${booking.spaceTitle}`,
      text: [
        'Payment successful! Your booking has been confirmed.',
        '',
        ...lines,
        '',
        `Subtotal: ${money(booking.subtotal, booking)}`,
        `Platform fee (10%): ${money(booking.platformFee, booking)}`,
        `Total paid: ${money(booking.total, booking)}`,
        '',
        `Booking reference: ${booking.id}`,
        `View My Bookings: ${siteUrl}/my-bookings`,
      ].join('\n'),
    },
    {
      to: booking.hostEmail,
      kind: 'booking_confirmed_host',
      subject: `New booking: ${booking.spaceTitle}`,
      text: [
        'You have a new confirmed booking.',
        '',
        ...lines,
        '',
        `Booking amount: ${money(booking.subtotal, booking)}`,
        `Your payout (90%): ${money(booking.hostPayout, booking)}, released 24 hours after the booking ends.`,
        '',
        `Booking reference: ${booking.id}`,
        `Dashboard: ${siteUrl}/dashboard`,
      ].join('\n'),
    },
  ];
}

/** The guest's cancellation receipt (with the refund) and the host's notice. */
export function cancellationMails(
  booking: ReceiptBooking,
  { refund, payout }: { refund: number; payout: number },
  siteUrl: string,
): OutgoingMail[] {
  const lines = [`${booking.spaceTitle}, ${booking.location}`, when(booking)];
  return [
    {
      to: booking.guestEmail,
      kind: 'booking_cancelled_guest',
      subject: `Booking cancelled: ${booking.spaceTitle}`,
      text: [
        'Your booking has been cancelled.',
        '',
        ...lines,
        '',
        `Total paid: ${money(booking.total, booking)}`,
        `Refund: ${money(refund, booking)}${refund > 0 ? ' (refunds take 5-7 business days)' : ''}`,
        '',
        `Booking reference: ${booking.id}`,
        `View My Bookings: ${siteUrl}/my-bookings`,
      ].join('\n'),
    },
    {
      to: booking.hostEmail,
      kind: 'booking_cancelled_host',
      subject: `Booking cancelled: ${booking.spaceTitle}`,
      text: [
        'A guest cancelled their booking. The time slot is available again.',
        '',
        ...lines,
        '',
        ...(payout > 0
          ? [
              `Your payout: ${money(payout, booking)}, the share of the booking the cancellation policy kept (released 24 hours after the booking's end time)`,
              '',
            ]
          : []),
        `Booking reference: ${booking.id}`,
        `Dashboard: ${siteUrl}/dashboard`,
      ].join('\n'),
    },
  ];
}
