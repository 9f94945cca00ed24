/**
 * How the sandbox answers a card, after Stripe's test mode: the same test numbers, the same codes
 * and messages, so the guest sees what a real card decline would show.
 */
export type CardOutcome =
  | { kind: 'succeeded' }
  | { kind: 'requires_action' }
  | { kind: 'declined'; code: string; message: string };

export const SANDBOX_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  authentication: '4000002500003155',
  /** Authorises a request to book, then declines when the host accepts and it is captured. */
  declinesAtCapture: '4000000000000341',
} as const;

/** Stripe's answer when a charge is declined, here at capture. */
export const CAPTURE_DECLINED = {
  code: 'card_declined',
  message: 'Your card was declined.',
} as const;

/** The Luhn checksum every real card number passes. */
export function passesLuhn(number: string): boolean {
  let sum = 0;
  for (let index = 0; index < number.length; index++) {
    let digit = Number(number[number.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return number.length >= 12 && sum % 10 === 0;
}

/** The outcome of paying with a card at `now` (an expired card is declined like Stripe does). */
export function cardOutcome(
  card: { number: string; exp_month: number; exp_year: number },
  now: Date,
): CardOutcome {
  if (!passesLuhn(card.number))
    return {
      kind: 'declined',
      code: 'incorrect_number',
      message: 'Your card number is incorrect.',
    };
  const year = card.exp_year < 100 ? 2000 + card.exp_year : card.exp_year;
  const endOfExpiryMonth = Date.UTC(year, card.exp_month, 1);
  if (endOfExpiryMonth <= now.getTime())
    return { kind: 'declined', code: 'expired_card', message: 'Your card has expired.' };
  switch (card.number) {
    case SANDBOX_CARDS.declined:
      return { kind: 'declined', code: 'card_declined', message: 'Your card was declined.' };
    case SANDBOX_CARDS.insufficientFunds:
      return {
        kind: 'declined',
        code: 'insufficient_funds',
        message: 'Your card has insufficient funds.',
      };
    case SANDBOX_CARDS.authentication:
      return { kind: 'requires_action' };
    default:
      return { kind: 'succeeded' };
  }
}

export const AUTHENTICATION_FAILED = {
  code: 'payment_intent_authentication_failure',
  message:
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
} as const;
