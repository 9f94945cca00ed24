import { NEWSLETTER_CONFIRM_HOURS } from '@rentspace/core/contact/constants';
import type { OutgoingMail } from '../mail/receipts.ts';

const SIGNATURE = 'Rentspace, Tampa, Florida';

/** The link a new sign-up follows to become a subscriber; the token is in nothing else we keep. */
export function confirmationMail(to: string, link: string): OutgoingMail {
  return {
    to,
    kind: 'newsletter_confirm',
    subject: 'Confirm your Rentspace newsletter subscription',
    text: [
      'Hello,',
      '',
      'Someone, hopefully you, asked for the Rentspace newsletter at this address. To confirm, follow this link:',
      '',
      link,
      '',
      `The link works once and expires in ${NEWSLETTER_CONFIRM_HOURS} hours.`,
      'If you did not ask for it, ignore this e-mail: we send the newsletter only to addresses that confirm.',
      '',
      SIGNATURE,
    ].join('\n'),
  };
}

/** A sign-up of an address that is already subscribed: nothing changes, and it can leave. */
export function alreadySubscribedMail(to: string, unsubscribeLink: string): OutgoingMail {
  return {
    to,
    kind: 'newsletter_already_subscribed',
    subject: 'You are already subscribed to the Rentspace newsletter',
    text: [
      'Hello,',
      '',
      'Someone asked for the Rentspace newsletter at this address, which is already subscribed. Nothing has changed.',
      '',
      `To stop receiving it: ${unsubscribeLink}`,
      '',
      SIGNATURE,
    ].join('\n'),
  };
}

/** After the link was followed: the address is subscribed, and how to leave. */
export function welcomeMail(to: string, unsubscribeLink: string): OutgoingMail {
  return {
    to,
    kind: 'newsletter_welcome',
    subject: 'You are subscribed to the Rentspace newsletter',
    text: [
      'Hello,',
      '',
      'Thanks for confirming. Look out for our next issue: new spaces, city guides and hosting tips.',
      '',
      `To stop receiving it: ${unsubscribeLink}`,
      '',
      SIGNATURE,
    ].join('\n'),
  };
}
