import { countOf } from '@rentspace/core/intl';
import type { SpaceDetail } from '@rentspace/core/bookings/api';
import { REFUND_RULES } from '@rentspace/core/bookings/refunds';

/** The policy in the cancellation page's words (docs/product/booking-lifecycle.md#refunds-by-policy). */
export function policySentence(policy: SpaceDetail['cancellation_policy']): string {
  const rule = REFUND_RULES[policy];
  const notice =
    rule.noticeHours % 24 === 0 && rule.noticeHours > 24
      ? countOf(rule.noticeHours / 24, 'day')
      : countOf(rule.noticeHours, 'hour');
  const share = rule.percentage === 100 ? 'a full refund' : `a ${rule.percentage}% refund`;
  const name = policy.charAt(0).toUpperCase() + policy.slice(1);
  return `${name}: ${share} when you cancel at least ${notice} before the start.`;
}
