import type { BookingFacts } from '../notifications/content.ts';
import type { RequestMailKind } from './request-mails.ts';

/**
 * What a mail says about a booking; money in minor units. Booking notifications (confirmed,
 * cancelled, refunded) are rendered from their templates (notifications/templates.ts); the mails
 * that are no notification (a closed account's) still read the booking from here.
 */
export interface ReceiptBooking extends BookingFacts {
  guestEmail: string;
  hostEmail: string;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** The HTML part, for notifications rendered from a template. */
  html?: string;
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
    | 'listing_suspended'
    | 'listing_suspension_lifted'
    | 'account_suspended'
    | 'account_suspension_lifted'
    | RequestMailKind;
}

export { when } from '../notifications/content.ts';
