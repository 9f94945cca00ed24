import { formatMoney, type Currency } from '@rentspace/core/money/currencies';
import { DEPOSIT_TIMING, HELD_NOT_CHARGED } from './deposit-terms';

/** The "Security deposit" line under a booking's total, before booking: held, not charged. */
export function DepositLine({ amount, currency }: { amount: number; currency: Currency }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 border-t border-line pt-2">
      <dt className="font-medium">Security deposit</dt>
      <dd>
        {formatMoney(amount, currency)} <span className="text-muted">{HELD_NOT_CHARGED}</span>
      </dd>
      <dd className="basis-full text-xs text-muted">{DEPOSIT_TIMING}</dd>
    </div>
  );
}
