import type {
  CreatePaymentIntentInput,
  CreatePaymentIntentResponse,
} from '@rentspace/core/bookings/api';
import { BOOKING_MESSAGES, createPaymentIntentFailed } from '@rentspace/core/bookings/messages';
import { ApiRequestError } from '~/lib/api';
import { createPaymentIntent } from './api';

export type CheckoutStart =
  | { kind: 'ready'; intent: CreatePaymentIntentResponse }
  /** The booking cannot be made as chosen: the message belongs under the booking form. */
  | { kind: 'rejected'; message: string; code?: string }
  /** Creating the payment failed: the message and a 'Try again' that reloads the page. */
  | { kind: 'failed'; message: string };

// Refusals that the guest fixes by changing the booking (the server words them as the spec does).
const BOOKING_REFUSALS = new Set([
  'validation_failed',
  'past_start',
  'invalid_duration',
  'invalid_start_time',
  'option_unavailable',
  'slot_unavailable',
  'hold_limit',
  'space_unavailable',
  'own_listing',
]);

function firstFieldMessage(error: ApiRequestError): string | undefined {
  return Object.values(error.fields).flat()[0];
}

/** Places the hold and opens the payment; says what to show when that fails (docs/product/pages-and-messages.md#booking-flow). */
export async function startCheckout(request: CreatePaymentIntentInput): Promise<CheckoutStart> {
  let intent: CreatePaymentIntentResponse;
  try {
    intent = await createPaymentIntent(request);
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    if (BOOKING_REFUSALS.has(error.code)) {
      return {
        kind: 'rejected',
        code: error.code,
        message: (error.code === 'validation_failed' && firstFieldMessage(error)) || error.message,
      };
    }
    if (error.status === 0) return { kind: 'failed', message: error.message };
    return { kind: 'failed', message: createPaymentIntentFailed(error.status) };
  }
  if (!intent?.clientSecret)
    return { kind: 'failed', message: BOOKING_MESSAGES.missingClientSecret };
  return { kind: 'ready', intent };
}
