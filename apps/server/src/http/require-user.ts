import { createMiddleware } from 'hono/factory';
import type { Context } from 'hono';
import type { AuthService } from '../auth/service.ts';
import { AuthError } from '../auth/errors.ts';
import { ApiError, unauthorized } from './errors.ts';
import type { AppEnv, CurrentUser } from './env.ts';

/** Reads a Bearer token when present; a bad or revoked token is a 401, never a silent guest. */
export function identify(auth: AuthService) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const header = c.req.header('authorization');
    if (header) {
      const match = /^Bearer\s+(\S+)$/i.exec(header);
      if (!match?.[1]) throw new ApiError(401, 'invalid_token', 'The access token is malformed');
      try {
        const claims = await auth.authenticate(match[1]);
        c.set('user', { id: claims.sub, email: claims.email, sessionId: claims.session_id });
      } catch (error) {
        if (error instanceof AuthError)
          throw new ApiError(
            401,
            'invalid_token',
            'Your session has expired. Please sign in again.',
          );
        throw error;
      }
    }
    await next();
  });
}

/** The signed-in user, or a 401. */
export function requireUser(c: Context<AppEnv>): CurrentUser {
  const user = c.get('user');
  if (!user) throw unauthorized();
  return user;
}

/**
 * For routes only a signed-in person may call: signed out, the answer is 401 before the body or the
 * parameters are validated (a 400 would describe a form to someone who may not send it).
 */
export const signedInFirst = createMiddleware<AppEnv>(async (c, next) => {
  requireUser(c);
  await next();
});
