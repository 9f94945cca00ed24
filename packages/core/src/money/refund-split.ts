import { hostPayout, keptPayout } from './fees.ts';
import { roundHalfUp } from './rounding.ts';

/** A paid booking's amounts in minor units, and how much of its total was refunded so far. */
export interface PaidAmounts {
  subtotal: number;
  platformFee: number;
  total: number;
  refunded: number;
}

/**
 * What a booking still yields after `refunded` of its total went back to the guest: every part in
 * proportion to the part of the total kept, each rounded half-up to the minor unit
 * (docs/product/money.md#refunds-by-admins). Computed from the refunded total each time, so that
 * several partial refunds round as one refund of their sum.
 */
export function keptAmounts({ subtotal, platformFee, total, refunded }: PaidAmounts) {
  const kept = Math.max(0, total - refunded);
  const share = (part: number) =>
    total <= 0 ? 0 : roundHalfUp(BigInt(part) * BigInt(kept), total);
  return {
    /** What the guest paid and keeps paid. */
    revenue: kept,
    subtotal: share(subtotal),
    platformFee: share(platformFee),
    hostPayout: refunded <= 0 ? hostPayout(subtotal) : keptPayout(subtotal, total, refunded),
  };
}

/**
 * How one refund of `amount`, after `refunded` already, splits between the host and the platform:
 * the host gives back the drop in their payout, the platform the rest (the drop in its fee and in
 * its commission). The two parts always add up to the refund.
 */
export function refundSplit(paid: PaidAmounts, amount: number) {
  const before = keptAmounts(paid);
  const after = keptAmounts({ ...paid, refunded: paid.refunded + amount });
  const host = before.hostPayout - after.hostPayout;
  return {
    host,
    platform: amount - host,
    platformFee: before.platformFee - after.platformFee,
    before,
    after,
  };
}
