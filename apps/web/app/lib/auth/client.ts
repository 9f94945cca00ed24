import type { GoTrueClient } from '@supabase/auth-js';

/** Where @supabase/auth-js keeps the session in the browser. */
export const STORAGE_KEY = 'rentspace.auth';

let client: Promise<GoTrueClient> | undefined;

/**
 * The browser's session client: @supabase/auth-js against our /auth/v1. It restores the session
 * from storage, refreshes it on a 30 s tick with backoff, retries gateway errors, signs out on an
 * invalid refresh token, and keeps other tabs in step. Loaded on demand, so a visitor without a
 * session never downloads it. Browser only.
 */
export function loadAuthClient(): Promise<GoTrueClient> {
  if (typeof window === 'undefined') throw new Error('loadAuthClient() is browser-only');
  client ??= import('@supabase/auth-js').then(
    ({ GoTrueClient }) =>
      new GoTrueClient({
        url: `${window.location.origin}/auth/v1`,
        storageKey: STORAGE_KEY,
        autoRefreshToken: true,
        persistSession: true,
        detectSessionInUrl: false,
      }),
  );
  return client;
}

/** True when this browser holds a session (or another tab just stored one). */
export function hasStoredSession(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

/** The current access token, or null when signed out. Waits for the session to be restored. */
export async function accessToken(): Promise<string | null> {
  if (!client && !hasStoredSession()) return null;
  const { data } = await (await loadAuthClient()).getSession();
  return data.session?.access_token ?? null;
}

/** The current session, or null; loads the client only when a session may exist. */
export async function currentSession() {
  if (!client && !hasStoredSession()) return null;
  const { data } = await (await loadAuthClient()).getSession();
  return data.session;
}

/**
 * After the API refused the token it was sent (401 `invalid_token`: a session ended by a suspension
 * or "Sign out all other sessions", or a token that expired while the tab slept): renews the
 * session once. The new access token; or null when the session is over, and then this browser
 * signs out (its tabs follow) rather than go on looking signed in with a dead token. A network
 * failure or a renewal another tab made meanwhile signs nothing out.
 */
export async function renewRefusedSession(): Promise<string | null> {
  if (!client) return null;
  const auth = await client;
  const { data, error } = await auth.refreshSession();
  if (data.session) return data.session.access_token;
  if (error?.name !== 'AuthRetryableFetchError' && error?.name !== 'AuthRefreshDiscardedError')
    await auth.signOut({ scope: 'local' });
  return null;
}
