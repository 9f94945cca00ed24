import { GoTrueClient } from '@supabase/auth-js';

let client: GoTrueClient | undefined;

/**
 * The browser's session client: @supabase/auth-js against our /auth/v1. It restores the session
 * from storage, refreshes it on a 30 s tick with backoff, retries gateway errors, signs out on an
 * invalid refresh token, and keeps other tabs in step. Browser only.
 */
export function authClient(): GoTrueClient {
  if (typeof window === 'undefined') throw new Error('authClient() is browser-only');
  client ??= new GoTrueClient({
    url: `${window.location.origin}/auth/v1`,
    storageKey: 'rentspace.auth',
    autoRefreshToken: true,
    persistSession: true,
    detectSessionInUrl: false,
  });
  return client;
}

/** The current access token, or null when signed out. Waits for the session to be restored. */
export async function accessToken(): Promise<string | null> {
  const { data } = await authClient().getSession();
  return data.session?.access_token ?? null;
}
