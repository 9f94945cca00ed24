import type { Currency } from '@rentspace/core/money/currencies';
import type { NotificationKind } from '@rentspace/core/notifications/kinds';
import {
  DASHBOARD,
  MY_BOOKINGS,
  bookingLines,
  money,
  reference,
  when,
  type BookingFacts,
  type NotificationContent,
} from './content.ts';

/** The two sides of a booking: some kinds go to either, and say it in their words. */
export type Side = 'guest' | 'host';

/** What each kind of notification is made from (docs/product/notifications.md#kinds). */
export interface NotificationData {
  booking_confirmed_guest: { booking: BookingFacts };
  booking_confirmed_host: { booking: BookingFacts };
  booking_cancelled_guest: { booking: BookingFacts; refund: number };
  booking_cancelled_host: { booking: BookingFacts; payout: number };
  booking_refunded_guest: {
    booking: BookingFacts;
    amount: number;
    reason: string;
    refundedBefore: number;
  };
  booking_cancelled_by_platform: {
    booking: BookingFacts;
    side: Side;
    refund: number;
    /** A request to book the host had yet to answer: the card was held, never charged. */
    request?: boolean;
  };
  new_message: {
    conversationId: string;
    senderName: string;
    spaceTitle: string | null;
    excerpt: string;
  };
  payout_released: {
    bookingId: string;
    spaceTitle: string;
    amount: number;
    currency: Currency;
  };
  review_invitation: { booking: BookingFacts; side: Side; otherName: string };
  request_received: {
    booking: BookingFacts;
    guestName: string;
    message: string;
    respondBy: Date;
  };
  request_accepted: { booking: BookingFacts };
  request_declined: { booking: BookingFacts; reason: string | null };
  request_expired: { booking: BookingFacts; side: Side };
  request_withdrawn: { booking: BookingFacts; guestName: string };
  deposit_held: { booking: BookingFacts; amount: number; releaseAt: Date };
  deposit_released: { booking: BookingFacts; amount: number };
  deposit_claimed: { booking: BookingFacts; amount: number; deposit: number; description: string };
  deposit_decided: { booking: BookingFacts; claimed: number; captured: number; side: Side };
  deposit_failed: { booking: BookingFacts; amount: number; message: string; side: Side };
}

type Templates = { [K in NotificationKind]: (data: NotificationData[K]) => NotificationContent };

const sideAction = (side: Side) => (side === 'guest' ? MY_BOOKINGS : DASHBOARD);
const sideLink = (side: Side) => (side === 'guest' ? '/my-bookings' : '/dashboard');
const at = (date: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(date));

/**
 * One template per kind. Today's receipts (booking confirmed and cancelled, refunds) keep their
 * wording; the e-mail's HTML and plain text are both rendered from what a template returns.
 */
