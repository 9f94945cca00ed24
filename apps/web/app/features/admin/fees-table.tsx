import { formatMoney } from '@rentspace/core/money/currencies';
import type { MonthlyFeesResponse } from '@rentspace/core/admin/api';

const monthLabel = (month: string) =>
  new Date(`${month}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** The monthly platform-fees table: month, total fees, total bookings, currency; newest first. */
export function FeesTable({ rows }: { rows: MonthlyFeesResponse['data'] }) {
  if (rows.length === 0)
    return <p className="text-muted">No paid bookings in the last 12 months.</p>;
  return (
    <div className="overflow-x-auto rounded-2xl border border-line">
      <table className="w-full min-w-[32rem] text-left text-sm">
        <caption className="sr-only">Platform fees per month</caption>
        <thead className="bg-surface text-muted">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">
              Month
            </th>
            <th scope="col" className="px-4 py-3 text-right font-medium">
              Total fees
            </th>
            <th scope="col" className="px-4 py-3 text-right font-medium">
              Total bookings
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Currency
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.month}-${row.currency}`} className="border-t border-line">
              <td className="px-4 py-3">{monthLabel(row.month)}</td>
              <td className="tabular px-4 py-3 text-right">
                {formatMoney(row.total_fees, row.currency)}
              </td>
              <td className="tabular px-4 py-3 text-right">{row.total_bookings}</td>
              <td className="px-4 py-3">{row.currency}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
