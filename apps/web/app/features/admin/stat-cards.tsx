import { formatCount, formatPrice } from '@rentspace/core/money/currencies';
import type { AdminStats, Growth as RevenueGrowth } from '@rentspace/core/admin/api';
import { cx } from '~/components/ui/cx';

function Card({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="rounded-2xl border border-line bg-white p-5">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="tabular mt-2 text-2xl font-semibold">{children}</dd>
    </div>
  );
}

/**
 * The headline figures. Revenue is listed per currency (different currencies are never added), a
 * row of its own above the four others, each currency with its change since last month: a
 * platform in nine currencies made one card five times the others' height.
 */
export function StatCards({ stats }: { stats: AdminStats }) {
  const growthOf = new Map(stats.revenue_growth.map((growth) => [growth.currency, growth]));
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <div className="rounded-2xl border border-line bg-white p-5 sm:col-span-2 lg:col-span-4">
        <dt className="text-sm text-muted">Total revenue</dt>
        <dd className="mt-2">
          {stats.revenue.length === 0 ? (
            <span className="tabular text-2xl font-semibold">{formatPrice(0, 'USD')}</span>
          ) : (
            <ul className="grid grid-cols-[repeat(auto-fill,minmax(12rem,1fr))] gap-x-6 gap-y-3">
              {stats.revenue.map((row) => (
                <li key={row.currency}>
                  <span className="tabular block text-2xl font-semibold whitespace-nowrap">
                    {formatPrice(row.total, row.currency)}
                  </span>
                  <Growth growth={growthOf.get(row.currency)} />
                </li>
              ))}
            </ul>
          )}
        </dd>
      </div>
      <Card label="Active listings">{formatCount(stats.active_listings)}</Card>
      <Card label="Average rating">{stats.average_rating.toFixed(1)}</Card>
      <Card label="Users">{formatCount(stats.users)}</Card>
      <Card label="Bookings">{formatCount(stats.bookings)}</Card>
    </dl>
  );
}

function Growth({ growth }: { growth: RevenueGrowth | undefined }) {
  if (!growth) return null;
  const { percent } = growth;
  if (percent === null) return <span className="block text-sm text-muted">new this month</span>;
  return (
    <span className={cx('block text-sm', percent >= 0 ? 'text-success-700' : 'text-danger-700')}>
      {`${percent >= 0 ? '+' : ''}${percent.toFixed(1)}% vs last month`}
    </span>
  );
}
