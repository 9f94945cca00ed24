import type { AccountSessions } from '@rentspace/core/auth/sessions';
import { accessToken, loadAuthClient } from '~/lib/auth/client';

/** An auth failure with GoTrue's code, so screens can choose their words. */
export class AccountError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

const NETWORK = 'Could not reach Rentspace. Check your connection.';

function fail(error: { message?: string; code?: string } | null | undefined): never {
  throw new AccountError(error?.message || 'An error occurred', error?.code);
}

/** The signed-in account: its address, and the one it is moving to while a link waits. */
export async function fetchAccount() {
  const { data, error } = await (await loadAuthClient()).getUser();
  if (error || !data.user) fail(error);
  return { email: data.user.email ?? '', newEmail: data.user.new_email ?? null };
}

export async function changePassword(currentPassword: string, password: string) {
  const { error } = await (
    await loadAuthClient()
  ).updateUser({ password, current_password: currentPassword });
  if (error) fail(error);
}

/** Asks to move the account to a new address; the link goes there, a notice to the old one. */
export async function changeEmail(email: string) {
  const { data, error } = await (
    await loadAuthClient()
  ).updateUser({ email }, { emailRedirectTo: `${window.location.origin}/email-changed` });
  if (error) fail(error);
  return data.user.new_email ?? email;
}

async function sessionsCall(path: string, method: 'GET' | 'DELETE') {
  const token = await accessToken();
  let response: Response;
  try {
    response = await fetch(`/auth/v1${path}`, {
      method,
      headers: {
        Accept: 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
    });
  } catch {
    throw new AccountError(NETWORK, 'network_error');
  }
  if (response.status === 204) return undefined;
  const payload = (await response.json().catch(() => null)) as
    (AccountSessions & { msg?: string; code?: string }) | null;
  if (!response.ok) fail({ message: payload?.msg, code: payload?.code });
  return payload;
}

export async function fetchSessions(): Promise<AccountSessions['sessions']> {
  const payload = (await sessionsCall('/sessions', 'GET')) as AccountSessions | null;
  return payload?.sessions ?? [];
}

export async function endSession(id: string) {
  await sessionsCall(`/sessions/${encodeURIComponent(id)}`, 'DELETE');
}

export async function endOtherSessions() {
  const { error } = await (await loadAuthClient()).signOut({ scope: 'others' });
  if (error) fail(error);
}

/**
 * The reset link's page: spends the link (auth-js's verifyOtp, type recovery), which signs this
 * browser in with a session that may set a new password.
 */
export async function openResetLink(tokenHash: string) {
  const { error } = await (
    await loadAuthClient()
  ).verifyOtp({ type: 'recovery', token_hash: tokenHash });
  if (error) fail(error);
}

/**
 * Sets the new password. The server then ends every session of the account, this one too, so
 * the browser forgets it and the person signs in with the new password.
 */
export async function finishReset(password: string) {
  const client = await loadAuthClient();
  const { error } = await client.updateUser({ password });
  if (error) fail(error);
  await client.signOut({ scope: 'local' });
}

/** The e-mail-change link's page: spends the link; the account's address is then the new one. */
export async function confirmEmailChange(tokenHash: string) {
  const client = await loadAuthClient();
  const { data, error } = await client.verifyOtp({ type: 'email_change', token_hash: tokenHash });
  if (error) fail(error);
  // Signed in here as that account: the session names the old address until its token is renewed,
  // so it is renewed now (the new token and user carry the new one).
  const { data: current } = await client.getSession();
  if (data.user && current.session?.user.id === data.user.id) {
    const { error: refreshError } = await client.refreshSession();
    if (refreshError) console.warn('Could not renew the session after the change', refreshError);
  }
  return data.user?.email ?? '';
}

/** What a link's page finds in its fragment: the link's token, or GoTrue's error. */
export function readLinkFragment(type: 'recovery' | 'email_change') {
  const fragment = new URLSearchParams(window.location.hash.slice(1));
  // The token leaves the address bar and the history once read.
  if (window.location.hash)
    window.history.replaceState(
      window.history.state,
      '',
      window.location.pathname + window.location.search,
    );
  const tokenHash = fragment.get('token_hash');
  return fragment.get('type') === type && tokenHash ? tokenHash : null;
}
