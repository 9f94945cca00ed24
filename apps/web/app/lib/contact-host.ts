import { useState } from 'react';
import { useNavigate } from 'react-router';
import { MESSAGE_TEXT } from '@rentspace/core/messages/text';
import { api, errorMessage } from './api';
import { useAuth } from './auth/auth-context';
import { useSignInFirst } from './auth/sign-in-first';

/**
 * 'Contact Host' for a listing (the space page and the host profile dialog): asks a signed-out
 * person to sign in first, then starts (or continues) the conversation with the listing's host and
 * opens it. `error` says why it could not (e.g. one's own listing).
 */
export function useContactHost() {
  const { status } = useAuth();
  const { waitingForSession, signInFirst } = useSignInFirst();
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
      // Just after a page load the tap waits for the stored session (the button busy), and opens
      // the conversation without the dialog when there is one.
      if (status === 'signedIn') await open(spaceId);
      else signInFirst(() => void open(spaceId));
    },
    pending: state.pending || waitingForSession,
    error: state.error,
  };
}
