import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_LABEL_DELAY_MS } from '~/lib/auth/admin-label';
import { SignInDialog } from './sign-in-dialog';

const auth = vi.hoisted(() => ({
  dialog: { open: true, setOpen: vi.fn() },
  signIn: vi.fn(),
  signUp: vi.fn(),
  resendConfirmation: vi.fn(),
  requestPasswordReset: vi.fn(),
}));
vi.mock('~/lib/auth/auth-context', () => ({ useAuth: () => auth }));

/** The server's side: the one configured address (it compares case-insensitively itself). */
const ADMIN = 'chief.root@example.test';
let asked: string[] = [];
let refuse = false;

beforeEach(() => {
  asked = [];
  refuse = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      expect(path).toBe('/rest/v1/admin-label');
      expect(init.method).toBe('POST');
      const { email } = JSON.parse(String(init.body)) as { email: string };
      asked.push(email);
      if (refuse)
        return Response.json(
          { error: { code: 'over_request_rate_limit', message: 'Too many requests.' } },
          { status: 429 },
        );
      return Response.json({ admin_account: email.toLowerCase() === ADMIN });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

/** Lets the pause after typing pass and the answer arrive. */
async function pause() {
  await act(() => new Promise((resolve) => setTimeout(resolve, ADMIN_LABEL_DELAY_MS + 50)));
}

async function typeEmail(text: string) {
  const user = userEvent.setup();
  render(<SignInDialog />);
  const field = screen.getByLabelText('Email');
  await user.type(field, text);
  return { user, field };
}

describe('the sign-in dialog\'s "Admin account" label', () => {
  it('appears for a configured address typed in any case, after one question to the server', async () => {
    await typeEmail('Chief.Root@Example.TEST');
    expect(await screen.findByText('Admin account')).toBeVisible();
    // Typing went on without a pause: one question, about the whole address, lowercased.
    expect(asked).toEqual([ADMIN]);
  });

  it('does not appear for another address, and nothing is asked before an address is complete', async () => {
    const { user, field } = await typeEmail('chief.root@');
    await pause();
    expect(asked).toEqual([]);
    await user.type(field, 'example.org');
    await pause();
    expect(asked).toEqual(['chief.root@example.org']);
    expect(screen.queryByText('Admin account')).toBeNull();
  });

  it('asks about an address once, however often it is typed again', async () => {
    const { user, field } = await typeEmail(ADMIN);
    expect(await screen.findByText('Admin account')).toBeVisible();
    await user.clear(field);
    expect(screen.queryByText('Admin account')).toBeNull();
    await user.type(field, ADMIN.toUpperCase());
    expect(screen.getByText('Admin account')).toBeVisible();
    await pause();
    expect(asked).toEqual([ADMIN]);
  });

  it('shows no label when the server refuses to answer (its rate limit)', async () => {
    refuse = true;
    await typeEmail(ADMIN);
    await pause();
    expect(asked).toEqual([ADMIN]);
    expect(screen.queryByText('Admin account')).toBeNull();
  });
});

const notConfirmed = () =>
  Object.assign(new Error('Email not confirmed'), { code: 'email_not_confirmed' });

async function fill(email: string, password = 'a-long-password') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  return user;
}

describe('SignInDialog', () => {
  beforeEach(() => {
    vi.clearAllMocks();
  });

  it('asks to check the mailbox when a sign-up gives no session', async () => {
    auth.signUp.mockResolvedValue(false);
    render(<SignInDialog />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByRole('heading', { name: 'Create an Account' })).toBeInTheDocument();
    await fill('someone@example.test');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Check your email: we have sent instructions to someone@example.test.',
    );
    expect(auth.signUp).toHaveBeenCalledWith('someone@example.test', 'a-long-password');
  });

  it('offers to send the link again when the address is not confirmed yet', async () => {
    auth.signIn.mockRejectedValue(notConfirmed());
    auth.resendConfirmation.mockResolvedValue(undefined);
    render(<SignInDialog />);
    const user = await fill('waiting@example.test');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email not confirmed');
    await user.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(auth.resendConfirmation).toHaveBeenCalledWith('waiting@example.test');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Check your email: we have sent instructions to waiting@example.test.',
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send the link again' })).toBeNull();
  });

  it('shows a wrong password under the form, with nothing to resend', async () => {
    auth.signIn.mockRejectedValue(
      Object.assign(new Error('Invalid login credentials'), { code: 'invalid_credentials' }),
    );
    render(<SignInDialog />);
    const user = await fill('someone@example.test');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid login credentials');
    expect(screen.queryByRole('button', { name: 'Send the link again' })).toBeNull();
  });
});

describe('"Forgot password?" in the sign-in dialog', () => {
  it('asks for the address, sends the link and answers alike, then goes back to sign in', async () => {
    auth.requestPasswordReset.mockResolvedValue(undefined);
    const { user } = await typeEmail('someone@example.test');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    expect(screen.queryByLabelText('Password')).toBeNull();
    // The address typed for signing in is kept.
    expect(screen.getByLabelText('Email')).toHaveValue('someone@example.test');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If an account exists, we sent a link. It works once, for 1 hour.',
    );
    expect(auth.requestPasswordReset).toHaveBeenCalledWith('someone@example.test');
    await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    expect(screen.getByLabelText('Password')).toBeVisible();
  });

  it('shows a refusal (the rate limit) under the form', async () => {
    auth.requestPasswordReset.mockRejectedValue(
      new Error('Too many requests. Please try again in 60 seconds.'),
    );
    const { user } = await typeEmail('someone@example.test');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(
      await screen.findByText('Too many requests. Please try again in 60 seconds.'),
    ).toBeVisible();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
