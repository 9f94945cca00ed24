import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ArrowLeft, CircleSlash } from 'lucide-react';
import { Link } from 'react-router';
import type {
  CreatePaymentIntentInput,
  CreatePaymentIntentResponse,
  SpaceDetail,
} from '@rentspace/core/bookings/api';
import { BOOKING_MESSAGES } from '@rentspace/core/bookings/messages';
import { NOT_BOOKABLE_MESSAGES, whyNotBookable } from '@rentspace/core/bookings/bookable';
import type { Quote } from '@rentspace/core/money/pricing';
import { useAuth } from '~/lib/auth/auth-context';
import { useSignInFirst } from '~/lib/auth/sign-in-first';
import { Button } from '~/components/ui/button';
import { ErrorMessage } from '~/components/ui/states';
import type { SuggestedSlot } from '@rentspace/core/bookings/suggestions';
import { zonedDate } from '@rentspace/core/bookings/times';
import { cancelBooking, fetchOwnBooking, fetchSuggestions } from './api';
import { SlotSuggestions } from './slot-suggestions';
import { BookingForm } from './booking-form';
import { formQuote, type BookingFormValues, type ValidBooking } from './booking-rules';
import { BookingSummary } from './booking-summary';
import { depositOf } from '~/components/deposits/deposit-terms';
import { REQUEST_NOTE, RequestMessageField, requestMessageProblem } from './request-message-field';
import { useNow } from './client-clock';
import { formatClock } from '~/lib/time-format';

/** What starting a payment can lead to (the payments feature decides; see startCheckout there). */
export type CheckoutOutcome =
  | { kind: 'ready'; intent: CreatePaymentIntentResponse }
  | { kind: 'rejected'; message: string; code?: string }
  | { kind: 'failed'; message: string };

type Step =
  | { kind: 'form' }
  | { kind: 'checkout'; intent: CreatePaymentIntentResponse; booking: ValidBooking; quote: Quote }
  /** The card was refused: the server has released the hold; trying again places a new one. */
  | { kind: 'declined'; booking: ValidBooking; quote: Quote; message: string }
  | { kind: 'failed'; message: string };

/** What the payment form reports back to the panel. */
export interface CheckoutHandlers {
  /** The payment failed for good (declined card): its message, shown with 'Try again'. */
  onFailed(message: string): void;
}

interface BookingPanelProps {
  space: SpaceDetail;
  viewerTimeZone: string | null;
  startCheckout(request: CreatePaymentIntentInput): Promise<CheckoutOutcome>;
  renderCheckout(intent: CreatePaymentIntentResponse, handlers: CheckoutHandlers): ReactNode;
  /** A hold was placed or released: the availability grid loads again. */
  onHoldChange(): void;
  /**
   * The id of the guest's own hold of this listing to pay for (My Bookings' Complete payment):
   * checkout opens on it as it was placed, once the guest is signed in.
   */
  resumeHold?: string;
  onWindowChange?(window: { start: string; end: string } | null): void;
  /** False until a visitor comes near the panel: the clock is read from then on. */
  active?: boolean;
}

/**
 * Why this viewer cannot book, said at the top of the panel before anything is filled in
 * (docs/product/booking-lifecycle.md#who-may-book): the owner may still try the form; anyone
 * else finds it disabled while the listing is paused, under maintenance or a draft.
 */
function BookingNotice({ space }: { space: SpaceDetail }) {
  if (space.is_owner)
    return (
      <p className="mb-4 rounded-xl bg-surface px-4 py-3 text-sm text-muted">
        {NOT_BOOKABLE_MESSAGES.own}
      </p>
    );
  const reason = whyNotBookable(space);
  if (!reason) return null;
  return (
    <div
      id="booking-notice"
      className="mb-4 flex gap-3 rounded-xl bg-warning-50 px-4 py-3 text-sm text-warning-800"
    >
      <CircleSlash className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div>
        <p className="font-semibold">{NOT_BOOKABLE_MESSAGES.title}</p>
        <p className="mt-0.5">{NOT_BOOKABLE_MESSAGES[reason]}</p>
        {reason !== 'unpublished' && (
          <Link
            to="/explore"
            className="mt-1 inline-flex min-h-11 items-center font-medium underline"
          >
            Explore spaces
          </Link>
        )}
      </div>
    </div>
  );
}

