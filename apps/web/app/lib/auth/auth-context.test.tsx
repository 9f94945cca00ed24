import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthProvider, useAuth } from './auth-context';
import { useSignInFirst } from './sign-in-first';

// The session client, restored by hand: the test says when the stored session is found, and
// whether there is one.
type Listener = (event: string, session: { user: { id: string; email: string } } | null) => void;
const session = vi.hoisted(() => ({
  listener: null as Listener | null,
  restore: null as ((signedIn: boolean) => void) | null,
}));
vi.mock('./client', () => ({
  STORAGE_KEY: 'rentspace.auth',
  hasStoredSession: () => true,
  loadAuthClient: () =>
    Promise.resolve({
      onAuthStateChange: (listener: Listener) => {
        session.listener = listener;
      },
      getSession: () =>
        new Promise<void>((resolve) => {
          session.restore = (signedIn) => {
            session.listener?.(
              'INITIAL_SESSION',
              signedIn ? { user: { id: 'guest-1', email: 'guest@example.com' } } : null,
            );
            resolve();
          };
        }),
    }),
}));
vi.mock('../api', () => ({
  api: () =>
    Promise.resolve({ id: 'guest-1', full_name: 'Guest', avatar_url: null, is_admin: false }),
}));
vi.mock('react-router', () => ({ useNavigate: () => vi.fn() }));

const saved = vi.fn();

/** A heart of sorts: signed in, it saves; otherwise it asks to sign in, then saves. */
function SaveButton() {
  const { status, openSignIn, dialog } = useAuth();
  return (
    <>
      <p>{status}</p>
      <button onClick={() => (status === 'signedIn' ? saved() : openSignIn(saved))}>Save</button>
      {/* A caller that asks whatever its render said, as one rendered a moment too early does. */}
      <button onClick={() => openSignIn(saved)}>Save anyway</button>
      {dialog.open && <p>Sign in to continue</p>}
    </>
  );
}

async function tapWhileRestoring() {
  render(
    <AuthProvider>
      <SaveButton />
    </AuthProvider>,
  );
  expect(screen.getByText('loading')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  // Still restoring: nothing yet, and above all no sign-in dialog.
  expect(saved).not.toHaveBeenCalled();
  expect(screen.queryByText('Sign in to continue')).toBeNull();
  await vi.waitFor(() => expect(session.restore).not.toBeNull());
}

afterEach(() => {
  saved.mockReset();
  session.listener = null;
  session.restore = null;
});

describe('openSignIn while the stored session is restored', () => {
  it('runs the action without the dialog when the session turns out signed in', async () => {
    await tapWhileRestoring();
    await act(async () => session.restore!(true));
    expect(screen.getByText('signedIn')).toBeInTheDocument();
    await vi.waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('Sign in to continue')).toBeNull();
  });

  it('runs the action at once for a caller whose render predates the session being found', async () => {
    await tapWhileRestoring();
    await act(async () => session.restore!(true));
    await vi.waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    await userEvent.click(screen.getByRole('button', { name: 'Save anyway' }));
    expect(saved).toHaveBeenCalledTimes(2);
    expect(screen.queryByText('Sign in to continue')).toBeNull();
  });

  it('opens the dialog when there turns out to be no session, the action kept for after it', async () => {
    await tapWhileRestoring();
    await act(async () => session.restore!(false));
    expect(screen.getByText('signedOut')).toBeInTheDocument();
    expect(await screen.findByText('Sign in to continue')).toBeInTheDocument();
    expect(saved).not.toHaveBeenCalled();
  });
});

/** Continue or Report: busy from a tap made while the session is restored until it is known. */
function ContinueButton() {
  const { dialog } = useAuth();
  const { waitingForSession, signInFirst } = useSignInFirst();
  return (
    <>
      <button aria-busy={waitingForSession} onClick={() => signInFirst(saved)}>
        Continue
      </button>
      {dialog.open && <p>Sign in to continue</p>}
    </>
  );
}

describe('useSignInFirst', () => {
  async function tapContinue() {
    render(
      <AuthProvider>
        <ContinueButton />
      </AuthProvider>,
    );
    const button = screen.getByRole('button', { name: 'Continue' });
    expect(button).toHaveAttribute('aria-busy', 'false');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    await vi.waitFor(() => expect(session.restore).not.toBeNull());
    return button;
  }

  it('shows the tap taken until the session is found, then runs the action', async () => {
    const button = await tapContinue();
    await act(async () => session.restore!(true));
    expect(button).toHaveAttribute('aria-busy', 'false');
    await vi.waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('Sign in to continue')).toBeNull();
  });

  it('stops being busy when there is no session, and the dialog asks to sign in', async () => {
    const button = await tapContinue();
    await act(async () => session.restore!(false));
    expect(button).toHaveAttribute('aria-busy', 'false');
    expect(await screen.findByText('Sign in to continue')).toBeInTheDocument();
    expect(saved).not.toHaveBeenCalled();
  });
});
