import { useState } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatPrice, fromMinor, toMinor } from '@rentspace/core/money/currencies';
import type { RevenueSeriesResponse } from '@rentspace/core/admin/api';
import { cx } from '~/components/ui/cx';

const shortMonth = (month: string) =>
  new Date(`${month}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    year: '2-digit',
    timeZone: 'UTC',
  });

/** Revenue and platform fees per month, one currency at a time. */
export function RevenueChart({ data }: { data: RevenueSeriesResponse }) {
  const [selected, setSelected] = useState(data.series[0]?.currency);
  const series = data.series.find((s) => s.currency === selected) ?? data.series[0];
  if (!series) return <p className="text-muted">No revenue in the last 12 months.</p>;
  const points = series.points.map((point) => ({
    month: shortMonth(point.month),
    Revenue: fromMinor(point.revenue, series.currency),
    Fees: fromMinor(point.fees, series.currency),
  }));
  const money = (value: number) => formatPrice(toMinor(value, series.currency), series.currency);
  return (
    <figure>
      {data.series.length > 1 && (
        <div className="mb-4 flex flex-wrap gap-2" role="group" aria-label="Currency">
          {data.series.map((s) => (
            <button
              key={s.currency}
              type="button"
              aria-pressed={s.currency === series.currency}
              onClick={() => setSelected(s.currency)}
              className={cx(
                'min-h-11 rounded-full border px-4 text-sm font-medium',
                s.currency === series.currency
                  ? 'border-brand-600 bg-brand-600 text-white'
                  : 'border-line bg-white text-ink hover:bg-surface',
              )}
            >
              {s.currency}
            </button>
          ))}
        </div>
      )}
      <div
        className="h-72 w-full"
        role="img"
        aria-label={`Revenue and fees per month in ${series.currency}`}
      >
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e7e5e4" />
            <XAxis dataKey="month" tickLine={false} axisLine={false} fontSize={12} />
            <YAxis
              tickFormatter={money}
              tickLine={false}
              axisLine={false}
              fontSize={12}
              width={72}
            />
            <Tooltip formatter={(value) => money(Number(value))} />
            <Legend />
            <Bar dataKey="Revenue" fill="#0f7267" radius={[6, 6, 0, 0]} />
            <Bar dataKey="Fees" fill="#aee4db" radius={[6, 6, 0, 0]} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="mt-2 text-sm text-muted">
        Paid bookings by month of booking, in {series.currency}.
      </figcaption>
    </figure>
  );
}
