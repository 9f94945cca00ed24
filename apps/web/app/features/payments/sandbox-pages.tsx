import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ShieldCheck } from 'lucide-react';
import { bookingConfirmationPath } from '@rentspace/core/bookings/api';
import { BOOKING_MESSAGES } from '@rentspace/core/bookings/messages';
import { accountEnding } from '@rentspace/core/money/payout-account';
import { Button, ButtonLink } from '~/components/ui/button';
import { ErrorMessage } from '~/components/ui/states';
import { authenticateSandboxPayment, completeSandboxOnboarding } from './api';

function SandboxNote() {
  return (
    <p className="mt-6 rounded-xl bg-surface px-4 py-3 text-xs text-muted">
      This page belongs to Rentspace's built-in test payment provider, used while no Stripe keys are
      configured. No money moves.
    </p>
  );
}

/** The sandbox's payout onboarding: completes the host's account and returns to the dashboard. */
export function SandboxOnboarding({ accountId }: { accountId: string }) {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const complete = async () => {
    setPending(true);
    setError(null);
    try {
      await completeSandboxOnboarding(accountId);
      navigate('/dashboard');
    } catch (caught) {
      console.warn('Could not complete the sandbox onboarding', caught);
      setError(BOOKING_MESSAGES.connectStripeFailed);
      setPending(false);
    }
  };

  return (
    <div className="mx-auto max-w-lg rounded-2xl border border-line p-6 sm:p-8">
      <h1 className="text-2xl font-semibold">Set up payouts</h1>
      <p className="mt-2 text-muted">
        Confirm the payout account ending in{' '}
        <span className="tabular font-medium text-ink">{accountEnding(accountId)}</span> to receive
        your earnings.
      </p>
      {error && <ErrorMessage className="mt-4">{error}</ErrorMessage>}
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Button onClick={complete} pending={pending}>
          Complete onboarding
        </Button>
        <ButtonLink to="/dashboard" variant="secondary">
          Back to Dashboard
        </ButtonLink>
      </div>
      <SandboxNote />
    </div>
  );
}

/** The sandbox's extra authentication step (like 3-D Secure): pass or fail, then the result page. */
export function SandboxAuthentication({ clientSecret }: { clientSecret: string }) {
  const navigate = useNavigate();
  const [pending, setPending] = useState<'complete' | 'fail' | null>(null);
  const [error, setError] = useState<string | null>(null);

  const answer = async (outcome: 'complete' | 'fail') => {
    setPending(outcome);
    setError(null);
    try {
      await authenticateSandboxPayment({ clientSecret, outcome });
      navigate(bookingConfirmationPath(clientSecret));
    } catch (caught) {
      console.warn('Could not answer the authentication', caught);
      setError(BOOKING_MESSAGES.paymentFailed);
      setPending(null);
    }
  };

  return (
    <div className="mx-auto max-w-lg rounded-2xl border border-line p-6 sm:p-8">
      <ShieldCheck className="size-10 text-brand-600" aria-hidden />
      <h1 className="mt-3 text-2xl font-semibold">Confirm your payment</h1>
      <p className="mt-2 text-muted">Your card issuer asks you to confirm this payment.</p>
      {error && <ErrorMessage className="mt-4">{error}</ErrorMessage>}
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Button
          onClick={() => answer('complete')}
          pending={pending === 'complete'}
          disabled={pending !== null}
        >
          Complete authentication
        </Button>
        <Button
          variant="secondary"
          onClick={() => answer('fail')}
          pending={pending === 'fail'}
          disabled={pending !== null}
        >
          Fail authentication
        </Button>
      </div>
      <SandboxNote />
    </div>
  );
}
