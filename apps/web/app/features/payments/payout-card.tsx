import { useState } from 'react';
import { Banknote, CheckCircle2 } from 'lucide-react';
import type { PayoutAccount } from '@rentspace/core/bookings/api';
import { BOOKING_MESSAGES } from '@rentspace/core/bookings/messages';
import { HOST_PAYOUT_PERCENTAGE } from '@rentspace/core/money/fees';
import { Button } from '~/components/ui/button';
import { ErrorMessage } from '~/components/ui/states';
import { checkPayoutAccount, createPayoutAccount } from './api';

type Busy = 'connect' | 'check' | null;

/** The dashboard's payout card: not connected -> connected, onboarding incomplete -> complete. */
export function PayoutCard({ account, onChanged }: { account: PayoutAccount; onChanged(): void }) {
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const connect = async () => {
    setBusy('connect');
    setError(null);
    try {
      const { url } = await createPayoutAccount();
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
    setNotice(null);
    try {
      const { complete } = await checkPayoutAccount(account.account_id);
      if (complete !== account.onboarding_complete) onChanged();
      setNotice(complete ? 'Your payout account is ready.' : 'Onboarding is not finished yet.');
    } catch (caught) {
      console.warn('Could not check the payout account', caught);
      setError(BOOKING_MESSAGES.connectStripeFailed);
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby="payout-heading" className="rounded-2xl border border-line p-5">
      <h2 id="payout-heading" className="inline-flex items-center gap-2 text-lg font-semibold">
        <Banknote className="size-5 text-muted" aria-hidden /> Payouts
      </h2>
      {!account.connected && (
        <p className="mt-2 text-sm text-muted">
          Connect a payout account to receive {HOST_PAYOUT_PERCENTAGE}% of every booking, paid out
          24 hours after it ends.
        </p>
      )}
      {account.connected && !account.onboarding_complete && (
        <p className="mt-2 text-sm text-muted">
          <span className="mr-2 inline-flex rounded-full bg-warning-50 px-2.5 py-0.5 text-xs font-semibold text-warning-800">
            Onboarding incomplete
          </span>
          Finish setting up your payout account to get paid.
        </p>
      )}
      {account.connected && account.onboarding_complete && (
        <p className="mt-2 inline-flex items-center gap-1.5 text-sm font-medium text-success-700">
          <CheckCircle2 className="size-4" aria-hidden /> Payouts connected
        </p>
      )}
      {account.account_id && (
        <p className="mt-1 break-all text-xs text-subtle">Account {account.account_id}</p>
      )}
      {error && <ErrorMessage className="mt-3">{error}</ErrorMessage>}
      {notice && (
        <p role="status" className="mt-3 text-sm text-muted">
          {notice}
        </p>
      )}
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
