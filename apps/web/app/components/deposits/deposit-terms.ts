import {
  DEPOSIT_AUTHORISE_AT_CONFIRMATION_DAYS,
  DEPOSIT_AUTHORISE_DAYS_BEFORE_START,
  DEPOSIT_CLAIM_WINDOW_HOURS,
} from '@rentspace/core/deposits/constants';
import { DEPOSIT_MESSAGES } from '@rentspace/core/deposits/messages';

// The listing page carries these words from the deposit's wording module, which is free of zod.
export const HELD_NOT_CHARGED = DEPOSIT_MESSAGES.heldNotCharged;

/**
 * When a deposit is held and released, before booking
 * (docs/product/pages-and-messages.md#security-deposits-before-booking).
 */
export const DEPOSIT_TIMING =
  `Held on your card when the booking is confirmed if it starts within ` +
  `${DEPOSIT_AUTHORISE_AT_CONFIRMATION_DAYS} days, otherwise ${DEPOSIT_AUTHORISE_DAYS_BEFORE_START} ` +
  `days before the start. Released ${DEPOSIT_CLAIM_WINDOW_HOURS} hours after the end unless the ` +
  `host files a claim.`;

/** The listing's deposit in minor units, or null when it asks for none. */
export function depositOf(space: {
  deposit_required?: boolean;
  deposit_amount?: number | null;
}): number | null {
  return space.deposit_required && space.deposit_amount ? space.deposit_amount : null;
}
