import { formatMoney } from '@rentspace/core/money/currencies';
import { REQUEST_MESSAGES } from '@rentspace/core/bookings/messages';
import { when, type OutgoingMail, type ReceiptBooking } from './receipts.ts';

/**
 * The mails of a request to book, one function per step, all in this module so they can move onto
 * the notification templates in one piece (docs/product/booking-lifecycle.md#request-to-book).
 * Each is queued in the outbox in the transaction of the change it reports.
 */

export type RequestMailKind =
  | 'request_received_host'
  | 'request_sent_guest'
  | 'request_declined_guest'
  | 'request_expired_guest'
  | 'request_expired_host'
  | 'request_withdrawn_host'
  | 'request_capture_failed_guest'
  | 'request_capture_failed_host';

const lines = (booking: ReceiptBooking) => [
  `${booking.spaceTitle}, ${booking.location}`,
  when(booking),
  `Amount: ${formatMoney(booking.total, booking.currency)}`,
];

const reference = (booking: ReceiptBooking, link: string) => [
  '',
  `Booking reference: ${booking.id}`,
  link,
];

/** The card is authorised: the host is asked to answer, the guest told it is sent. */
export function requestPlacedMails(
  booking: ReceiptBooking,
  { message, expiresAt }: { message: string; expiresAt: Date },
  siteUrl: string,
): OutgoingMail[] {
  const due = when({ ...booking, start: expiresAt, end: expiresAt }).split(' to ')[0];
  return [
    {
      to: booking.hostEmail,
      kind: 'request_received_host',
      subject: `New booking request: ${booking.spaceTitle}`,
      text: [
        'A guest asks to book your listing. Accept or decline the request from your dashboard.',
        '',
        ...lines(booking),
        '',
        'Their message:',
        message,
        '',
        `Please answer by ${due}; the request expires then and the time is freed.`,
        ...reference(booking, `Dashboard: ${siteUrl}/dashboard`),
      ].join('\n'),
    },
    {
      to: booking.guestEmail,
      kind: 'request_sent_guest',
      subject: `Request sent: ${booking.spaceTitle}`,
      text: [
        REQUEST_MESSAGES.sent,
        '',
        ...lines(booking),
        ...reference(booking, `View My Bookings: ${siteUrl}/my-bookings`),
      ].join('\n'),
    },
  ];
}

/** The host declined: the guest hears why, if the host said. */
export function requestDeclinedMails(
  booking: ReceiptBooking,
  reason: string | null,
  siteUrl: string,
): OutgoingMail[] {
  return [
    {
      to: booking.guestEmail,
      kind: 'request_declined_guest',
      subject: `Request declined: ${booking.spaceTitle}`,
      text: [
        'The host declined your request. The hold on your card has been released; nothing was charged.',
        ...(reason ? ['', `The host's reason: ${reason}`] : []),
        '',
        ...lines(booking),
        ...reference(booking, `Explore spaces: ${siteUrl}/explore`),
      ].join('\n'),
    },
  ];
}

/** Nobody answered in time: both are told, and the hold released. */
export function requestExpiredMails(booking: ReceiptBooking, siteUrl: string): OutgoingMail[] {
  return [
    {
      to: booking.guestEmail,
      kind: 'request_expired_guest',
      subject: `Request expired: ${booking.spaceTitle}`,
      text: [
        'The host did not answer your request in time. The hold on your card has been released; nothing was charged.',
        '',
        ...lines(booking),
        ...reference(booking, `Explore spaces: ${siteUrl}/explore`),
      ].join('\n'),
    },
    {
      to: booking.hostEmail,
      kind: 'request_expired_host',
      subject: `Request expired: ${booking.spaceTitle}`,
      text: [
        'A booking request expired without an answer. The time is free again.',
        '',
        ...lines(booking),
        ...reference(booking, `Dashboard: ${siteUrl}/dashboard`),
      ].join('\n'),
    },
  ];
}

/** The guest withdrew: the host is told the time is free. */
export function requestWithdrawnMails(booking: ReceiptBooking, siteUrl: string): OutgoingMail[] {
  return [
    {
      to: booking.hostEmail,
      kind: 'request_withdrawn_host',
      subject: `Request withdrawn: ${booking.spaceTitle}`,
      text: [
        'The guest withdrew their booking request. The time is free again.',
        '',
        ...lines(booking),
        ...reference(booking, `Dashboard: ${siteUrl}/dashboard`),
      ].join('\n'),
    },
  ];
}

/** The host accepted but the card declined at capture: both are told nothing was booked. */
export function captureFailedMails(booking: ReceiptBooking, siteUrl: string): OutgoingMail[] {
  return [
    {
      to: booking.guestEmail,
      kind: 'request_capture_failed_guest',
      subject: `Booking not confirmed: ${booking.spaceTitle}`,
      text: [
        REQUEST_MESSAGES.captureFailedGuest,
        '',
        ...lines(booking),
        ...reference(booking, `View My Bookings: ${siteUrl}/my-bookings`),
      ].join('\n'),
    },
    {
      to: booking.hostEmail,
      kind: 'request_capture_failed_host',
      subject: `Booking not confirmed: ${booking.spaceTitle}`,
      text: [
        REQUEST_MESSAGES.captureFailed,
        '',
        ...lines(booking),
        ...reference(booking, `Dashboard: ${siteUrl}/dashboard`),
      ].join('\n'),
    },
  ];
}
