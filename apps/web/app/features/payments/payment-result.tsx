import type { ReactNode } from 'react';
import { CheckCircle2, Clock, XCircle, AlertTriangle } from 'lucide-react';
import type { PaymentStatusResponse } from '@rentspace/core/bookings/api';
import { PAYMENT_RESULT_MESSAGES, REQUEST_MESSAGES } from '@rentspace/core/bookings/messages';
import { ButtonLink } from '~/components/ui/button';
import { cx } from '~/components/ui/cx';

export type PaymentResultKind = 'succeeded' | 'processing' | 'failed' | 'error';

export interface PaymentResultState {
  kind: PaymentResultKind;
  title: string;
  message: string;
  detail?: string;
}

/**
 * The result page's state from what the server found (docs/product/pages-and-messages.md#booking-confirmation): succeeded is
 * success only once the booking is confirmed; processing waits; requires_payment_method is a
 * failure; anything else, or no answer at all, is an error.
 */
export function paymentResultState(response: PaymentStatusResponse | null): PaymentResultState {
  if (
    response?.status === 'succeeded' &&
    (response.bookingStatus === 'confirmed' || response.bookingStatus === 'completed')
  ) {
    return {
      kind: 'succeeded',
      title: PAYMENT_RESULT_MESSAGES.confirmedTitle,
      message: PAYMENT_RESULT_MESSAGES.succeeded,
    };
  }
  // A request to book: the card is held, not charged, until the host answers.
  if (response?.status === 'requires_capture' && response.bookingStatus === 'requested') {
    return {
      kind: 'processing',
      title: REQUEST_MESSAGES.sentTitle,
      message: REQUEST_MESSAGES.sent,
    };
  }
  if (
    response?.status === 'processing' ||
    (response?.status === 'succeeded' && response.bookingStatus === 'pending')
  ) {
    return {
      kind: 'processing',
      title: 'Payment Processing',
      message: PAYMENT_RESULT_MESSAGES.processing,
    };
  }
  if (response?.status === 'requires_payment_method') {
    return {
      kind: 'failed',
      title: 'Payment Failed',
      message: PAYMENT_RESULT_MESSAGES.requires_payment_method,
    };
  }
  return {
    kind: 'error',
    title: 'Booking Not Confirmed',
    message: PAYMENT_RESULT_MESSAGES.other,
    detail: response?.refunded
      ? 'The hold on this time slot ended before the payment went through, so the payment was refunded in full. Refunds take 5-7 business days.'
      : response?.status === 'canceled'
        ? 'This payment was not completed and nothing was charged. You can book again from the listing.'
        : undefined,
  };
}

const ICONS = {
  succeeded: CheckCircle2,
  processing: Clock,
  failed: XCircle,
  error: AlertTriangle,
} as const;
const TONES = {
  succeeded: 'bg-success-50 text-success-700',
  processing: 'bg-brand-50 text-brand-700',
  failed: 'bg-danger-50 text-danger-700',
  error: 'bg-warning-50 text-warning-800',
} as const;

/**
 * The payment result card with its two ways on: View My Bookings and Return to Home. What the
 * page adds (the booking's details) comes between the message and the buttons.
 */
export function PaymentResult({
  state,
  children,
}: {
  state: PaymentResultState;
  children?: ReactNode;
}) {
  const Icon = ICONS[state.kind];
  return (
    <div
      className={cx(
        'mx-auto rounded-2xl border border-line p-6 text-center sm:p-10',
        children ? 'max-w-xl' : 'max-w-lg',
      )}
    >
      <span
        className={cx(
          'mx-auto inline-flex size-16 items-center justify-center rounded-full',
          TONES[state.kind],
        )}
      >
        <Icon className="size-8" aria-hidden />
      </span>
      <h1 className="mt-4 text-2xl font-semibold sm:text-3xl">{state.title}</h1>
      <p className="mt-2 text-muted" role={state.kind === 'succeeded' ? 'status' : 'alert'}>
        {state.message}
      </p>
      {state.detail && <p className="mt-2 text-sm text-muted">{state.detail}</p>}
      {children && <div className="mt-8 border-t border-line pt-6">{children}</div>}
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <ButtonLink to="/dashboard">View My Bookings</ButtonLink>
        <ButtonLink to="/" variant="secondary">
          Return to Home
        </ButtonLink>
      </div>
    </div>
  );
}
