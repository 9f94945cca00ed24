import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { EmailSchema, MAX_PASSWORD_LENGTH } from '@rentspace/core/auth/schemas';
import { ApiError } from '../http/errors.ts';
import { readJson } from '../http/json-body.ts';
import { clientIp } from '../http/client-ip.ts';
import { toGoTrueUser, type AuthService } from './service.ts';
import type { SignUpService } from './sign-up.ts';
import type { AuthRateLimits } from './rate-limits.ts';
import type { Logger } from '../logger.ts';
import { AuthError, invalidCredentials, linkExpired, noAuthorization } from './errors.ts';

const API_VERSION = '2024-01-01';

const PasswordGrant = z.object({ email: z.string(), password: z.string() });
const RefreshGrant = z.object({ refresh_token: z.string().min(1).max(512) });
const SignUpBody = z.object({
  email: z.string(),
  password: z.string(),
  data: z.record(z.string(), z.unknown()).optional(),
});
const UpdateUserBody = z.object({ password: z.string().optional() });
const VerifyBody = z.object({ type: z.string(), token_hash: z.string().min(1).max(200) });
const ResendBody = z.object({ type: z.string(), email: z.string() });
/** GoTrue's link types that confirm a sign-up ('email' is the newer name). */
const SIGN_UP_LINK = new Set(['signup', 'email']);

export interface AuthRouteDeps {
  auth: AuthService;
  signUp: SignUpService;
  limits: AuthRateLimits;
  trustProxy: boolean;
  siteUrl: string;
  confirmEmail: boolean;
  logger: Logger;
}

function authErrorResponse(c: Context, error: AuthError) {
  for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
  c.header('X-Supabase-Api-Version', API_VERSION);
  return c.json(
    {
      code: error.code,
      error_code: error.code,
      msg: error.message,
      message: error.message,
      ...error.extra,
    },
    error.status,
  );
}

/** Reads a body and shapes it; a wrong shape is GoTrue's 400 validation_failed. */
async function parse<T>(c: Context, schema: z.ZodType<T>): Promise<T> {
  let body: unknown;
  try {
    body = await readJson(c);
  } catch (error) {
    if (error instanceof ApiError)
      throw new AuthError(error.status === 415 ? 415 : 400, 'bad_json', error.message);
    throw error;
  }
  const result = schema.safeParse(body);
  if (!result.success)
    throw new AuthError(400, 'validation_failed', 'Request body has missing or invalid fields');
  return result.data;
}

function email(raw: string): string {
  const result = EmailSchema.safeParse(raw);
  if (!result.success)
    throw new AuthError(
      400,
      'validation_failed',
      'Unable to validate email address: invalid format',
    );
  return result.data;
}

function password(raw: string): string {
  if (raw.length > MAX_PASSWORD_LENGTH) {
    throw new AuthError(
      422,
      'weak_password',
      `Password cannot be longer than ${MAX_PASSWORD_LENGTH} characters`,
      {
        weak_password: { reasons: ['length'] },
      },
    );
  }
  return raw;
}

function bearer(c: Context): string {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw noAuthorization();
  return match[1];
}

/**
 * The GoTrue-compatible subset @supabase/auth-js talks to: signup, verify, resend, token, logout,
 * user, settings.
 */
