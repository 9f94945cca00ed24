import { useFetcher } from 'react-router';
import { useAuth, type AuthStatus } from '~/lib/auth/auth-context';
import { accessToken } from '~/lib/auth/client';

/** Where 'Contact Host' posts: the inbox route starts (or continues) the thread and opens it. */
export const CONTACT_HOST_ACTION = '/messages';

/** Signed in, also while the session is still being restored just after a page load. */
async function hasSession(status: AuthStatus): Promise<boolean> {
  if (status !== 'loading') return status === 'signedIn';
  return (await accessToken()) !== null;
}

/**
 * 'Contact Host' for a listing: asks a signed-out person to sign in first, then opens the
 * conversation with the listing's host. `error` says why it could not (e.g. one's own listing).
 */
export function useContactHost() {
  const { status, openSignIn } = useAuth();
  const fetcher = useFetcher<{ error?: string }>();
  const submit = (spaceId: string) =>
    fetcher.submit({ space_id: spaceId }, { method: 'post', action: CONTACT_HOST_ACTION });
  return {
    async contact(spaceId: string) {
      if (await hasSession(status)) void submit(spaceId);
      else openSignIn(() => void submit(spaceId));
    },
    pending: fetcher.state !== 'idle',
    error: fetcher.state === 'idle' ? (fetcher.data?.error ?? null) : null,
  };
}
