import { describe, expect, it } from 'vitest';
import {
  AvailabilityQuerySchema,
  CreatePaymentIntentSchema,
  SandboxConfirmSchema,
  StripeAccountSchema,
} from './schemas.ts';

const valid = {
  spaceId: '6f1c2b8e-3f5a-4b7c-9d2e-1a2b3c4d5e6f',
  startTime: '2030-01-01T10:00:00.000Z',
  endTime: '2030-01-01T12:00:00.000Z',
  duration: 2,
  amount: 5500,
  currency: 'USD',
};

describe('request schemas', () => {
  it('defaults the duration unit to hour', () => {
    expect(CreatePaymentIntentSchema.parse(valid).durationUnit).toBe('hour');
  });

  it("answers a missing time with 'Please select a date and time'", () => {
    const result = CreatePaymentIntentSchema.safeParse({
      ...valid,
      startTime: undefined,
      endTime: '',
    });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(messages).toContainEqual(['startTime', 'Please select a date and time']);
    expect(messages).toContainEqual(['endTime', 'Please select a date and time']);
  });

  it('refuses fractional or negative amounts and unknown currencies', () => {
    expect(CreatePaymentIntentSchema.safeParse({ ...valid, amount: 10.5 }).success).toBe(false);
    // JSON's own types only: nothing coerced into a number.
    for (const wrong of [
      { duration: true },
      { duration: '1' },
      { amount: [3960] },
      { amount: '3960' },
      { amount: null },
    ]) {
      expect(
        CreatePaymentIntentSchema.safeParse({ ...valid, ...wrong }).success,
        JSON.stringify(wrong),
      ).toBe(false);
    }
    expect(CreatePaymentIntentSchema.safeParse({ ...valid, amount: -1 }).success).toBe(false);
    expect(CreatePaymentIntentSchema.safeParse({ ...valid, currency: 'BTC' }).success).toBe(false);
    expect(CreatePaymentIntentSchema.safeParse({ ...valid, durationUnit: 'year' }).success).toBe(
      false,
    );
  });

  it('accepts card numbers with spaces', () => {
    const parsed = SandboxConfirmSchema.parse({
      clientSecret: 'pi_1_secret_2',
      card: { number: '4242 4242 4242 4242', exp_month: '12', exp_year: '34', cvc: '123' },
    });
    expect(parsed.card).toEqual({
      number: '4242424242424242',
      exp_month: 12,
      exp_year: 34,
      cvc: '123',
    });
    expect(
      SandboxConfirmSchema.safeParse({
        clientSecret: 'x',
        card: { number: '4242', exp_month: 12, exp_year: 34, cvc: '1' },
      }).success,
    ).toBe(false);
  });

  it('takes create or check for the payout account', () => {
    expect(StripeAccountSchema.parse({ action: 'create' })).toEqual({ action: 'create' });
    expect(StripeAccountSchema.parse({ action: 'check', accountId: 'acct_1' })).toEqual({
      action: 'check',
      accountId: 'acct_1',
    });
    expect(StripeAccountSchema.safeParse({ action: 'check' }).success).toBe(false);
    expect(StripeAccountSchema.safeParse({ action: 'delete' }).success).toBe(false);
  });

  it('bounds the availability range', () => {
    expect(
      AvailabilityQuerySchema.safeParse({
        from: '2030-01-01T00:00:00Z',
        to: '2030-01-08T00:00:00Z',
      }).success,
    ).toBe(true);
    expect(
      AvailabilityQuerySchema.safeParse({
        from: '2030-01-08T00:00:00Z',
        to: '2030-01-01T00:00:00Z',
      }).success,
    ).toBe(false);
    expect(
      AvailabilityQuerySchema.safeParse({
        from: '2030-01-01T00:00:00Z',
        to: '2030-06-01T00:00:00Z',
      }).success,
    ).toBe(false);
  });
});
