import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { AuthError } from './errors.ts';
import { API_VERSION, bearer, email, parse, password } from './route-helpers.ts';
import type { AuthRouteDeps } from './routes.ts';
import type { Client } from './service.ts';

const UpdateUserBody = z.object({
  email: z.string().optional(),
  password: z.string().optional(),
  current_password: z.string().max(1024).optional(),
});
const SessionId = z.uuid();

/**
 * The signed-in person's own account (docs/product/accounts-and-sessions.md#the-account-section):
 * GoTrue's GET and PUT /user, and the list of the account's sessions with a way to end one.
 */
export function userRoutes(
  app: Hono,
  deps: AuthRouteDeps,
  client: (c: Context) => Required<Pick<Client, 'ip'>> & Client,
) {
  const { auth, links, limits } = deps;

  /** GoTrue's user, with `new_email` while a change of address waits for its link. */
  async function userWithPending(userId: string, claims: Parameters<typeof auth.getUser>[0]) {
    const user = await auth.getUser(claims);
    const pending = await links.pendingEmail(userId);
    return pending ? { ...user, new_email: pending } : user;
  }

  app.get('/user', async (c) => {
    const claims = await auth.authenticate(bearer(c));
    c.header('X-Supabase-Api-Version', API_VERSION);
    return c.json(await userWithPending(claims.sub, claims));
  });

  // updateUser({ password, current_password }) and updateUser({ email }).
  app.put('/user', async (c) => {
    const claims = await auth.authenticate(bearer(c));
    const body = await parse(c, UpdateUserBody);
    c.header('X-Supabase-Api-Version', API_VERSION);
    const who = client(c);
    const current = await auth.getUser(claims);
    if (body.password !== undefined) {
      // Wrong current passwords count as failed sign-ins for the account and this address.
      const guessing = body.current_password !== undefined;
      if (guessing) await limits.signin(who.ip, current.email);
      try {
        await auth.changePassword(claims, password(body.password), body.current_password);
      } catch (error) {
        if (error instanceof AuthError && error.code === 'current_password_mismatch')
          await limits.signinFailed(who.ip, current.email);
        throw error;
      }
      if (guessing) await limits.signinSucceeded(who.ip, current.email);
    }
    let sentAt: string | undefined;
    if (body.email !== undefined) {
      const address = email(body.email);
      if (address !== current.email) {
        await limits.resendMail(address);
        await links.requestEmailChange({ id: claims.sub, email: current.email }, address);
        sentAt = new Date().toISOString();
      }
    }
    const user = await userWithPending(claims.sub, claims);
    return c.json(sentAt ? { ...user, email_change_sent_at: sentAt } : user);
  });

  app.get('/sessions', async (c) => {
    const claims = await auth.authenticate(bearer(c));
    return c.json(await auth.listSessions(claims));
  });

  app.delete('/sessions/:id', async (c) => {
    const claims = await auth.authenticate(bearer(c));
    const id = SessionId.safeParse(c.req.param('id'));
    if (!id.success) throw new AuthError(404, 'session_not_found', 'Session not found');
    await auth.endSession(claims, id.data);
    return c.body(null, 204);
  });
}
