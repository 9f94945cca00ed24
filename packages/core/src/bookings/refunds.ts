import type { CancellationPolicy } from '../listings/constants.ts';
import { percentageOf } from '../money/rounding.ts';

const HOUR_MS = 3_600_000;

/**
 * The policies as the cancellation page states them
 * (docs/product/booking-lifecycle.md#refunds-by-policy): flexible refunds in full at 24 h or more
 * before the start, moderate in full at 5 days or more, strict half at 7 days or more; later,
 * nothing.
 */
export const REFUND_RULES: Readonly<
  Record<CancellationPolicy, { noticeHours: number; percentage: number }>
> = {
  flexible: { noticeHours: 24, percentage: 100 },
  moderate: { noticeHours: 5 * 24, percentage: 100 },
  strict: { noticeHours: 7 * 24, percentage: 50 },
};

export interface Refund {
  /** Minor units, rounded half-up. */
  amount: number;
  percentage: number;
}

/** What a guest gets back of what they paid when cancelling at `cancelledAt`. */
export function refundFor(input: {
  policy: CancellationPolicy;
  paid: number;
  start: Date;
  cancelledAt: Date;
}): Refund {
  const rule = REFUND_RULES[input.policy];
  const noticeMs = input.start.getTime() - input.cancelledAt.getTime();
  const percentage = noticeMs >= rule.noticeHours * HOUR_MS ? rule.percentage : 0;
  return { amount: percentageOf(input.paid, percentage), percentage };
}
