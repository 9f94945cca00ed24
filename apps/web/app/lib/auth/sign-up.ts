import type { GoTrueClient } from '@supabase/auth-js';

/** Sign-in answers that, right after a sign-up, mean "look in your mailbox". */
const CHECK_EMAIL_CODES = new Set(['invalid_credentials', 'email_not_confirmed']);

export type SignUpOutcome = 'signedIn' | 'checkEmail';

/**
 * Signs up, then signs in with the same password. The server answers every sign-up alike and
 * without a session, so that it never tells whether the address was registered
 * (docs/product/accounts-and-sessions.md#signing-up). A new account then signs in at once, unless
 * its address must be confirmed first (the answer says when a link was sent). A registered address
 * refuses the password unless it is its owner's: its owner has been mailed a notice.
 */
export async function signUpThenSignIn(
  client: Pick<GoTrueClient, 'signUp' | 'signInWithPassword'>,
  email: string,
  password: string,
): Promise<SignUpOutcome> {
  const signedUp = await client.signUp({ email, password });
  if (signedUp.error) throw signedUp.error;
  if (signedUp.data.session) return 'signedIn';
  if (signedUp.data.user?.confirmation_sent_at) return 'checkEmail';
  const signedIn = await client.signInWithPassword({ email, password });
  if (!signedIn.error) return 'signedIn';
  if (signedIn.error.code && CHECK_EMAIL_CODES.has(signedIn.error.code)) return 'checkEmail';
  throw signedIn.error;
}
