import { lazy, Suspense } from 'react';
import { Lock } from 'lucide-react';
import type { CreatePaymentIntentResponse } from '@rentspace/core/bookings/api';
import { BOOKING_MESSAGES } from '@rentspace/core/bookings/messages';
import { dateTimeFormat } from '@rentspace/core/intl';
import { formatMoney } from '@rentspace/core/money/currencies';
import { ErrorMessage, Skeleton } from '~/components/ui/states';

// Both card forms load when a checkout opens, not with the listing page: the sandbox form brings
// the form library and the card schemas (zod), about 40 KB gzip a listing's first visit never uses.
// Not preloaded earlier: which form is needed depends on the provider the payment names, and
// loading Stripe's module fetches js.stripe.com, which the sandbox's CSP forbids.
const StripeCheckout = lazy(() => import('./stripe-checkout'));
const SandboxCardForm = lazy(() =>
  import('./sandbox-card-form').then((module) => ({ default: module.SandboxCardForm })),
);

function holdUntil(instant: string, timeZone: string | null) {
  return dateTimeFormat('en-US', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: timeZone ?? undefined,
  }).format(new Date(instant));
}

/** The payment part of the booking: the provider's card form for an intent, and the hold's deadline. */
export function Checkout({
  intent,
  timeZone,
  onFailed,
}: {
  intent: CreatePaymentIntentResponse;
  timeZone: string | null;
  /** The card was refused: the booking panel offers to try again with a new payment. */
  onFailed(message: string): void;
}) {
  const payLabel = `Pay ${formatMoney(intent.amount, intent.currency)}`;
  return (
    <section aria-labelledby="checkout-heading" className="space-y-4">
      <div>
        <h3 id="checkout-heading" className="inline-flex items-center gap-2 text-lg font-semibold">
          <Lock className="size-4 text-muted" aria-hidden /> Pay by card
        </h3>
        <p className="mt-1 text-sm text-muted">
          We are holding this time for you until {holdUntil(intent.holdExpiresAt, timeZone)}
          {timeZone ? ` (${timeZone.replace(/_/g, ' ')})` : ''}.
        </p>
      </div>
      {intent.provider === 'stripe' ? (
        intent.publishableKey ? (
          <Suspense fallback={<Skeleton className="h-56" />}>
            <StripeCheckout
              clientSecret={intent.clientSecret}
              publishableKey={intent.publishableKey}
              payLabel={payLabel}
              onFailed={onFailed}
            />
          </Suspense>
        ) : (
          <ErrorMessage>{BOOKING_MESSAGES.paymentFailed}</ErrorMessage>
        )
      ) : (
        <Suspense fallback={<Skeleton className="h-56" />}>
          <SandboxCardForm
            clientSecret={intent.clientSecret}
            payLabel={payLabel}
            onFailed={onFailed}
          />
        </Suspense>
      )}
    </section>
  );
}
