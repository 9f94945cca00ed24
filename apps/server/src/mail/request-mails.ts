import { formatMoney } from '@rentspace/core/money/currencies';
import { REQUEST_MESSAGES } from '@rentspace/core/bookings/messages';
import { when, type OutgoingMail, type ReceiptBooking } from './receipts.ts';

/**
 * The mails of a request to book that are no notification kind of their own: the guest's
 * acknowledgement that the request is sent, and the capture that failed. The host's request, the
 * acceptance, the decline, the expiry and the withdrawal are notifications
 * (notifications/requests.ts). Each is queued in the outbox in the transaction of the change it
 * reports (docs/product/booking-lifecycle.md#request-to-book).
 */

export type RequestMailKind =
  'request_sent_guest' | 'request_capture_failed_guest' | 'request_capture_failed_host';

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

/** The card is authorised: the guest is told the request is sent (the host gets request_received). */
export function requestSentMail(booking: ReceiptBooking, siteUrl: string): OutgoingMail {
  return {
    to: booking.guestEmail,
    kind: 'request_sent_guest',
    subject: `Request sent: ${booking.spaceTitle}`,
    text: [
      REQUEST_MESSAGES.sent,
      '',
      ...lines(booking),
      ...reference(booking, `View My Bookings: ${siteUrl}/my-bookings`),
    ].join('\n'),
  };
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
