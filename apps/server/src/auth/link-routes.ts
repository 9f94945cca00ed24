import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { toGoTrueUser } from './service.ts';
import { AuthError, linkExpired } from './errors.ts';
import { siteRedirect } from './account-links.ts';
import { API_VERSION, email, parse } from './route-helpers.ts';
import type { AuthRouteDeps } from './routes.ts';
import type { Client } from './service.ts';

const VerifyBody = z.object({ type: z.string(), token_hash: z.string().min(1).max(200) });
const ResendBody = z.object({ type: z.string(), email: z.string() });
const RecoverBody = z.object({ email: z.string() });
/** GoTrue's link types that confirm a sign-up ('email' is the newer name). */
const SIGN_UP_LINK = new Set(['signup', 'email']);
/** The pages a reset link and an e-mail-change link lead to; they finish the work. */
const LINK_PAGES = { recovery: '/reset-password', email_change: '/email-changed' } as const;

const expiredFragment = () =>
  new URLSearchParams({
    error: 'access_denied',
    error_code: 'otp_expired',
    error_description: 'Email link is invalid or has expired',
  });

/**
 * The links mailed to an address (docs/product/accounts-and-sessions.md#links-in-e-mails): sign-up
 * confirmation, password reset and e-mail change, and asking for them.
 */
export function linkRoutes(
  app: Hono,
  deps: AuthRouteDeps,
  client: (c: Context) => Required<Pick<Client, 'ip'>> & Client,
) {
  const { links, limits } = deps;

  // A link in a mail. A sign-up link confirms the address and leads to the site. A reset or an
  // e-mail-change link is only checked here and handed to its page in the fragment (never sent to
  // a server, never in a log); the page spends it with POST /verify. So a mail scanner opening the
  // link spends nothing, and no session ever travels in a URL.
  app.get('/verify', async (c) => {
    await limits.verify(client(c).ip);
    const token = c.req.query('token') ?? '';
    const type = c.req.query('type') ?? '';
    const wellFormed = token.length > 0 && token.length <= 200;
    if (type === 'recovery' || type === 'email_change') {
      const page = LINK_PAGES[type];
      if (wellFormed && (await links.isLive(token, type))) {
        const target =
          type === 'recovery'
            ? siteRedirect(deps.siteUrl, c.req.query('redirect_to'), page)
            : `${deps.siteUrl}${page}`;
        return c.redirect(`${target}#${new URLSearchParams({ token_hash: token, type })}`, 303);
      }
      return c.redirect(`${deps.siteUrl}${page}#${expiredFragment()}`, 303);
    }
    const confirmed =
      SIGN_UP_LINK.has(type) && wellFormed && (await deps.signUp.confirm(token)) !== undefined;
    if (confirmed) return c.redirect(`${deps.siteUrl}/`, 303);
    return c.redirect(`${deps.siteUrl}/#${expiredFragment()}`, 303);
  });

  // @supabase/auth-js's verifyOtp({ type, token_hash }). A sign-up or e-mail-change link answers
  // the user, without a session; a reset link answers a session that may set a new password.
  app.post('/verify', async (c) => {
    const body = await parse(c, VerifyBody);
    c.header('X-Supabase-Api-Version', API_VERSION);
    const who = client(c);
    await limits.verify(who.ip);
    if (SIGN_UP_LINK.has(body.type)) {
      const user = await deps.signUp.confirm(body.token_hash);
      if (!user) throw linkExpired();
      return c.json(toGoTrueUser(user));
    }
    if (body.type === 'recovery') {
      const user = await links.spendRecovery(body.token_hash);
      if (!user) throw linkExpired();
      return c.json(await deps.auth.openRecoverySession(user, who));
    }
    if (body.type === 'email_change') {
      const user = await links.spendEmailChange(body.token_hash);
      if (!user) throw linkExpired();
      return c.json(toGoTrueUser(user));
    }
    throw new AuthError(400, 'validation_failed', 'Unsupported verification type');
  });

  // A new link for an unconfirmed account; the same empty answer for every other address.
  app.post('/resend', async (c) => {
    const body = await parse(c, ResendBody);
    c.header('X-Supabase-Api-Version', API_VERSION);
    if (body.type !== 'signup')
      throw new AuthError(400, 'validation_failed', 'Unsupported resend type');
    await limits.signup(client(c).ip);
    const address = email(body.email);
    await limits.resendMail(address);
    // The work is done after the answer, so that its time says nothing about the address.
    void deps.signUp
      .resend(address)
      .catch((error: unknown) => deps.logger.error({ err: error }, 'resending a link failed'));
    return c.json({});
  });

  // "Forgot password?": the same empty answer, at the same moment, whether the address has an
  // account or not (docs/product/accounts-and-sessions.md#forgotten-password).
  app.post('/recover', async (c) => {
    const body = await parse(c, RecoverBody);
    c.header('X-Supabase-Api-Version', API_VERSION);
    await limits.signup(client(c).ip);
    const address = email(body.email);
    await limits.resendMail(address);
    const raw = c.req.query('redirect_to');
    const redirectTo = raw ? siteRedirect(deps.siteUrl, raw, LINK_PAGES.recovery) : undefined;
    void links
      .recover(address, redirectTo)
      .catch((error: unknown) => deps.logger.error({ err: error }, 'sending a reset link failed'));
    return c.json({});
  });
}
