/**
 * The words of the forgotten-password dialog, the link pages and the Account section
 * (docs/product/accounts-and-sessions.md#forgotten-password).
 */
export const ACCOUNT_TEXT = {
  forgotPassword: 'Forgot password?',
  resetTitle: 'Reset your password',
  resetIntro:
    'Enter the e-mail address of your account and we will send you a link to choose a new password.',
  sendResetLink: 'Send reset link',
  resetSent: 'If an account exists, we sent a link. It works once, for 1 hour.',
  backToSignIn: 'Back to sign in',

  newPasswordTitle: 'Choose a new password',
  saveNewPassword: 'Save new password',
  checkingLink: 'Checking your link…',
  passwordResetTitle: 'Your password is changed',
  passwordReset:
    'Every device signed in to your account has been signed out. Sign in with your new password.',
  linkInvalidTitle: 'This link is invalid or has expired',
  resetLinkInvalid:
    'Reset links work once, for 1 hour. Ask for a new one with “Forgot password?” in the sign-in dialog.',
  emailLinkInvalid:
    'Links that confirm a new address work once, for 24 hours. Change your e-mail again in My Profile to get a new one.',
  linkFailedTitle: 'We could not check your link',
  linkFailed: 'Check your connection and try again.',
  emailChangedTitle: 'Your e-mail address is changed',
  emailChanged: (email: string) => `From now on, sign in with ${email}.`,

  accountTitle: 'Account',
  accountIntro: 'Your sign-in e-mail, your password and the devices signed in to your account.',
  accountLoadFailed: 'Could not load your account settings.',
  emailTitle: 'Email',
  newEmail: 'New email',
  changeEmail: 'Change email',
  emailPending: (email: string) =>
    `Waiting for confirmation of ${email}. Follow the link we sent there to finish the change.`,
  emailSent: (email: string) =>
    `We sent a link to ${email}. Your address changes when you follow it.`,
  sameEmail: 'This is already your e-mail address.',
  passwordTitle: 'Password',
  currentPassword: 'Current password',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
  changePassword: 'Change password',
  passwordChanged: 'Password changed. Your other sessions were signed out.',
  wrongCurrentPassword: 'Your current password is not correct.',
  sessionsTitle: 'Sessions',
  thisDevice: 'This device',
  signOutSession: 'Sign out',
  signOutOthers: 'Sign out all other sessions',
  noOtherSessions: 'No other device is signed in.',
  sessionEnded: 'That session was signed out.',
  othersEnded: 'Every other session was signed out.',
} as const;
