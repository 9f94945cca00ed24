import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { EmailSchema } from '@rentspace/core/auth/schemas';
import { clientIp } from '../http/client-ip.ts';
import type { AuthService } from './service.ts';
import type { SignUpService } from './sign-up.ts';
import type { AccountLinkService } from './account-links.ts';
import type { AuthRateLimits } from './rate-limits.ts';
import type { Logger } from '../logger.ts';
import { AuthError, invalidCredentials } from './errors.ts';
import { API_VERSION, authErrorResponse, bearer, email, parse, password } from './route-helpers.ts';
import { linkRoutes } from './link-routes.ts';
import { userRoutes } from './user-routes.ts';
import { clipText } from '@rentspace/core/text';

const PasswordGrant = z.object({ email: z.string(), password: z.string() });
const RefreshGrant = z.object({ refresh_token: z.string().min(1).max(512) });
const SignUpBody = z.object({
  email: z.string(),
  password: z.string(),
  data: z.record(z.string(), z.unknown()).optional(),
});

export interface AuthRouteDeps {
  auth: AuthService;
  signUp: SignUpService;
  links: AccountLinkService;
  limits: AuthRateLimits;
  trustProxy: boolean;
  siteUrl: string;
  confirmEmail: boolean;
  logger: Logger;
}

/**
 * The GoTrue-compatible subset @supabase/auth-js talks to: signup, verify, resend, recover, token,
 * logout, user, settings; and the account's sessions.
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
      typeof body.data?.full_name === 'string' ? clipText(body.data.full_name, 200) : null;
    const answer = await deps.signUp.signUp(
      { email: address, password: password(body.password), fullName },
      { mayMail: () => deps.limits.signupMail(address) },
    );
    c.header('X-Supabase-Api-Version', API_VERSION);
    return c.json(answer);
  });

  linkRoutes(app, deps, client);
  userRoutes(app, deps, client);

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

  app.all('*', (c) => authErrorResponse(c, new AuthError(404, 'not_found', 'Not found')));
  return app;
}
