import { MODERATION_MESSAGES } from '@rentspace/core/moderation/schema';

/** An error in GoTrue's shape, as @supabase/auth-js reads it (code, msg, message). */
export class AuthError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const invalidCredentials = () =>
  new AuthError(400, 'invalid_credentials', 'Invalid login credentials');
export const refreshTokenNotFound = () =>
  new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
export const refreshTokenAlreadyUsed = () =>
  new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
export const sessionNotFound = () =>
  new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
export const badJwt = (message = 'invalid JWT: unable to parse or verify signature') =>
  new AuthError(403, 'bad_jwt', message);
export const noAuthorization = () =>
  new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
/** A member an admin suspended (GoTrue's code for a banned user). */
export const accountSuspended = () =>
  new AuthError(400, 'user_banned', MODERATION_MESSAGES.accountSuspended);
export const emailNotConfirmed = () =>
  new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
export const linkExpired = () =>
  new AuthError(403, 'otp_expired', 'Token has expired or is invalid');
export const reauthenticationNeeded = () =>
  new AuthError(400, 'reauthentication_needed', 'Password update requires reauthentication');
export const currentPasswordMismatch = () =>
  new AuthError(400, 'current_password_mismatch', 'Current password is incorrect');
export const samePassword = () =>
  new AuthError(422, 'same_password', 'New password should be different from the old password.');