export function authRoutes(deps: AuthRouteDeps) {
  const app = new Hono();
  const client = (c: Context) => ({
    ip: clientIp(c, deps.trustProxy),
    userAgent: c.req.header('user-agent'),
  });

  app.onError((error, c) => {
    if (error instanceof AuthError) return authErrorResponse(c, error);
    throw error;
  });

  app.get('/settings', (c) =>
    c.json({
      external: { email: true },
      disable_signup: false,
      mailer_autoconfirm: !deps.confirmEmail,
      phone_autoconfirm: false,
    }),
  );
  app.get('/health', (c) =>
    c.json({ name: 'rentspace-auth', version: '1', description: 'GoTrue-compatible subset' }),
  );

  // Every sign-up answers alike, new or registered address
  // (docs/product/accounts-and-sessions.md#signing-up).
  app.post('/signup', async (c) => {
    const body = await parse(c, SignUpBody);
    const who = client(c);
    await deps.limits.signup(who.ip);
    const address = email(body.email);
    const fullName =
      typeof body.data?.full_name === 'string' ? body.data.full_name.slice(0, 200) : null;
    const answer = await deps.signUp.signUp(
      { email: address, password: password(body.password), fullName },
      { mayMail: () => deps.limits.signupMail(address) },
    );
    c.header('X-Supabase-Api-Version', API_VERSION);
    return c.json(answer);
  });

  // The link in the confirmation mail. It confirms the address and leads to the site, where the
  // person signs in with their password: no session ever travels in a URL.
  app.get('/verify', async (c) => {
    const token = c.req.query('token') ?? '';
    const confirmed =
      SIGN_UP_LINK.has(c.req.query('type') ?? '') &&
      token.length > 0 &&
      token.length <= 200 &&
      (await deps.signUp.confirm(token)) !== undefined;
    if (confirmed) return c.redirect(`${deps.siteUrl}/`, 303);
    const error = new URLSearchParams({
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Email link is invalid or has expired',
    });
    return c.redirect(`${deps.siteUrl}/#${error}`, 303);
  });

  // @supabase/auth-js's verifyOtp({ type: 'signup', token_hash }): the confirmed user, no session.
  app.post('/verify', async (c) => {
    const body = await parse(c, VerifyBody);
    c.header('X-Supabase-Api-Version', API_VERSION);
    if (!SIGN_UP_LINK.has(body.type))
      throw new AuthError(400, 'validation_failed', 'Unsupported verification type');
    const user = await deps.signUp.confirm(body.token_hash);
    if (!user) throw linkExpired();
    return c.json(toGoTrueUser(user));
  });

  // A new link for an unconfirmed account; the same empty answer for every other address.
  app.post('/resend', async (c) => {
    const body = await parse(c, ResendBody);
    c.header('X-Supabase-Api-Version', API_VERSION);
    if (body.type !== 'signup')
      throw new AuthError(400, 'validation_failed', 'Unsupported resend type');
    await deps.limits.signup(client(c).ip);
    const address = email(body.email);
    await deps.limits.resendMail(address);
    // The work is done after the answer, so that its time says nothing about the address.
    void deps.signUp
      .resend(address)
      .catch((error: unknown) => deps.logger.error({ err: error }, 'resending a link failed'));
    return c.json({});
  });

  app.post('/token', async (c) => {
    const grant = c.req.query('grant_type');
    const who = client(c);
    c.header('X-Supabase-Api-Version', API_VERSION);
    if (grant === 'password') {
      const body = await parse(c, PasswordGrant);
      const address = body.email.trim().toLowerCase();
      await deps.limits.signin(who.ip, address);
      const parsed = EmailSchema.safeParse(body.email);
      try {
        if (!parsed.success || body.password.length === 0) throw invalidCredentials();
        const session = await deps.auth.signInWithPassword(
          parsed.data,
          password(body.password),
          who,
        );
        await deps.limits.signinSucceeded(who.ip, address);
        return c.json(session);
      } catch (error) {
        if (error instanceof AuthError && error.code === 'invalid_credentials')
          await deps.limits.signinFailed(who.ip, address);
        throw error;
      }
    }
    if (grant === 'refresh_token') {
      const body = await parse(c, RefreshGrant);
      await deps.limits.refresh(who.ip);
      return c.json(await deps.auth.refresh(body.refresh_token));
    }
    throw new AuthError(400, 'unsupported_grant_type', 'unsupported_grant_type');
  });

  app.post('/logout', async (c) => {
    const claims = await deps.auth.authenticate(bearer(c));
    const scope = c.req.query('scope') ?? 'global';
    if (scope !== 'global' && scope !== 'local' && scope !== 'others') {
      throw new AuthError(400, 'validation_failed', 'Unsupported logout scope');
    }
    await deps.auth.logout(claims, scope);
    return c.body(null, 204);
  });

  app.get('/user', async (c) => {
    const claims = await deps.auth.authenticate(bearer(c));
    c.header('X-Supabase-Api-Version', API_VERSION);
    return c.json(await deps.auth.getUser(claims));
  });

  app.put('/user', async (c) => {
    const claims = await deps.auth.authenticate(bearer(c));
    const body = await parse(c, UpdateUserBody);
    c.header('X-Supabase-Api-Version', API_VERSION);
    if (body.password === undefined) return c.json(await deps.auth.getUser(claims));
    return c.json(await deps.auth.changePassword(claims, password(body.password)));
  });

  app.all('*', (c) => authErrorResponse(c, new AuthError(404, 'not_found', 'Not found')));
  return app;
}
