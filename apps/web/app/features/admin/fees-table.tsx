import { formatMoney } from '@rentspace/core/money/currencies';
import type { MonthlyFeesResponse } from '@rentspace/core/admin/api';
import { feesByMonth } from '@rentspace/core/admin/stats';

const monthLabel = (month: string) =>
  new Date(`${month}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/**
 * The monthly platform-fees table: one row per month, newest first, with one column of fees per
 * currency (never added together) and the month's paid bookings.
 */
export function FeesTable({ rows }: { rows: MonthlyFeesResponse['data'] }) {
  if (rows.length === 0)
    return <p className="text-muted">No paid bookings in the last 12 months.</p>;
  const { currencies, months } = feesByMonth(rows);
  return (
    // It scrolls sideways on a phone: a region the keyboard can focus and scroll with the arrows.
    <div
      role="region"
      aria-label="Platform fees per month"
      tabIndex={0}
      className="relative overflow-x-auto rounded-2xl border border-line outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
    >
      <table className="w-full min-w-[32rem] text-left text-sm">
        <caption className="sr-only">Platform fees per month</caption>
        <thead className="bg-surface text-muted">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">
              Month
            </th>
            {currencies.map((currency) => (
              <th key={currency} scope="col" className="px-4 py-3 text-right font-medium">
                Fees in {currency}
              </th>
            ))}
            <th scope="col" className="px-4 py-3 text-right font-medium">
              Total bookings
            </th>
          </tr>
        </thead>
        <tbody>
          {months.map((row) => (
            <tr key={row.month} className="border-t border-line">
              <th scope="row" className="px-4 py-3 font-normal">
                {monthLabel(row.month)}
              </th>
              {currencies.map((currency) => {
                const fees = row.fees[currency];
                return (
                  <td key={currency} className="tabular px-4 py-3 text-right">
                    {fees === undefined ? (
                      <>
                        <span className="text-muted" aria-hidden>
                          –
                        </span>
                        <span className="sr-only">none</span>
                      </>
                    ) : (
                      formatMoney(fees, currency)
                    )}
                  </td>
                );
              })}
              <td className="tabular px-4 py-3 text-right">{row.bookings}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
