import { useState, type ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import type { CreatePaymentIntentInput, CreatePaymentIntentResponse, SpaceDetail } from '@rentspace/core/bookings/api';
import { BOOKING_MESSAGES } from '@rentspace/core/bookings/messages';
import type { Quote } from '@rentspace/core/money/pricing';
import { useAuth } from '~/lib/auth/auth-context';
import { Button } from '~/components/ui/button';
import { ErrorMessage } from '~/components/ui/states';
import { cancelBooking } from './api';
import { BookingForm } from './booking-form';
import type { BookingFormValues, ValidBooking } from './booking-rules';
import { BookingSummary } from './booking-summary';
import { useNow } from './client-clock';

/** What starting a payment can lead to (the payments feature decides; see startCheckout there). */
export type CheckoutOutcome =
  | { kind: 'ready'; intent: CreatePaymentIntentResponse }
  | { kind: 'rejected'; message: string }
  | { kind: 'failed'; message: string };

type Step =
  | { kind: 'form' }
  | { kind: 'checkout'; intent: CreatePaymentIntentResponse; booking: ValidBooking; quote: Quote }
  | { kind: 'failed'; message: string };

interface BookingPanelProps {
  space: SpaceDetail;
  viewerTimeZone: string | null;
  startCheckout(request: CreatePaymentIntentInput): Promise<CheckoutOutcome>;
  renderCheckout(intent: CreatePaymentIntentResponse): ReactNode;
  /** A hold was placed or released: the availability grid loads again. */
  onHoldChange(): void;
  onWindowChange?(window: { start: string; end: string } | null): void;
}

function blockedReason(space: SpaceDetail): string | null {
  if (space.is_owner) return 'This is your listing. Guests book it here.';
  if (!space.available || !space.is_published) return 'This listing is not taking bookings right now.';
  return null;
}

/** The booking flow (spec section 4): choose, continue to payment, go back and edit, pay. */
export function BookingPanel({ space, viewerTimeZone, startCheckout, renderCheckout, onHoldChange, onWindowChange }: BookingPanelProps) {
  const { status, openSignIn } = useAuth();
  const now = useNow();
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const [values, setValues] = useState<BookingFormValues | undefined>(undefined);
  const [formError, setFormError] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const [releasing, setReleasing] = useState(false);

  const begin = async (booking: ValidBooking, quote: Quote) => {
    setFormError(null);
    setStarting(true);
    try {
      const outcome = await startCheckout({
        spaceId: space.id,
        startTime: booking.startTime,
        endTime: booking.endTime,
        duration: booking.duration,
        durationUnit: booking.durationUnit,
        amount: quote.total,
        currency: space.currency,
      });
      if (outcome.kind === 'ready') {
        setStep({ kind: 'checkout', intent: outcome.intent, booking, quote });
        onHoldChange();
      } else if (outcome.kind === 'rejected') setFormError(outcome.message);
      else setStep({ kind: 'failed', message: outcome.message });
    } catch (error) {
      console.warn('Could not start the payment', error);
      setStep({ kind: 'failed', message: BOOKING_MESSAGES.paymentFailed });
    } finally {
      setStarting(false);
    }
  };

  const proceed = async (booking: ValidBooking, quote: Quote, current: BookingFormValues) => {
    setValues(current);
    // A signed-out guest signs in first and then carries on with the same choice.
    if (status !== 'signedIn') openSignIn(() => void begin(booking, quote));
    else await begin(booking, quote);
  };

  const backToEdit = async (bookingId: string) => {
    setReleasing(true);
    // Going back gives the held slot up, so the guest (or anyone) can choose it again.
    await cancelBooking(bookingId).catch((error: unknown) => console.warn('Could not release the hold', error));
    setReleasing(false);
    setStep({ kind: 'form' });
    onHoldChange();
  };

  return (
    <section aria-labelledby="booking-heading" className="rounded-2xl border border-line p-5 shadow-sm">
      <h2 id="booking-heading" className="mb-4 text-xl font-semibold">
        {step.kind === 'checkout' ? 'Review and pay' : 'Book this space'}
      </h2>
      {step.kind === 'form' && (
        <BookingForm
          listing={space}
          viewerTimeZone={viewerTimeZone}
          now={now}
          initialValues={values}
          onContinue={proceed}
          onValuesChange={onWindowChange}
          error={formError}
          pending={starting}
          blockedReason={blockedReason(space)}
        />
      )}
      {step.kind === 'checkout' && (
        <div className="space-y-5">
          <BookingSummary
            figures={{
              unit: step.booking.durationUnit,
              duration: step.booking.duration,
              unitPrice: step.quote.unitPrice,
              subtotal: step.intent.subtotal,
              fee: step.intent.platformFee.amount,
              feePercentage: step.intent.platformFee.percentage,
              total: step.intent.amount,
              currency: step.intent.currency,
            }}
            window={{ start: step.booking.startTime, end: step.booking.endTime }}
            listingTimeZone={space.time_zone}
            viewerTimeZone={viewerTimeZone}
          />
          <Button variant="secondary" className="w-full" onClick={() => backToEdit(step.intent.bookingId)} pending={releasing}>
            <ArrowLeft className="size-4" aria-hidden /> Back to edit
          </Button>
          {renderCheckout(step.intent)}
        </div>
      )}
      {step.kind === 'failed' && (
        <div className="space-y-4">
          <ErrorMessage>{step.message}</ErrorMessage>
          <Button onClick={() => window.location.reload()}>Try again</Button>
        </div>
      )}
    </section>
  );
}
