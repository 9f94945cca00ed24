/**
 * The kinds of notification (docs/product/notifications.md#kinds): each is written in the app and,
 * unless its recipient turned that e-mail off on /profile, mailed. The request-to-book and deposit
 * kinds are defined here with their templates so that those flows only call them.
 */
export const NOTIFICATION_KINDS = [
  'booking_confirmed_guest',
  'booking_confirmed_host',
  'booking_cancelled_guest',
  'booking_cancelled_host',
  'booking_refunded_guest',
  'booking_cancelled_by_platform',
  'new_message',
  'payout_released',
  'review_invitation',
  'request_received',
  'request_accepted',
  'request_declined',
  'request_expired',
  'request_withdrawn',
  'deposit_held',
  'deposit_released',
  'deposit_claimed',
  'deposit_decided',
  'deposit_failed',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Who a kind is for, which /profile uses to group the e-mail choices. */
export type NotificationAudience = 'guest' | 'host' | 'both';

/** How /profile names each kind of e-mail, and for whom it is. */
export const NOTIFICATION_KIND_LABELS: Record<
  NotificationKind,
  { label: string; audience: NotificationAudience }
> = {
  booking_confirmed_guest: { label: 'Booking confirmed (your receipt)', audience: 'guest' },
  booking_cancelled_guest: { label: 'Booking cancelled', audience: 'guest' },
  booking_refunded_guest: { label: 'Refund issued', audience: 'guest' },
  booking_cancelled_by_platform: {
    label: 'Booking cancelled by Rentspace (an account suspended)',
    audience: 'both',
  },
  request_accepted: { label: 'Booking request accepted', audience: 'guest' },
  request_declined: { label: 'Booking request declined', audience: 'guest' },
  request_expired: { label: 'Booking request expired', audience: 'both' },
  deposit_held: { label: 'Security deposit held', audience: 'guest' },
  deposit_released: { label: 'Security deposit released', audience: 'guest' },
  deposit_claimed: { label: 'Claim on a security deposit', audience: 'guest' },
  deposit_decided: { label: 'Deposit claim decided', audience: 'both' },
  deposit_failed: { label: 'Security deposit could not be held', audience: 'both' },
  booking_confirmed_host: { label: 'New booking of your listing', audience: 'host' },
  booking_cancelled_host: { label: 'Booking of your listing cancelled', audience: 'host' },
  request_received: { label: 'New booking request', audience: 'host' },
  request_withdrawn: { label: 'Booking request withdrawn', audience: 'host' },
  payout_released: { label: 'Payout released', audience: 'host' },
  new_message: { label: 'New message', audience: 'both' },
  review_invitation: { label: 'Invitation to review a stay', audience: 'both' },
};
