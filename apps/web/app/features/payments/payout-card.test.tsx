import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PayoutCard } from './payout-card';

const notify = vi.hoisted(() => ({ success: vi.fn(), info: vi.fn(), error: vi.fn() }));
vi.mock('~/lib/toast', () => ({ notify, dismissToasts: vi.fn() }));
const api = vi.hoisted(() => ({ checkPayoutAccount: vi.fn(), createPayoutAccount: vi.fn() }));
vi.mock('./api', () => api);

const ACCOUNT_ID = 'sbx_acct_7f3a9c2e41d8Q7zK';

function card(account: Parameters<typeof PayoutCard>[0]['account']) {
  render(<PayoutCard account={account} onChanged={() => {}} />);
  return within(screen.getByRole('region', { name: 'Payouts' }));
}

describe('PayoutCard', () => {
  beforeEach(() => {
    sessionStorage.clear();
    for (const mock of [...Object.values(notify), ...Object.values(api)]) mock.mockReset();
  });

  it('shows a connected account as Connected, named by its last four characters only', () => {
    const payouts = card({ connected: true, account_id: ACCOUNT_ID, onboarding_complete: true });
    expect(payouts.getByRole('heading', { name: 'Payouts' })).toBeVisible();
    expect(payouts.getByText('Connected', { exact: true })).toBeVisible();
    expect(payouts.getByText('Q7zK')).toBeVisible();
    expect(payouts.getByText(/Account ending in/)).toHaveTextContent('Account ending in Q7zK');
    expect(screen.queryByText(new RegExp(ACCOUNT_ID))).toBeNull();
  });

  it('keeps the heading and the state apart, each in its own element', () => {
    const payouts = card({ connected: true, account_id: ACCOUNT_ID, onboarding_complete: false });
    const heading = payouts.getByRole('heading', { name: 'Payouts' });
    expect(heading).not.toHaveTextContent('Onboarding incomplete');
    expect(payouts.getByText('Onboarding incomplete')).toBeVisible();
  });

  it('says Not connected with the way to connect', () => {
    const payouts = card({ connected: false, account_id: null, onboarding_complete: false });
    expect(payouts.getByText('Not connected')).toBeVisible();
    expect(payouts.getByRole('button', { name: 'Connect payout account' })).toBeVisible();
    expect(payouts.queryByText(/Account ending/)).toBeNull();
  });

  it('says payouts are connected once back from a completed onboarding, once', () => {
    sessionStorage.setItem('rentspace:payout-onboarding', '1');
    card({ connected: true, account_id: ACCOUNT_ID, onboarding_complete: true });
    expect(notify.success).toHaveBeenCalledWith('Payouts connected');
    expect(sessionStorage.getItem('rentspace:payout-onboarding')).toBeNull();
  });

  it('tells the result of Check status in a toast', async () => {
    api.checkPayoutAccount.mockResolvedValueOnce({ complete: false });
    const payouts = card({ connected: true, account_id: ACCOUNT_ID, onboarding_complete: false });
    await userEvent.setup().click(payouts.getByRole('button', { name: 'Check status' }));
    await waitFor(() =>
      expect(notify.info).toHaveBeenCalledWith('Onboarding is not finished yet.'),
    );
    expect(api.checkPayoutAccount).toHaveBeenCalledWith(ACCOUNT_ID);
  });
});
