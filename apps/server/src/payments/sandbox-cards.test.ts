import { describe, expect, it } from 'vitest';
import { SANDBOX_CARDS, cardOutcome, passesLuhn } from './sandbox-cards.ts';

const now = new Date('2030-06-15T00:00:00Z');
const card = (number: string, exp_month = 12, exp_year = 2034) => ({ number, exp_month, exp_year });

describe('sandbox test cards, as in Stripe test mode', () => {
  it('succeeds, declines, fails for funds and asks for authentication by number', () => {
    expect(cardOutcome(card(SANDBOX_CARDS.success), now)).toEqual({ kind: 'succeeded' });
    expect(cardOutcome(card(SANDBOX_CARDS.declined), now)).toEqual({
      kind: 'declined',
      code: 'card_declined',
      message: 'Your card was declined.',
    });
    expect(cardOutcome(card(SANDBOX_CARDS.insufficientFunds), now)).toEqual({
      kind: 'declined',
      code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    });
    expect(cardOutcome(card(SANDBOX_CARDS.authentication), now)).toEqual({
      kind: 'requires_action',
    });
  });

  it('refuses numbers that fail the checksum and expired cards', () => {
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(cardOutcome(card('4242424242424241'), now)).toMatchObject({ code: 'incorrect_number' });
    expect(cardOutcome(card(SANDBOX_CARDS.success, 5, 2030), now)).toMatchObject({
      code: 'expired_card',
    });
    expect(cardOutcome(card(SANDBOX_CARDS.success, 6, 30), now)).toEqual({ kind: 'succeeded' });
  });
});
