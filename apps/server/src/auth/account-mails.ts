import type { OutgoingMail } from '../mail/receipts.ts';

/** How long a confirmation link works. */
export const CONFIRMATION_LIFETIME_HOURS = 24;

/** The link that confirms an address: GoTrue's verify endpoint on the site's own origin. */
export function confirmationLink(siteUrl: string, token: string): string {
  return `${siteUrl}/auth/v1/verify?token=${encodeURIComponent(token)}&type=signup`;
}

/** The link a sign-up sends when addresses must be confirmed. */
export function confirmationMail(to: string, link: string, siteUrl: string): OutgoingMail {
  return {
    to,
    kind: 'signup_confirmation',
    subject: 'Confirm your email',
    text: [
      'Hello,',
      '',
      'Follow this link to confirm your e-mail address and finish creating your Rentspace account:',
      link,
      '',
      `The link works once, for ${CONFIRMATION_LIFETIME_HOURS} hours. Then sign in at ${siteUrl} with the password you chose.`,
      '',
      'If you did not sign up for Rentspace, ignore this e-mail: without the link no account is opened.',
    ].join('\n'),
  };
}

/**
 * What the owner of an address gets when someone signs up with it again, in place of a session or
 * a link (docs/product/accounts-and-sessions.md#signing-up).
 */
export function existingAccountMail(to: string, siteUrl: string): OutgoingMail {
  return {
    to,
    kind: 'signup_existing_account',
    subject: 'You already have a Rentspace account',
    text: [
      'Hello,',
      '',
      'Someone, perhaps you, just tried to create a Rentspace account with this e-mail address.',
      'It already has an account, so nothing was created and nothing about your account changed.',
      '',
      `If it was you, sign in with your password at ${siteUrl}.`,
      'If it was not you, you can ignore this e-mail.',
    ].join('\n'),
  };
}
