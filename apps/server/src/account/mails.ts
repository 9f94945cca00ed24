import { formatMoney } from '@rentspace/core/money/currencies';
import { when, type OutgoingMail, type ReceiptBooking } from '../mail/receipts.ts';

/**
 * The notice to the other person of a booking that a deleted account cancelled: the guest of a
 * booking on the deleted host's listing (with their refund in full), or the host of a booking the
 * deleted guest had made. The person who left gets one mail of their own, not one per booking.
 */
export function accountClosedCancellationMail(
  booking: ReceiptBooking,
  {
    refund,
    closedBy,
    request = false,
  }: {
    refund: number;
    closedBy: 'host' | 'guest';
    /** A request to book waiting for the host's answer: the card was held, never charged. */
    request?: boolean;
  },
  siteUrl: string,
): OutgoingMail {
  const lines = [`${booking.spaceTitle}, ${booking.location}`, when(booking)];
  const reference = `Booking reference: ${booking.id}`;
  const what = request ? 'Request' : 'Booking';
  if (closedBy === 'host') {
    return {
      to: booking.guestEmail,
      kind: 'booking_cancelled_account_deleted',
      subject: `${what} cancelled: ${booking.spaceTitle}`,
      text: [
        request
          ? 'Your request to book has been cancelled: the host closed their Rentspace account. Nothing was charged, and the hold on your card is released.'
          : 'Your booking has been cancelled: the host closed their Rentspace account.',
        '',
        ...lines,
        '',
        ...(request
          ? []
          : [
              `Total paid: ${formatMoney(booking.total, booking.currency)}`,
              `Refund: ${formatMoney(refund, booking.currency)}${refund > 0 ? ' (refunds take 5-7 business days)' : ''}`,
              '',
            ]),
        reference,
        `View My Bookings: ${siteUrl}/my-bookings`,
      ].join('\n'),
    };
  }
  return {
    to: booking.hostEmail,
    kind: 'booking_cancelled_account_deleted',
    subject: `${what} cancelled: ${booking.spaceTitle}`,
    text: [
      request
        ? 'A guest closed their Rentspace account, so their request to book is cancelled. The time slot is available again.'
        : 'A guest closed their Rentspace account, so their booking is cancelled and refunded. The time slot is available again.',
      '',
      ...lines,
      '',
      reference,
      `Dashboard: ${siteUrl}/dashboard`,
    ].join('\n'),
  };
}

/** What the person who deleted their account is told, at the address they had. */
export function accountDeletedMail(email: string, cancelled: number): OutgoingMail {
  return {
    to: email,
    kind: 'account_deleted',
    subject: 'Your Rentspace account has been deleted',
    text: [
      'Your Rentspace account has been deleted, as you asked.',
      '',
      'Your profile, pictures and listings are removed and you have been signed out everywhere.',
      ...(cancelled > 0
        ? [
            `${cancelled === 1 ? 'One upcoming booking was' : `${cancelled} upcoming bookings were`} cancelled and refunded in full.`,
          ]
        : []),
      'Records of payments and payouts are kept as the law requires, without your name or e-mail address.',
    ].join('\n'),
  };
}
