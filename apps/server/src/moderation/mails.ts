import type { OutgoingMail } from '../mail/receipts.ts';

/**
 * What moderation tells people (docs/product/moderation.md#moderation-actions): the owner of a
 * suspended listing, a suspended member, and the other side of each booking a suspension cancels.
 */

/** The platform's message to the owner in their Messages, and the body of its e-mail. */
export function listingSuspendedText(title: string, reason: string): string {
  return [
    `Our team suspended your listing "${title}".`,
    `Reason: ${reason}`,
    'It is unpublished and cannot be booked; bookings already made stay as they are.',
    'To appeal, reply to this message.',
  ].join('\n');
}

export function listingLiftedText(title: string, reason: string): string {
  return [
    `Our team lifted the suspension of your listing "${title}".`,
    `Reason: ${reason}`,
    'It stays unpublished until you publish it again from My Listings.',
  ].join('\n');
}

export function listingSuspendedMail(
  to: string,
  title: string,
  reason: string,
  siteUrl: string,
): OutgoingMail {
  return {
    to,
    kind: 'listing_suspended',
    subject: `Your listing was suspended: ${title}`,
    text: listingSuspendedText(title, reason).replace(
      'reply to this message.',
      `reply to our message in Messages: ${siteUrl}/messages`,
    ),
  };
}

export function listingLiftedMail(
  to: string,
  title: string,
  reason: string,
  siteUrl: string,
): OutgoingMail {
  return {
    to,
    kind: 'listing_suspension_lifted',
    subject: `Your listing is no longer suspended: ${title}`,
    text: [listingLiftedText(title, reason), '', `My Listings: ${siteUrl}/my-listings`].join('\n'),
  };
}

/** What a member's suspension ended: their listings, and the bookings on them and of their own. */
export interface SuspensionEnded {
  listings: number;
  /** Bookings of their listings, by guests. */
  onListings: number;
  /** Bookings they made as a guest. */
  asGuest: number;
}

export function accountSuspendedMail(
  to: string,
  reason: string,
  ended: SuspensionEnded,
  siteUrl: string,
): OutgoingMail {
  // Told what happened to them: a member who only books hears of no listings and of their own
  // refunds, not of "the guests'".
  return {
    to,
    kind: 'account_suspended',
    subject: 'Your Rentspace account was suspended',
    text: [
      'Our team suspended your Rentspace account.',
      `Reason: ${reason}`,
      '',
      `You have been signed out everywhere and cannot sign in${
        ended.listings > 0 ? '; your listings are unpublished.' : '.'
      }`,
      ...(ended.onListings > 0
        ? [
            `${ended.onListings === 1 ? 'One upcoming booking of your listings was' : `${ended.onListings} upcoming bookings of your listings were`} cancelled; the guests get back in full what they paid.`,
          ]
        : []),
      ...(ended.asGuest > 0
        ? [
            `${ended.asGuest === 1 ? 'Your upcoming booking was' : `Your ${ended.asGuest} upcoming bookings were`} cancelled, and what you paid is refunded to you in full.`,
          ]
        : []),
      `To appeal, write to us through the Contact page: ${siteUrl}/contact`,
    ].join('\n'),
  };
}

export function accountLiftedMail(to: string, reason: string, siteUrl: string): OutgoingMail {
  return {
    to,
    kind: 'account_suspension_lifted',
    subject: 'Your Rentspace account is active again',
    text: [
      'Our team lifted the suspension of your Rentspace account. You can sign in again.',
      `Reason: ${reason}`,
      '',
      'Your listings stay unpublished until you publish them again from My Listings.',
      `Rentspace: ${siteUrl}`,
    ].join('\n'),
  };
}
