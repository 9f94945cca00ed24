import { useEffect, useState } from 'react';
import { Banknote } from 'lucide-react';
import type { PayoutAccount } from '@rentspace/core/bookings/api';
import { BOOKING_MESSAGES } from '@rentspace/core/bookings/messages';
import { HOST_PAYOUT_PERCENTAGE } from '@rentspace/core/money/fees';
import { accountEnding, PAYOUT_MESSAGES } from '@rentspace/core/money/payout-account';
import { Button } from '~/components/ui/button';
import { cx } from '~/components/ui/cx';
import { ErrorMessage } from '~/components/ui/states';
import { notify } from '~/lib/toast';
import { checkPayoutAccount, createPayoutAccount } from './api';

type Busy = 'connect' | 'check' | null;

/**
 * Set while the host is away at the provider's onboarding: back on the dashboard with the account
 * complete, the card says that payouts are connected.
 */
const ONBOARDING_KEY = 'rentspace:payout-onboarding';

function remember(away: boolean) {
  try {
    if (away) sessionStorage.setItem(ONBOARDING_KEY, '1');
    else sessionStorage.removeItem(ONBOARDING_KEY);
  } catch {
    // Storage refused (private mode): the card still shows the state, without the toast.
  }
}

function cameBackFromOnboarding(): boolean {
  try {
    return sessionStorage.getItem(ONBOARDING_KEY) === '1';
  } catch {
    return false;
  }
}

function StatusBadge({ account }: { account: PayoutAccount }) {
  const [label, tone] = !account.connected
    ? ['Not connected', 'bg-surface text-muted']
    : account.onboarding_complete
      ? ['Connected', 'bg-success-50 text-success-700']
      : ['Onboarding incomplete', 'bg-warning-50 text-warning-800'];
  return (
    <span
      className={cx('inline-flex shrink-0 rounded-full px-2.5 py-1 text-xs font-semibold', tone)}
    >
      {label}
    </span>
  );
}

/** The dashboard's payout card: not connected -> connected, onboarding incomplete -> complete. */
export function PayoutCard({ account, onChanged }: { account: PayoutAccount; onChanged(): void }) {
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!account.onboarding_complete || !cameBackFromOnboarding()) return;
    remember(false);
    notify.success(PAYOUT_MESSAGES.connected);
  }, [account.onboarding_complete]);

  const connect = async () => {
    setBusy('connect');
    setError(null);
    try {
      const { url } = await createPayoutAccount();
      remember(true);
      // The provider's onboarding (or the sandbox's page) returns to the dashboard when done.
      window.location.assign(url);
    } catch (caught) {
      console.warn('Could not start payout onboarding', caught);
      setError(BOOKING_MESSAGES.connectStripeFailed);
      setBusy(null);
    }
  };

  const check = async () => {
    if (!account.account_id) return;
    setBusy('check');
    setError(null);
    try {
      const { complete } = await checkPayoutAccount(account.account_id);
      if (complete) {
        remember(false);
        notify.success(PAYOUT_MESSAGES.ready);
      } else notify.info(PAYOUT_MESSAGES.notFinished);
      if (complete !== account.onboarding_complete) onChanged();
    } catch (caught) {
      console.warn('Could not check the payout account', caught);
      setError(BOOKING_MESSAGES.connectStripeFailed);
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby="payout-heading" className="rounded-2xl border border-line p-5">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
        <h2 id="payout-heading" className="inline-flex items-center gap-2 text-lg font-semibold">
          <Banknote className="size-5 shrink-0 text-muted" aria-hidden /> Payouts
        </h2>
        <StatusBadge account={account} />
      </div>
      {!account.connected && (
        <p className="mt-2 text-sm text-muted">
          Connect a payout account to receive {HOST_PAYOUT_PERCENTAGE}% of every booking, paid out
          24 hours after it ends.
        </p>
      )}
      {account.connected && !account.onboarding_complete && (
        <p className="mt-2 text-sm text-muted">
          Finish setting up your payout account to get paid.
        </p>
      )}
      {account.connected && account.onboarding_complete && (
        <p className="mt-2 text-sm text-muted">
          {PAYOUT_MESSAGES.connected}: you receive {HOST_PAYOUT_PERCENTAGE}% of every booking, 24
          hours after it ends.
        </p>
      )}
      {account.account_id && (
        <p className="mt-2 text-sm text-muted">
          Account ending in{' '}
          <span className="tabular font-medium text-ink">{accountEnding(account.account_id)}</span>
        </p>
      )}
      {error && <ErrorMessage className="mt-3">{error}</ErrorMessage>}
      <div className="mt-4 flex flex-wrap gap-2">
        {!account.onboarding_complete && (
          <Button onClick={connect} pending={busy === 'connect'} disabled={busy !== null}>
            {account.connected ? 'Continue onboarding' : 'Connect payout account'}
          </Button>
        )}
        {account.connected && (
          <Button
            variant="secondary"
            onClick={check}
            pending={busy === 'check'}
            disabled={busy !== null}
          >
            Check status
          </Button>
        )}
      </div>
    </section>
  );
}
