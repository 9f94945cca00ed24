import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNT_MESSAGES } from '@rentspace/core/account/schema';
import { ApiRequestError } from '~/lib/api';
import { DeleteAccountSection } from './delete-account-section';

const signOut = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('~/lib/auth/auth-context', () => ({
  useAuth: () => ({ user: { id: 'u1', email: 'maya@example.com' }, signOut }),
}));
const api = vi.hoisted(() => ({ deleteAccount: vi.fn() }));
vi.mock('./data-api', () => api);
const account = vi.hoisted(() => ({ fetchAccount: vi.fn() }));
vi.mock('./api', () => account);

async function openDialog() {
  render(<DeleteAccountSection />);
  await userEvent.click(screen.getByRole('button', { name: 'Delete account' }));
  return screen.getByRole('dialog', { name: 'Delete your account?' });
}

describe('DeleteAccountSection', () => {
  beforeEach(() => {
    api.deleteAccount.mockReset();
    signOut.mockClear();
    account.fetchAccount.mockReset();
    account.fetchAccount.mockResolvedValue({ email: 'maya@example.com', newEmail: null });
  });

  it('asks for the address the account has now, not the one the session was opened with', async () => {
    account.fetchAccount.mockResolvedValue({ email: 'maya.chen@example.com', newEmail: null });
    api.deleteAccount.mockResolvedValue({ deleted: true, cancelled_bookings: 0 });
    const dialog = await openDialog();
    expect(await within(dialog).findByText('Your account: maya.chen@example.com')).toBeVisible();
    await userEvent.type(
      screen.getByLabelText('Type your e-mail address to confirm'),
      'maya.chen@example.com',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(api.deleteAccount).toHaveBeenCalledWith({ email: 'maya.chen@example.com' });
  });

  it('refuses another address under the field without asking the server', async () => {
    await openDialog();
    await userEvent.type(
      screen.getByLabelText('Type your e-mail address to confirm'),
      'someone@example.com',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.emailMismatch)).toBeInTheDocument();
    expect(api.deleteAccount).not.toHaveBeenCalled();
  });

  it('shows the payout message of a 409 in the dialog', async () => {
    api.deleteAccount.mockRejectedValue(
      new ApiRequestError(409, 'payout_owed', ACCOUNT_MESSAGES.payoutOwed),
    );
    await openDialog();
    await userEvent.type(
      screen.getByLabelText('Type your e-mail address to confirm'),
      ' Maya@Example.com ',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.payoutOwed)).toBeInTheDocument();
    expect(signOut).not.toHaveBeenCalled();
  });

  it('says the account is gone, then signs this browser out', async () => {
    api.deleteAccount.mockResolvedValue({ deleted: true, cancelled_bookings: 1 });
    await openDialog();
    await userEvent.type(
      screen.getByLabelText('Type your e-mail address to confirm'),
      'maya@example.com',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(api.deleteAccount).toHaveBeenCalledWith({ email: 'maya@example.com' });
    const done = await screen.findByRole('dialog', { name: 'Your account has been deleted' });
    expect(signOut).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Go to the home page' }));
    await waitFor(() => expect(signOut).toHaveBeenCalledTimes(1));
    expect(done).not.toBeInTheDocument();
  });
});
