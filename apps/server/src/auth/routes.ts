import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { EmailSchema, MAX_PASSWORD_LENGTH } from '@rentspace/core/auth/schemas';
import { ApiError } from '../http/errors.ts';
import { readJson } from '../http/json-body.ts';
import { clientIp } from '../http/client-ip.ts';
import type { AuthService } from './service.ts';
import type { AuthRateLimits } from './rate-limits.ts';
import { AuthError, invalidCredentials, noAuthorization } from './errors.ts';
import { randomUUID } from 'node:crypto';

const API_VERSION = '2024-01-01';

const PasswordGrant = z.object({ email: z.string(), password: z.string() });
const RefreshGrant = z.object({ refresh_token: z.string().min(1).max(512) });
const SignUpBody = z.object({
  email: z.string(),
  password: z.string(),
  data: z.record(z.string(), z.unknown()).optional(),
});
const UpdateUserBody = z.object({ password: z.string().optional() });

export interface AuthRouteDeps {
  auth: AuthService;
  limits: AuthRateLimits;
  trustProxy: boolean;
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

/** The GoTrue-compatible subset @supabase/auth-js talks to: signup, token, logout, user. */
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
      mailer_autoconfirm: true,
      phone_autoconfirm: false,
    }),
  );
  app.get('/health', (c) =>
    c.json({ name: 'rentspace-auth', version: '1', description: 'GoTrue-compatible subset' }),
  );

  app.post('/signup', async (c) => {
    const body = await parse(c, SignUpBody);
    const who = client(c);
    await deps.limits.signup(who.ip);
    const address = email(body.email);
    const fullName =
      typeof body.data?.full_name === 'string' ? body.data.full_name.slice(0, 200) : null;
    const result = await deps.auth.signUp(
      { email: address, password: password(body.password), fullName },
      who,
    );
    c.header('X-Supabase-Api-Version', API_VERSION);
    if (!result.taken) return c.json(result.session);
    // Same status as a new account, no session: the caller learns nothing about the address.
    const now = new Date().toISOString();
    return c.json({
      id: randomUUID(),
      aud: 'authenticated',
      role: 'authenticated',
      email: result.email,
      phone: '',
      confirmation_sent_at: now,
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: {},
      identities: [],
      created_at: now,
      updated_at: now,
      is_anonymous: false,
    });
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
