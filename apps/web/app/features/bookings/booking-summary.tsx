import type { Currency } from '@rentspace/core/money/currencies';
import { formatMoney } from '@rentspace/core/money/currencies';
import type { DurationUnit } from '@rentspace/core/bookings/constants';
import { formatDuration } from '@rentspace/core/bookings/durations';
import { BOOKING_MESSAGES } from '@rentspace/core/bookings/messages';
import { formatRange, zoneName } from '~/lib/time-format';
import { DepositLine } from '~/components/deposits/deposit-line';

export interface SummaryFigures {
  unit: DurationUnit;
  duration: number;
  unitPrice: number;
  subtotal: number;
  platformFee: number;
  platformFeePercentage: number;
  total: number;
  currency: Currency;
}

interface BookingSummaryProps {
  figures: SummaryFigures;
  window?: { start: string; end: string } | null;
  /** The listing's zone: the booking's times are stated in it. */
  listingTimeZone: string;
  /** The viewer's chosen zone, shown as well when it differs. */
  viewerTimeZone?: string | null;
  /** The last line's label: 'Total' before paying, 'Total paid' after. */
  totalLabel?: string;
  /** The listing's security deposit in minor units, held apart from the total; null for none. */
  deposit?: number | null;
}

/**
 * Subtotal, the 10% platform fee, the total and any security deposit, in the listing's currency
 * (docs/product/pages-and-messages.md#booking-summary).
 */
export function BookingSummary({
  figures,
  window,
  listingTimeZone,
  viewerTimeZone,
  totalLabel = 'Total',
  deposit = null,
}: BookingSummaryProps) {
  const money = (minor: number) => formatMoney(minor, figures.currency);
  return (
    <section aria-label="Booking summary" className="rounded-2xl bg-surface p-4 text-sm">
      {window && (
        <div className="mb-3 space-y-0.5 border-b border-line pb-3">
          <p className="font-medium text-ink">
            {formatRange(window.start, window.end, listingTimeZone)}
          </p>
          <p className="text-muted">{zoneName(listingTimeZone)} (the listing's time)</p>
          {viewerTimeZone && viewerTimeZone !== listingTimeZone && (
            <p className="text-muted">
              In {zoneName(viewerTimeZone)}: {formatRange(window.start, window.end, viewerTimeZone)}
            </p>
          )}
        </div>
      )}
      {figures.total === 0 ? (
        <p className="text-base font-semibold">{BOOKING_MESSAGES.contactForPricing}</p>
      ) : (
        <dl className="tabular space-y-2">
          <div className="flex justify-between gap-4">
            <dt className="text-muted">
              {money(figures.unitPrice)} × {formatDuration(figures.duration, figures.unit)}
            </dt>
            <dd>{money(figures.subtotal)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-muted">Platform fee ({figures.platformFeePercentage}%)</dt>
            <dd>{money(figures.platformFee)}</dd>
          </div>
          <div className="flex justify-between gap-4 border-t border-line pt-2 text-base font-semibold">
            <dt>{totalLabel}</dt>
            <dd>{money(figures.total)}</dd>
          </div>
          {deposit !== null && <DepositLine amount={deposit} currency={figures.currency} />}
        </dl>
      )}
    </section>
  );
}