export const TEMPLATES: Templates = {
  booking_confirmed_guest: ({ booking }) => ({
    subject: `Booking Confirmed! ${booking.spaceTitle}`,
    title: 'Booking Confirmed!',
    body: `${booking.spaceTitle}, ${when(booking)}`,
    link: '/my-bookings',
    email: {
      intro: 'Payment successful! Your booking has been confirmed.',
      blocks: [
        bookingLines(booking, true),
        [
          `Subtotal: ${money(booking.subtotal, booking.currency)}`,
          `Platform fee (10%): ${money(booking.platformFee, booking.currency)}`,
          `Total paid: ${money(booking.total, booking.currency)}`,
        ],
        reference(booking),
      ],
      action: MY_BOOKINGS,
    },
  }),
  booking_confirmed_host: ({ booking }) => ({
    subject: `New booking: ${booking.spaceTitle}`,
    title: 'New booking',
    body: `${booking.spaceTitle}, ${when(booking)}`,
    link: '/dashboard',
    email: {
      intro: 'You have a new confirmed booking.',
      blocks: [
        bookingLines(booking, true),
        [
          `Booking amount: ${money(booking.subtotal, booking.currency)}`,
          `Your payout (90%): ${money(booking.hostPayout, booking.currency)}, released 24 hours after the booking ends.`,
        ],
        reference(booking),
      ],
      action: DASHBOARD,
    },
  }),
  booking_cancelled_guest: ({ booking, refund }) => ({
    subject: `Booking cancelled: ${booking.spaceTitle}`,
    title: 'Booking cancelled',
    body: `${booking.spaceTitle}: refund ${money(refund, booking.currency)}`,
    link: '/my-bookings',
    email: {
      intro: 'Your booking has been cancelled.',
      blocks: [
        bookingLines(booking),
        [
          `Total paid: ${money(booking.total, booking.currency)}`,
          `Refund: ${money(refund, booking.currency)}${refund > 0 ? ' (refunds take 5-7 business days)' : ''}`,
        ],
        reference(booking),
      ],
      action: MY_BOOKINGS,
    },
  }),
  // A suspension cancelled the booking (docs/product/moderation.md#moderation-actions): the other
  // side of it is told; the guest is refunded in full of what they paid.
  booking_cancelled_by_platform: ({ booking, side, refund, request }) => ({
    subject: `${request ? 'Request' : 'Booking'} cancelled: ${booking.spaceTitle}`,
    title: `${request ? 'Request' : 'Booking'} cancelled by Rentspace`,
    body:
      side === 'guest'
        ? request
          ? `${booking.spaceTitle}: nothing was charged`
          : `${booking.spaceTitle}: refund ${money(refund, booking.currency)}`
        : `${booking.spaceTitle}, ${when(booking)}`,
    link: sideLink(side),
    email: {
      intro:
        side === 'guest'
          ? request
            ? 'Your request to book has been cancelled: the listing is no longer available on Rentspace. Nothing was charged, and the hold on your card is released.'
            : 'Your booking has been cancelled: the listing is no longer available on Rentspace.'
          : request
            ? 'Rentspace cancelled this request to book, and nothing was charged to the guest. The time slot is available again.'
            : 'Rentspace cancelled this booking and refunded the guest in full. The time slot is available again.',
      blocks: [
        bookingLines(booking),
        ...(side === 'guest' && !request
          ? [
              [
                `Total paid: ${money(booking.total, booking.currency)}`,
                `Refund: ${money(refund, booking.currency)}${refund > 0 ? ' (refunds take 5-7 business days)' : ''}`,
              ],
            ]
          : []),
        reference(booking),
      ],
      action: sideAction(side),
    },
  }),
  booking_cancelled_host: ({ booking, payout }) => ({
    subject: `Booking cancelled: ${booking.spaceTitle}`,
    title: 'Booking cancelled',
    body: `A guest cancelled ${booking.spaceTitle}, ${when(booking)}`,
    link: '/dashboard',
    email: {
      intro: 'A guest cancelled their booking. The time slot is available again.',
      blocks: [
        bookingLines(booking),
        ...(payout > 0
          ? [
              [
                `Your payout: ${money(payout, booking.currency)}, the share of the booking the cancellation policy kept (released 24 hours after the booking's end time)`,
              ],
            ]
          : []),
        reference(booking),
      ],
      action: DASHBOARD,
    },
  }),
  booking_refunded_guest: ({ booking, amount, reason, refundedBefore }) => ({
    subject: `Refund of ${money(amount, booking.currency)}: ${booking.spaceTitle}`,
    title: 'Refund issued',
    body: `${money(amount, booking.currency)} of ${booking.spaceTitle} refunded to your card`,
    link: '/my-bookings',
    email: {
      intro: `We have refunded ${money(amount, booking.currency)} of your booking to your card (refunds take 5-7 business days).`,
      blocks: [
        [`Reason: ${reason}`],
        bookingLines(booking),
        [
          `Total paid: ${money(booking.total, booking.currency)}`,
          `Refunded in all: ${money(refundedBefore + amount, booking.currency)}`,
        ],
        reference(booking),
      ],
      action: MY_BOOKINGS,
    },
  }),
  new_message: ({ conversationId, senderName, spaceTitle, excerpt }) => ({
    subject: `New message from ${senderName}`,
    title: `New message from ${senderName}`,
    body: excerpt,
    link: `/messages/${conversationId}`,
    email: {
      intro: `${senderName} sent you a message${spaceTitle ? ` about ${spaceTitle}` : ''}.`,
      blocks: [[excerpt]],
      action: { label: 'Reply', path: `/messages/${conversationId}` },
    },
  }),
  payout_released: ({ bookingId, spaceTitle, amount, currency }) => ({
    subject: `Payout released: ${money(amount, currency)}`,
    title: 'Payout released',
    body: `${money(amount, currency)} for ${spaceTitle}`,
    link: '/dashboard',
    email: {
      intro: `Your payout of ${money(amount, currency)} is on its way to your payout account.`,
      blocks: [[spaceTitle], [`Booking reference: ${bookingId}`]],
      action: DASHBOARD,
    },
  }),
  review_invitation: ({ booking, side, otherName }) => ({
    subject:
      side === 'guest' ? `How was ${booking.spaceTitle}?` : `How was your guest ${otherName}?`,
    title: side === 'guest' ? 'Review your stay' : 'Review your guest',
    body:
      side === 'guest'
        ? `Tell others about ${booking.spaceTitle}`
        : `Tell other hosts about ${otherName}`,
    link: sideLink(side),
    email: {
      intro:
        side === 'guest'
          ? `Your booking of ${booking.spaceTitle} is over. You have 14 days to review it; your review is published when ${otherName} has reviewed you too, or when the 14 days are over.`
          : `${otherName}'s booking of ${booking.spaceTitle} is over. You have 14 days to review your guest; your review is published when they have reviewed too, or when the 14 days are over.`,
      blocks: [bookingLines(booking), reference(booking)],
      action: { label: 'Write a review', path: sideLink(side) },
    },
  }),
  request_received: ({ booking, guestName, message, respondBy }) => ({
    subject: `Booking request: ${booking.spaceTitle}`,
    title: 'New booking request',
    body: `${guestName} asks to book ${booking.spaceTitle}`,
    link: '/dashboard',
    email: {
      intro: `${guestName} asks to book ${booking.spaceTitle}. Accept or decline by ${at(respondBy, booking.timeZone)}; after that the request expires.`,
      blocks: [
        [message],
        bookingLines(booking, true),
        [`Booking amount: ${money(booking.subtotal, booking.currency)}`],
        reference(booking),
      ],
      action: { label: 'Answer the request', path: '/dashboard' },
    },
  }),
  request_accepted: ({ booking }) => ({
    subject: `Booking Confirmed! ${booking.spaceTitle}`,
    title: 'Request accepted',
    body: `Your booking of ${booking.spaceTitle} is confirmed`,
    link: '/my-bookings',
    email: {
      intro: 'The host accepted your request. Your booking has been confirmed.',
      blocks: [
        bookingLines(booking, true),
        [`Total paid: ${money(booking.total, booking.currency)}`],
        reference(booking),
      ],
      action: MY_BOOKINGS,
    },
  }),
  request_declined: ({ booking, reason }) => ({
    subject: `Booking request declined: ${booking.spaceTitle}`,
    title: 'Request declined',
    body: `${booking.spaceTitle}: the host declined your request`,
    link: '/my-bookings',
    email: {
      intro:
        'The host declined your request. Nothing was charged: the amount held on your card is released.',
      blocks: [
        ...(reason ? [[`Reason: ${reason}`]] : []),
        bookingLines(booking),
        reference(booking),
      ],
      action: MY_BOOKINGS,
    },
  }),
  request_expired: ({ booking, side }) => ({
    subject: `Booking request expired: ${booking.spaceTitle}`,
    title: 'Request expired',
    body:
      side === 'guest'
        ? `${booking.spaceTitle}: the host did not answer in time`
        : `${booking.spaceTitle}: a request was not answered in time`,
    link: sideLink(side),
    email: {
      intro:
        side === 'guest'
          ? 'The host did not answer your request in time. Nothing was charged: the amount held on your card is released.'
          : 'A booking request was not answered in time and has expired. The time slot is available again.',
      blocks: [bookingLines(booking), reference(booking)],
      action: sideAction(side),
    },
  }),
  request_withdrawn: ({ booking, guestName }) => ({
    subject: `Booking request withdrawn: ${booking.spaceTitle}`,
    title: 'Request withdrawn',
    body: `${guestName} withdrew their request for ${booking.spaceTitle}`,
    link: '/dashboard',
    email: {
      intro: `${guestName} withdrew their booking request. The time slot is available again.`,
      blocks: [bookingLines(booking), reference(booking)],
      action: DASHBOARD,
    },
  }),
  deposit_held: ({ booking, amount, releaseAt }) => ({
    subject: `Security deposit held: ${booking.spaceTitle}`,
    title: 'Security deposit held',
    body: `${money(amount, booking.currency)} held, not charged`,
    link: '/my-bookings',
    email: {
      intro: `A security deposit of ${money(amount, booking.currency)} is held on your card, not charged. It is released automatically by ${at(releaseAt, booking.timeZone)} unless the host files a claim.`,
      blocks: [bookingLines(booking), reference(booking)],
      action: MY_BOOKINGS,
    },
  }),
  deposit_released: ({ booking, amount }) => ({
    subject: `Security deposit released: ${booking.spaceTitle}`,
    title: 'Security deposit released',
    body: `${money(amount, booking.currency)} released`,
    link: '/my-bookings',
    email: {
      intro: `The security deposit of ${money(amount, booking.currency)} held on your card is released. Nothing was charged.`,
      blocks: [bookingLines(booking), reference(booking)],
      action: MY_BOOKINGS,
    },
  }),
  deposit_claimed: ({ booking, amount, deposit, description }) => ({
    subject: `Claim on your security deposit: ${booking.spaceTitle}`,
    title: 'Claim on your deposit',
    body: `The host claims ${money(amount, booking.currency)} of ${money(deposit, booking.currency)}`,
    link: '/my-bookings',
    email: {
      intro: `The host claims ${money(amount, booking.currency)} of your ${money(deposit, booking.currency)} security deposit. You can answer the claim before an admin decides it.`,
      blocks: [[description], bookingLines(booking), reference(booking)],
      action: { label: 'See the claim', path: '/my-bookings' },
    },
  }),
  deposit_decided: ({ booking, claimed, captured, side }) => ({
    subject: `Deposit claim decided: ${booking.spaceTitle}`,
    title: 'Deposit claim decided',
    // The screens' words (docs/product/pages-and-messages.md#security-deposits-after-booking).
    body:
      captured > 0
        ? `Decided: ${money(captured, booking.currency)} charged, the rest of the deposit released.`
        : 'Decided: nothing charged, the deposit was released.',
    link: sideLink(side),
    email: {
      intro: `An admin decided the claim of ${money(claimed, booking.currency)}: ${money(captured, booking.currency)} ${side === 'guest' ? 'is charged to your card, the rest of the deposit is released' : 'goes to you with your next payout'}.`,
      blocks: [bookingLines(booking), reference(booking)],
      action: sideAction(side),
    },
  }),
  deposit_failed: ({ booking, amount, message, side }) => ({
    subject: `Security deposit not held: ${booking.spaceTitle}`,
    title: 'Security deposit could not be held',
    body: `${money(amount, booking.currency)}: ${message}`,
    link: sideLink(side),
    email: {
      intro:
        side === 'guest'
          ? `The security deposit of ${money(amount, booking.currency)} could not be held on your card (${message}). We will try again before your booking starts; please make sure the card can take it.`
          : `The guest's security deposit of ${money(amount, booking.currency)} could not be held on their card (${message}). We will try again until the booking starts.`,
      blocks: [bookingLines(booking), reference(booking)],
      action: sideAction(side),
    },
  }),
};
