import { useCallback, useState } from 'react';
import { useAuth } from './auth-context';

/**
 * A button's "sign in first" (Continue, Contact Host, Report). `signInFirst(then)` runs `then` for
 * someone signed in, and otherwise asks them to sign in first (openSignIn). Tapped just after a page
 * loaded, while the stored session is still being restored, the tap waits for the session:
 * `waitingForSession` is true until it is known, so the button shows that it took the tap.
 */
export function useSignInFirst() {
  const { status, openSignIn } = useAuth();
  const [asked, setAsked] = useState(false);
  const signInFirst = useCallback(
    (then: () => void) => {
      if (status === 'loading') setAsked(true);
      openSignIn(then);
    },
    [status, openSignIn],
  );
  return { waitingForSession: asked && status === 'loading', signInFirst };
}
