import { useMemo, useState, type FormEvent } from 'react';
import { loadStripe } from '@stripe/stripe-js';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { BOOKING_MESSAGES } from '@rentspace/core/bookings/messages';
import { Button } from '~/components/ui/button';
import { ErrorMessage } from '~/components/ui/states';

// Loaded only when a guest pays with Stripe (a dynamic import), so public pages stay small.

const stripes = new Map<string, ReturnType<typeof loadStripe>>();

function stripeFor(publishableKey: string) {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripes.set(publishableKey, stripe);
  }
  return stripe;
}

function PaymentForm({
  payLabel,
  onFailed,
}: {
  payLabel: string;
  onFailed(message: string): void;
}) {
  const stripe = useStripe();
  const elements = useElements();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setPending(true);
    setError(null);
    // On success Stripe sends the browser to return_url with payment_intent_client_secret added.
    const result = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: `${window.location.origin}/booking-confirmation` },
    });
    const message = result.error?.message || BOOKING_MESSAGES.paymentFailed;
    setPending(false);
    // A refused card ends this payment (the server releases the hold); a typing mistake does not.
    if (result.error?.type === 'card_error') onFailed(message);
    else setError(message);
  };

  return (
    <form onSubmit={submit} className="space-y-4" aria-label="Pay by card">
      <PaymentElement />
      {error && <ErrorMessage>{error}</ErrorMessage>}
      <Button
        type="submit"
        size="lg"
        className="w-full"
        pending={pending}
        disabled={!stripe || !elements}
      >
        {payLabel}
      </Button>
    </form>
  );
}

/** Stripe's frame takes colours as values: read our brand token from the stylesheet. */
function brandColour(): string | undefined {
  return (
    getComputedStyle(document.documentElement).getPropertyValue('--color-brand-600').trim() ||
    undefined
  );
}

/** Stripe Elements for a payment intent: the card is entered in Stripe's own frame. */
export default function StripeCheckout({
  clientSecret,
  publishableKey,
  payLabel,
  onFailed,
}: {
  clientSecret: string;
  publishableKey: string;
  payLabel: string;
  onFailed(message: string): void;
}) {
  const stripe = useMemo(() => stripeFor(publishableKey), [publishableKey]);
  const appearance = useMemo(
    () => ({
      theme: 'stripe' as const,
      variables: { colorPrimary: brandColour(), borderRadius: '12px' },
    }),
    [],
  );
  return (
    <Elements stripe={stripe} options={{ clientSecret, appearance }}>
      <PaymentForm payLabel={payLabel} onFailed={onFailed} />
    </Elements>
  );
}