/** The booking flow (docs/product/pages-and-messages.md#booking-flow): choose, continue to payment, go back and edit, pay. */
export function BookingPanel({
  space,
  viewerTimeZone,
  startCheckout,
  renderCheckout,
  onHoldChange,
  onWindowChange,
  active = true,
  resumeHold,
}: BookingPanelProps) {
  const { status } = useAuth();
  const { waitingForSession, signInFirst } = useSignInFirst();
  const now = useNow(active);
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const [values, setValues] = useState<BookingFormValues | undefined>(undefined);
  const [formError, setFormError] = useState<string | null>(null);
  // At a hold limit the guest's holds are where they can give one up (My Bookings, Cancel).
  const [atHoldLimit, setAtHoldLimit] = useState(false);
  const [suggestions, setSuggestions] = useState<{ slots: SuggestedSlot[]; quote: Quote } | null>(
    null,
  );
  const [starting, setStarting] = useState(false);
  const [releasing, setReleasing] = useState(false);
  const request = space.booking_mode === 'request';
  const [message, setMessage] = useState('');
  const [messageError, setMessageError] = useState<string | null>(null);

  /** The free starts nearest a refused one; none when they cannot be had. */
  const suggest = async (booking: ValidBooking, quote: Quote) => {
    try {
      const { data } = await fetchSuggestions(space.id, {
        start: booking.startTime,
        duration: booking.duration,
        unit: booking.durationUnit,
      });
      setSuggestions({ slots: data, quote });
    } catch (error) {
      console.warn('Could not load suggestions', error);
    }
  };

  const begin = async (booking: ValidBooking, quote: Quote) => {
    setFormError(null);
    setSuggestions(null);
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
        ...(request ? { message: message.trim() } : {}),
      });
      if (outcome.kind === 'ready') {
        setStep({ kind: 'checkout', intent: outcome.intent, booking, quote });
        onHoldChange();
      } else if (outcome.kind === 'rejected') {
        setFormError(outcome.message);
        setAtHoldLimit(outcome.code === 'hold_limit');
        setStep({ kind: 'form' });
        // Other times would be refused alike while the guest is at a hold limit.
        if (outcome.code !== 'hold_limit') void suggest(booking, quote);
      } else setStep({ kind: 'failed', message: outcome.message });
    } catch (error) {
      console.warn('Could not start the payment', error);
      setStep({ kind: 'failed', message: BOOKING_MESSAGES.paymentFailed });
    } finally {
      setStarting(false);
    }
  };

  const proceed = async (booking: ValidBooking, quote: Quote, current: BookingFormValues) => {
    setValues(current);
    if (request) {
      const problem = requestMessageProblem(message);
      setMessageError(problem);
      if (problem) return;
    }
    // A signed-out guest signs in first and then carries on with the same choice.
    if (status !== 'signedIn') signInFirst(() => void begin(booking, quote));
    else await begin(booking, quote);
  };

  /**
   * One click on a suggestion (or a hold carried on from My Bookings) holds it, as Continue would,
   * and the form keeps it for editing.
   */
  const pick = (slot: SuggestedSlot, quote: Quote) => {
    const booking: ValidBooking = {
      durationUnit: quote.unit,
      duration: quote.duration,
      startTime: slot.start_time,
      endTime: slot.end_time,
    };
    const start = new Date(slot.start_time);
    setValues(
      (current) =>
        current && {
          ...current,
          date: zonedDate(start, space.time_zone),
          time: formatClock(start, space.time_zone),
        },
    );
    void begin(booking, quote);
  };

  // A hold left at checkout carries on to its payment: asked for again exactly as it was placed,
  // the server gives it back (docs/product/booking-lifecycle.md#hold-limits). Once per visit.
  const resumed = useRef(false);
  useEffect(() => {
    if (!resumeHold || resumed.current || status !== 'signedIn' || request) return;
    resumed.current = true;
    void (async () => {
      const held = await fetchOwnBooking(resumeHold).catch(() => null);
      const live =
        held?.space_id === space.id &&
        held.status === 'pending' &&
        held.hold_expires_at !== null &&
        new Date(held.hold_expires_at).getTime() > Date.now();
      if (!held || !live) {
        setFormError(BOOKING_MESSAGES.holdEnded);
        return;
      }
      const start = new Date(held.start_time);
      const current: BookingFormValues = {
        durationUnit: held.duration_unit,
        date: zonedDate(start, space.time_zone),
        time: formatClock(start, space.time_zone),
        duration: String(held.duration),
      };
      setValues(current);
      const quoted = formQuote(space, current);
      if (quoted) pick({ start_time: held.start_time, end_time: held.end_time }, quoted);
    })();
    // pick reads the panel's state as it is when the guest's session is known.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [resumeHold, status, request, space.id]);

  const backToEdit = async (bookingId: string | null) => {
    setFormError(null);
    if (bookingId) {
      setReleasing(true);
      // Going back gives the held slot up, so the guest (or anyone) can choose it again.
      await cancelBooking(bookingId).catch((error: unknown) =>
        console.warn('Could not release the hold', error),
      );
      setReleasing(false);
    }
    setStep({ kind: 'form' });
    onHoldChange();
  };

  const declined = (booking: ValidBooking, quote: Quote) => (message: string) => {
    setStep({ kind: 'declined', booking, quote, message });
    onHoldChange();
  };

  const chosen = step.kind === 'checkout' || step.kind === 'declined' ? step : null;

  // Each step replaces the controls of the one before, the focused one with them: the focus moves
  // to the new step's heading (to Try again after a declined card), so the keyboard carries on.
  const heading = useRef<HTMLHeadingElement>(null);
  const tryAgain = useRef<HTMLButtonElement>(null);
  const shownStep = useRef(step.kind);
  useEffect(() => {
    if (shownStep.current === step.kind) return;
    shownStep.current = step.kind;
    if (step.kind === 'declined') tryAgain.current?.focus();
    else heading.current?.focus();
  }, [step.kind]);

  return (
    <section
      aria-labelledby="booking-heading"
      className="rounded-2xl border border-line p-5 shadow-sm"
    >
      <h2
        id="booking-heading"
        ref={heading}
        tabIndex={-1}
        className="mb-4 scroll-mt-24 text-xl font-semibold outline-none"
      >
        {chosen ? 'Review and pay' : request ? 'Request to book' : 'Book this space'}
      </h2>
      {step.kind === 'form' && request && (
        <p className="mb-4 rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-800">
          {REQUEST_NOTE}
        </p>
      )}
      {step.kind === 'form' && <BookingNotice space={space} />}
      {step.kind === 'form' && (
        <BookingForm
          listing={space}
          viewerTimeZone={viewerTimeZone}
          now={now}
          initialValues={values}
          onContinue={proceed}
          onValuesChange={onWindowChange}
          error={formError}
          pending={starting || waitingForSession}
          disabled={!space.is_owner && whyNotBookable(space) !== null}
          hideContinue={space.is_owner}
          continueLabel={request ? 'Continue to request' : undefined}
        >
          {request && !space.is_owner && (
            <RequestMessageField value={message} onChange={setMessage} error={messageError} />
          )}
        </BookingForm>
      )}
      {step.kind === 'form' && formError && atHoldLimit && (
        <Link
          to="/my-bookings"
          className="mt-2 inline-flex min-h-11 items-center text-sm font-medium underline"
        >
          Your holds in My Bookings
        </Link>
      )}
      {step.kind === 'form' && suggestions && (
        <SlotSuggestions
          slots={suggestions.slots}
          timeZone={space.time_zone}
          pending={starting}
          onPick={(slot) => pick(slot, suggestions.quote)}
        />
      )}
      {chosen && (
        <div className="space-y-5">
          <BookingSummary
            figures={
              step.kind === 'checkout'
                ? {
                    unit: step.booking.durationUnit,
                    duration: step.booking.duration,
                    unitPrice: step.quote.unitPrice,
                    subtotal: step.intent.subtotal,
                    platformFee: step.intent.platformFee.amount,
                    platformFeePercentage: step.intent.platformFee.percentage,
                    total: step.intent.amount,
                    currency: step.intent.currency,
                  }
                : chosen.quote
            }
            window={{ start: chosen.booking.startTime, end: chosen.booking.endTime }}
            listingTimeZone={space.time_zone}
            viewerTimeZone={viewerTimeZone}
            deposit={depositOf(space)}
          />
          <Button
            variant="secondary"
            className="w-full"
            onClick={() => backToEdit(step.kind === 'checkout' ? step.intent.bookingId : null)}
            pending={releasing}
            disabled={starting}
          >
            <ArrowLeft className="size-4" aria-hidden /> Back to edit
          </Button>
          {step.kind === 'checkout' &&
            renderCheckout(step.intent, { onFailed: declined(step.booking, step.quote) })}
          {step.kind === 'declined' && (
            <div className="space-y-3">
              <ErrorMessage>{step.message}</ErrorMessage>
              <p className="text-sm text-muted">
                No money was taken. Try again, with this card or another one.
              </p>
              <Button
                ref={tryAgain}
                className="w-full"
                size="lg"
                onClick={() => begin(step.booking, step.quote)}
                pending={starting}
              >
                Try again
              </Button>
            </div>
          )}
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
