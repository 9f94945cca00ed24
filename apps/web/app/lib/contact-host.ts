import { useState } from 'react';
import { useNavigate } from 'react-router';
import { MESSAGE_TEXT } from '@rentspace/core/messages/text';
import { api, errorMessage } from './api';
import { useAuth, type AuthStatus } from './auth/auth-context';
import { accessToken } from './auth/client';

/** Signed in, also while the session is still being restored just after a page load. */
async function hasSession(status: AuthStatus): Promise<boolean> {
  if (status !== 'loading') return status === 'signedIn';
  return (await accessToken()) !== null;
}

/**
 * 'Contact Host' for a listing (the space page and the host profile dialog): asks a signed-out
 * person to sign in first, then starts (or continues) the conversation with the listing's host and
 * opens it. `error` says why it could not (e.g. one's own listing).
 */
export function useContactHost() {
  const { status, openSignIn } = useAuth();
  const navigate = useNavigate();
  const [state, setState] = useState<{ pending: boolean; error: string | null }>({
    pending: false,
    error: null,
  });
  const open = async (spaceId: string) => {
    setState({ pending: true, error: null });
    try {
      const conversation = await api<{ id: string }>('/rest/v1/conversations', {
        method: 'POST',
        body: { space_id: spaceId },
      });
      await navigate(`/messages/${conversation.id}`);
    } catch (error) {
      setState({ pending: false, error: errorMessage(error, MESSAGE_TEXT.startFailed) });
    }
  };
  return {
    async contact(spaceId: string) {
      if (await hasSession(status)) await open(spaceId);
      else openSignIn(() => void open(spaceId));
    },
    pending: state.pending,
    error: state.error,
  };
}
