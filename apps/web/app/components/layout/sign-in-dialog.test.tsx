import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SignInDialog } from './sign-in-dialog';

const auth = vi.hoisted(() => ({
  dialog: { open: true, setOpen: vi.fn() },
  signIn: vi.fn(),
  signUp: vi.fn(),
  resendConfirmation: vi.fn(),
  adminEmails: [] as string[],
}));
vi.mock('~/lib/auth/auth-context', () => ({ useAuth: () => auth }));

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
