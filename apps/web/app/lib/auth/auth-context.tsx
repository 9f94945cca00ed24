import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useNavigate } from 'react-router';
import { api } from '../api';
import { hasStoredSession, loadAuthClient, STORAGE_KEY } from './client';
import { signUpThenSignIn } from './sign-up';

export interface OwnProfile {
  id: string;
  full_name: string | null;
  avatar_url: string | null;
  is_admin: boolean;
}

export interface SessionUser {
  id: string;
  email: string;
}

export type AuthStatus = 'loading' | 'signedIn' | 'signedOut';

export interface AuthContextValue {
  status: AuthStatus;
  user: SessionUser | null;
  profile: OwnProfile | null;
  isAdmin: boolean;
  signIn(email: string, password: string): Promise<void>;
  /** Resolves to true when the account is ready and signed in, false when mail is on its way. */
  signUp(email: string, password: string): Promise<boolean>;
  /** Sends the link that confirms the address again (for an account waiting for it). */
  resendConfirmation(email: string): Promise<void>;
  /** "Forgot password?": asks for a reset link; resolves alike whether the address has an account. */
  requestPasswordReset(email: string): Promise<void>;
  signOut(): Promise<void>;
  /**
   * Opens the sign-in dialog; `then` runs once the person has signed in. While the stored session
   * is still being restored it waits for it: signed in, `then` runs without the dialog.
   */
  openSignIn(then?: () => void): void;
  dialog: { open: boolean; setOpen(open: boolean): void };
}

const AuthContext = createContext<AuthContextValue | null>(null);

export const AVATAR_UPDATED_EVENT = 'avatar-updated';

export function AuthProvider({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<AuthStatus>('loading');
  const [user, setUser] = useState<SessionUser | null>(null);
  const [profile, setProfile] = useState<OwnProfile | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const afterSignIn = useRef<(() => void) | undefined>(undefined);
  const navigate = useNavigate();

  // An action that asks for a signed-in person (a heart, Continue, Contact Host) can come before the
  // stored session is restored: the page is interactive while the session client still loads, and
  // the person is then neither signed in nor out. Asking them to sign in would be wrong for someone
  // who is; openSignIn keeps the action until the session is known, and it then runs at once or
  // after the dialog. `known` is the session as last found, ahead of the render that shows it, so a
  // tap in between is not kept waiting for a settling that has already happened.
  const known = useRef<AuthStatus>('loading');
  const waitingForSession = useRef<{ then?: () => void } | null>(null);
  const settle = useCallback((next: 'signedIn' | 'signedOut') => {
    known.current = next;
    const waiting = waitingForSession.current;
    if (!waiting) return;
    waitingForSession.current = null;
    // After the new status has rendered, and outside the session client's callback.
    setTimeout(() => {
      if (next === 'signedIn') waiting.then?.();
      else {
        afterSignIn.current = waiting.then;
        setDialogOpen(true);
      }
    }, 0);
  }, []);

  // Follow the session. Without a stored session the client is not even downloaded: the visitor is
  // signed out until they sign in here, or another tab stores a session (the storage event).
  const following = useRef<Promise<void> | null>(null);
  const follow = useCallback((): Promise<void> => {
    following.current ??= loadAuthClient()
      .then(async (client) => {
        client.onAuthStateChange((_event, session) => {
          if (session?.user) {
            const next = { id: session.user.id, email: session.user.email ?? '' };
            // The same person keeps the same object, unless their address changed (a renewed
            // token after a change of e-mail).
            setUser((current) =>
              current?.id === next.id && current.email === next.email ? current : next,
            );
            setStatus('signedIn');
            settle('signedIn');
          } else {
            setUser(null);
            setProfile(null);
            setStatus('signedOut');
            settle('signedOut');
          }
        });
        // The first event (INITIAL_SESSION) is delivered asynchronously; wait for it.
        await client.getSession();
      })
      .catch((error: unknown) => {
        console.warn('Could not restore the session', error);
        setStatus('signedOut');
        settle('signedOut');
      });
    return following.current;
  }, [settle]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEY && event.newValue) void follow();
    };
    if (hasStoredSession()) void follow();
    // Rendered as 'loading' on the server; settle to signed out after hydration. As a transition:
    // every consumer of this context renders again, and outside a transition React would do that
    // in one task that does not yield (a long task on a phone, right after hydration).
    else {
      startTransition(() =>
        setStatus((current) => (current === 'loading' ? 'signedOut' : current)),
      );
      settle('signedOut');
    }
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [follow, settle]);

  // The profile (name, avatar, admin flag) follows the signed-in user; a failed look-up means
  // no admin rights, and is only logged.
  useEffect(() => {
    if (!user) return;
    let cancelled = false;
    api<OwnProfile>('/rest/v1/profiles/me')
      .then((loaded) => {
        if (!cancelled) setProfile(loaded);
      })
      .catch((error: unknown) => {
        console.warn('Could not load the profile', error);
        if (!cancelled)
          setProfile({ id: user.id, full_name: null, avatar_url: null, is_admin: false });
      });
    return () => {
      cancelled = true;
    };
  }, [user]);

  useEffect(() => {
    const onAvatar = (event: Event) => {
      const url = (event as CustomEvent<{ url: string }>).detail?.url ?? null;
      setProfile((current) => (current ? { ...current, avatar_url: url } : current));
    };
    window.addEventListener(AVATAR_UPDATED_EVENT, onAvatar);
    return () => window.removeEventListener(AVATAR_UPDATED_EVENT, onAvatar);
  }, []);

  const finishSignIn = useCallback(() => {
    setDialogOpen(false);
    const then = afterSignIn.current;
    afterSignIn.current = undefined;
    then?.();
  }, []);

  const signIn = useCallback(
    async (email: string, password: string) => {
      await follow();
      const { error } = await (await loadAuthClient()).signInWithPassword({ email, password });
      if (error) throw error;
      finishSignIn();
    },
    [finishSignIn, follow],
  );

  const signUp = useCallback(
    async (email: string, password: string) => {
      await follow();
      const outcome = await signUpThenSignIn(await loadAuthClient(), email, password);
      if (outcome === 'checkEmail') return false;
      finishSignIn();
      return true;
    },
    [finishSignIn, follow],
  );

  const resendConfirmation = useCallback(async (email: string) => {
    const { error } = await (await loadAuthClient()).resend({ type: 'signup', email });
    if (error) throw error;
  }, []);

  const requestPasswordReset = useCallback(async (email: string) => {
    const { error } = await (
      await loadAuthClient()
    ).resetPasswordForEmail(email, { redirectTo: `${window.location.origin}/reset-password` });
    if (error) throw error;
  }, []);

  const signOut = useCallback(async () => {
    const { error } = await (await loadAuthClient()).signOut({ scope: 'local' });
    if (error) throw error;
    navigate('/');
  }, [navigate]);

  const openSignIn = useCallback((then?: () => void) => {
    if (known.current === 'loading') {
      waitingForSession.current = { then };
      return;
    }
    if (known.current === 'signedIn') {
      then?.();
      return;
    }
    afterSignIn.current = then;
    setDialogOpen(true);
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      status,
      user,
      profile,
      isAdmin: profile?.is_admin === true,
      signIn,
      signUp,
      resendConfirmation,
      requestPasswordReset,
      signOut,
      openSignIn,
      dialog: { open: dialogOpen, setOpen: setDialogOpen },
    }),
    [
      status,
      user,
      profile,
      signIn,
      signUp,
      resendConfirmation,
      requestPasswordReset,
      signOut,
      openSignIn,
      dialogOpen,
    ],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth() must be used inside <AuthProvider>');
  return value;
}
