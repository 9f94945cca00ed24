import { lazy, Suspense } from 'react';
import { Lock } from 'lucide-react';
import type { CreatePaymentIntentResponse } from '@rentspace/core/bookings/api';
import { BOOKING_MESSAGES, REQUEST_MESSAGES } from '@rentspace/core/bookings/messages';
import { dateTimeFormat, zoneName } from '@rentspace/core/intl';
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
  deposit = null,
  onFailed,
}: {
  intent: CreatePaymentIntentResponse;
  timeZone: string | null;
  /** The listing's security deposit in minor units (null for none): the summary above shows it. */
  deposit?: number | null;
  /** The card was refused: the booking panel offers to try again with a new payment. */
  onFailed(message: string): void;
}) {
  const request = intent.bookingMode === 'request';
  const amount = formatMoney(intent.amount, intent.currency);
  // A request to book authorises the card now; it is charged only if the host accepts.
  const payLabel = request ? `Request to book (hold ${amount})` : `Pay ${amount}`;
  return (
    <section aria-labelledby="checkout-heading" className="space-y-4">
      <div>
        <h3 id="checkout-heading" className="inline-flex items-center gap-2 text-lg font-semibold">
          <Lock className="size-4 text-muted" aria-hidden /> Pay by card
        </h3>
        <p className="mt-1 text-sm text-muted">
          We are holding this time for you until {holdUntil(intent.holdExpiresAt, timeZone)}
          {timeZone ? ` (${zoneName(timeZone)})` : ''}.
        </p>
        {request && (
          <p className="mt-2 rounded-xl bg-brand-50 px-3 py-2 text-sm text-brand-800">
            <strong>
              {REQUEST_MESSAGES.heldNotCharged}: {amount}.
            </strong>{' '}
            {REQUEST_MESSAGES.heldExplained}
          </p>
        )}
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
            authorisesOnly={request}
            deposit={deposit !== null}
            onFailed={onFailed}
          />
        </Suspense>
      )}
    </section>
  );
}
