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

/** How long a password-reset link works. */
export const RECOVERY_LIFETIME_HOURS = 1;
/** How long a link that confirms a new address works. */
export const EMAIL_CHANGE_LIFETIME_HOURS = 24;

/** A link on GoTrue's verify endpoint, on the site's own origin. */
export function verifyLink(
  siteUrl: string,
  token: string,
  type: 'recovery' | 'email_change',
  redirectTo?: string,
): string {
  const query = new URLSearchParams({ token, type });
  if (redirectTo) query.set('redirect_to', redirectTo);
  return `${siteUrl}/auth/v1/verify?${query}`;
}

/** "Forgot password?": the link that opens the page where a new password is chosen. */
export function recoveryMail(to: string, link: string): OutgoingMail {
  return {
    to,
    kind: 'password_recovery',
    subject: 'Reset your Rentspace password',
    text: [
      'Hello,',
      '',
      'Someone, perhaps you, asked to reset the password of the Rentspace account with this e-mail address.',
      'Follow this link to choose a new password:',
      link,
      '',
      `The link works once, for ${RECOVERY_LIFETIME_HOURS} hour. After the reset, every device signed in to your account is signed out.`,
      '',
      'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
  };
}

/** Sent to the new address of an e-mail change: following the link moves the account to it. */
export function emailChangeMail(to: string, link: string): OutgoingMail {
  return {
    to,
    kind: 'email_change',
    subject: 'Confirm your new email',
    text: [
      'Hello,',
      '',
      'Follow this link to make this your Rentspace account’s e-mail address:',
      link,
      '',
      `The link works once, for ${EMAIL_CHANGE_LIFETIME_HOURS} hours. Until it is followed, you sign in with your current address.`,
      '',
      'If you did not ask for this, ignore this e-mail: nothing changes without the link.',
    ].join('\n'),
  };
}

/** Sent to the current address when a change to another one is asked for. */
export function emailChangeNotice(to: string, newEmail: string, siteUrl: string): OutgoingMail {
  return {
    to,
    kind: 'email_change_notice',
    subject: 'Your Rentspace e-mail address is being changed',
    text: [
      'Hello,',
      '',
      `Someone signed in to your Rentspace account asked to change its e-mail address to ${newEmail}.`,
      'A link was sent to that address; the change happens only when it is followed.',
      '',
      `If this was not you, sign in at ${siteUrl}, change your password in My Profile, under Account, and sign out your other sessions there.`,
    ].join('\n'),
  };
}

/** Sent to an address that already has an account, when another account asks to move to it. */
export function emailTakenMail(to: string, siteUrl: string): OutgoingMail {
  return {
    to,
    kind: 'email_change_taken',
    subject: 'Your e-mail address already has a Rentspace account',
    text: [
      'Hello,',
      '',
      'Someone signed in to Rentspace asked to move their account to this e-mail address.',
      'It already has an account, so nothing was changed.',
      '',
      `If it was you, sign in at ${siteUrl} with this address.`,
    ].join('\n'),
  };
}
