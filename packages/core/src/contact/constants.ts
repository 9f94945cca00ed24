export const CONTACT_SUBJECTS = ['general', 'support', 'billing', 'partnership'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

/** Longest message the contact form accepts. */
export const CONTACT_MESSAGE_MAX = 5000;

/** How long the link that confirms a newsletter sign-up works (docs/product/pages-and-messages.md#newsletter). */
export const NEWSLETTER_CONFIRM_HOURS = 48;

/** What the footer's form says after a sign-up (its own constant: the footer is on every page). */
export const NEWSLETTER_CHECK_INBOX =
  'Almost there! Check your inbox and follow the link we sent to confirm your subscription.';

/** What the newsletter's pages and answers say. */
export const NEWSLETTER_TEXT = {
  confirmedTitle: "You're subscribed",
  confirmed: 'Thanks for confirming. Look out for our next issue.',
  linkInvalidTitle: 'This link has expired or was already used',
  linkInvalid:
    'If you already confirmed, you are subscribed and there is nothing more to do. Otherwise, sign up again with the form at the bottom of any page and we will send you a new link.',
  confirmFailedTitle: 'Something went wrong',
  confirmFailed: 'We could not confirm your subscription. Please try again in a moment.',
  confirming: 'Confirming your subscription...',
  unsubscribeTitle: 'Unsubscribe from the Rentspace newsletter?',
  unsubscribeIntro:
    'We will stop sending the newsletter to this address. You can sign up again at any time.',
  unsubscribedTitle: 'You are unsubscribed',
  unsubscribed: 'We will not send the newsletter to this address again.',
  unsubscribeFailed: 'We could not unsubscribe you. Please try again in a moment.',
  unsubscribeInvalid:
    'This unsubscribe link is not valid. Please use the link from our latest e-mail.',
  tooMany: (minutes: number) =>
    `Too many sign-ups. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
} as const;
