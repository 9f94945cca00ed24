import type { OutgoingMail, ReceiptBooking } from '../mail/receipts.ts';
import { when } from '../mail/receipts.ts';
import { formatMoney } from '@rentspace/core/money/currencies';

/** The guest's notice of an admin's refund, with its amount and reason. */
export function refundMail(
  booking: ReceiptBooking,
  refund: { amount: number; reason: string; refundedBefore: number },
  siteUrl: string,
): OutgoingMail {
  const money = (minor: number) => formatMoney(minor, booking.currency);
  return {
    to: booking.guestEmail,
    kind: 'booking_refunded_guest',
    subject: `Refund of ${money(refund.amount)}: ${booking.spaceTitle}`,
    text: [
      `We have refunded ${money(refund.amount)} of your booking to your card (refunds take 5-7 business days).`,
      '',
      `Reason: ${refund.reason}`,
      '',
      `${booking.spaceTitle}, ${booking.location}`,
      when(booking),
      '',
      `Total paid: ${money(booking.total)}`,
      `Refunded in all: ${money(refund.refundedBefore + refund.amount)}`,
      '',
      `Booking reference: ${booking.id}`,
      `View My Bookings: ${siteUrl}/my-bookings`,
    ].join('\n'),
  };
}
