import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountSection } from './account-section';

const api = vi.hoisted(() => {
  class AccountError extends Error {
    constructor(
      message: string,
      readonly code?: string,
    ) {
      super(message);
    }
  }
  return {
    AccountError,
    fetchAccount: vi.fn(),
    fetchSessions: vi.fn(),
    changePassword: vi.fn(),
    changeEmail: vi.fn(),
    endSession: vi.fn(),
    endOtherSessions: vi.fn(),
  };
});
vi.mock('./api', () => api);
vi.mock('~/lib/toast', () => ({
  notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
  dismissToasts: vi.fn(),
}));

const now = new Date().toISOString();
const SESSIONS = [
  { id: 'a', device: 'Firefox on Windows', created_at: now, last_used_at: now, current: true },
  { id: 'b', device: 'Safari on iPhone', created_at: now, last_used_at: now, current: false },
];

beforeEach(() => {
  vi.clearAllMocks();
  api.fetchAccount.mockResolvedValue({ email: 'me@example.test', newEmail: null });
  api.fetchSessions.mockResolvedValue(SESSIONS);
});

describe('the Account section', () => {
  it('shows the address and the sessions, and signs out another one', async () => {
    const user = userEvent.setup();
    render(<AccountSection />);
    expect(await screen.findByText('me@example.test')).toBeVisible();
    const list = screen.getByRole('list');
    expect(within(list).getByText('This device')).toBeVisible();
    expect(within(list).getByText('Safari on iPhone')).toBeVisible();
    api.endSession.mockResolvedValue(undefined);
    api.fetchSessions.mockResolvedValue([SESSIONS[0]]);
    await user.click(screen.getByRole('button', { name: 'Sign out Safari on iPhone' }));
    expect(api.endSession).toHaveBeenCalledWith('b');
    expect(await screen.findByText('No other device is signed in.')).toBeVisible();
  });

  it('says so under the field when the current password is wrong', async () => {
    const user = userEvent.setup();
    render(<AccountSection />);
    await screen.findByText('me@example.test');
    api.changePassword.mockRejectedValue(
      new api.AccountError('Current password is incorrect', 'current_password_mismatch'),
    );
    await user.type(screen.getByLabelText('Current password'), 'wrong-one');
    await user.type(screen.getByLabelText('New password'), 'a-new-password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your current password is not correct.')).toBeVisible();
    expect(api.changePassword).toHaveBeenCalledWith('wrong-one', 'a-new-password');
  });

  it('checks a new password as sign-up does, before asking the server', async () => {
    const user = userEvent.setup();
    render(<AccountSection />);
    await screen.findByText('me@example.test');
    await user.type(screen.getByLabelText('Current password'), 'my-password');
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password should be at least 8 characters.')).toBeVisible();
    expect(api.changePassword).not.toHaveBeenCalled();
  });

  it('asks for a change of address and says where the link went', async () => {
    const user = userEvent.setup();
    render(<AccountSection />);
    await screen.findByText('me@example.test');
    api.changeEmail.mockResolvedValue('new@example.test');
    await user.type(screen.getByLabelText('New email'), 'New@Example.test');
    await user.click(screen.getByRole('button', { name: 'Change email' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'We sent a link to new@example.test. Your address changes when you follow it.',
    );
    expect(api.changeEmail).toHaveBeenCalledWith('new@example.test');
  });

  it('offers to try again when the account cannot be loaded', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    api.fetchAccount.mockRejectedValueOnce(new Error('offline'));
    const user = userEvent.setup();
    render(<AccountSection />);
    expect(await screen.findByText('Could not load your account settings.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('me@example.test')).toBeVisible();
  });
});
