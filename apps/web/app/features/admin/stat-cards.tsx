import { formatCount, formatPrice } from '@rentspace/core/money/currencies';
import type { AdminStats } from '@rentspace/core/admin/api';

function Card({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="rounded-2xl border border-line bg-white p-5">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="tabular mt-2 text-2xl font-semibold">{children}</dd>
    </div>
  );
}

/** The headline figures. Revenue is listed per currency: different currencies are never added. */
export function StatCards({ stats }: { stats: AdminStats }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <Card label="Total revenue">
        {stats.revenue.length === 0 ? (
          formatPrice(0, 'USD')
        ) : (
          <ul className="space-y-1">
            {stats.revenue.map((row) => (
              <li key={row.currency}>{formatPrice(row.total, row.currency)}</li>
            ))}
          </ul>
        )}
        <RevenueGrowth stats={stats} />
      </Card>
      <Card label="Active listings">{formatCount(stats.active_listings)}</Card>
      <Card label="Average rating">{stats.average_rating.toFixed(1)}</Card>
      <Card label="Users">{formatCount(stats.users)}</Card>
      <Card label="Bookings">{formatCount(stats.bookings)}</Card>
    </dl>
  );
}

function RevenueGrowth({ stats }: { stats: AdminStats }) {
  if (stats.revenue_growth.length === 0) return null;
  return (
    <ul className="mt-2 space-y-0.5 text-sm font-normal">
      {stats.revenue_growth.map((growth) => (
        <li
          key={growth.currency}
          className={
            growth.percent === null
              ? 'text-muted'
              : growth.percent >= 0
                ? 'text-success-700'
                : 'text-danger-700'
          }
        >
          {growth.currency}:{' '}
          {growth.percent === null
            ? 'new this month'
            : `${growth.percent >= 0 ? '+' : ''}${growth.percent.toFixed(1)}% vs last month`}
        </li>
      ))}
    </ul>
  );
}
