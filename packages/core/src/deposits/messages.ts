import { CLAIM_PHOTOS_MAX } from './constants.ts';

/**
 * The product's deposit wording: error messages and the phrase the booking summary shows. Free of
 * zod, so the listing page can carry it without the schemas (docs/product/deposits.md).
 */
export const DEPOSIT_MESSAGES = {
  depositNotFound: 'Deposit not found',
  claimNotFound: 'Claim not found',
  heldNotCharged: 'held, not charged',
  claimWindowClosed: 'Claims can be filed until 48 hours after the booking ends.',
  claimExists: 'A claim has already been filed for this deposit.',
  depositNotHeld: 'There is no deposit held for this booking.',
  claimDecided: 'This claim has already been decided.',
  amountOverDeposit: 'The claim cannot be more than the deposit',
  amountOverClaim: 'The amount cannot be more than the claim',
  enterAmount: 'Enter the amount',
  describeClaim: 'Describe what happened',
  writeResponse: 'Write your answer',
  tooManyPhotos: `Add at most ${CLAIM_PHOTOS_MAX} photos`,
} as const;
