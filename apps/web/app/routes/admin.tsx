import { Suspense, useEffect, useRef } from 'react';
import { Link, redirect, useSearchParams } from 'react-router';
import type {
  AdminStats,
  MonthlyFeesResponse,
  RevenueSeriesResponse,
} from '@rentspace/core/admin/api';
import type { Route } from './+types/admin';
import { api, errorMessage } from '~/lib/api';
import { requireSession } from '~/lib/auth/require-session';
import type { OwnProfile } from '~/lib/auth/auth-context';
import { ErrorMessage, PageLoading, PageTitle } from '~/components/ui/states';
import { cx } from '~/components/ui/cx';
import type { ExchangeRates } from '@rentspace/core/admin/reporting';
import {
  BookingRefunds,
  ReportingTotal,
  FeesTable,
  InboxList,
  loadRevenueChart,
  RevenueChart,
  StatCards,
  TypeSuggestions,
  AuditLog,
  ReportQueue,
  AdminSearch,
  ClaimsQueue,
} from '~/features/admin';

export const meta = () => [
  { title: 'Platform Analytics | Rentspace' },
  { name: 'robots', content: 'noindex' },
];

type Result<T> = { ok: true; data: T } | { ok: false; message: string };

async function attempt<T>(load: () => Promise<T>, fallback: string): Promise<Result<T>> {
  try {
    return { ok: true, data: await load() };
  } catch (error) {
    return { ok: false, message: errorMessage(error, fallback) };
  }
}

/** Admins only: a non-admin, a signed-out visitor or a failed look-up goes to / (docs/product/admin-and-analytics.md#platform-analytics). */
export async function clientLoader() {
  await requireSession();
  const profile = await api<OwnProfile>('/rest/v1/profiles/me').catch(() => null);
  if (!profile?.is_admin) throw redirect('/');
  const [stats, fees, series, , rates] = await Promise.all([
    attempt(() => api<AdminStats>('/rest/v1/admin/stats'), 'Failed to fetch statistics'),
    attempt(
      () => api<MonthlyFeesResponse>('/rest/v1/admin/monthly-fees'),
      'Failed to fetch monthly statistics',
    ),
    attempt(
      () => api<RevenueSeriesResponse>('/rest/v1/admin/revenue-series'),
      'Failed to fetch monthly statistics',
    ),
    loadRevenueChart().catch(() => null), // fetched beside the data; the chart itself reports a failure
    attempt(
      () => api<ExchangeRates>('/rest/v1/admin/exchange-rates'),
      'Failed to fetch statistics',
    ),
  ]);
  return { stats, fees, series, rates };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageLoading title="Platform Analytics" />;
}

const TABS = [
  { id: 'overview', label: 'Overview' },
  { id: 'contact-messages', label: 'Contact messages' },
  { id: 'newsletter-subscribers', label: 'Newsletter' },
  { id: 'outbox', label: 'E-mail outbox' },
  { id: 'space-types', label: 'Space types' },
  { id: 'moderation', label: 'Moderation' },
  { id: 'claims', label: 'Claims' },
  { id: 'audit-log', label: 'Audit log' },
  { id: 'bookings', label: 'Bookings' },
] as const;

export default function AdminPage({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const tab = TABS.find((t) => t.id === params.get('tab'))?.id ?? 'overview';
  const { stats, fees, series, rates } = loaderData;
  // On a phone the tabs scroll sideways: the open one is brought into view.
  const current = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    current.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [tab]);
  return (
    <div className="container-page py-8">
      <PageTitle subtitle="Bookings, revenue, what people send us and the space types they suggest.">
        Platform Analytics
      </PageTitle>
      {/* A strip that scrolls sideways on a phone; from a tablet's width on, rows that wrap, so no
          tab is cut at the screen's edge. */}
      <nav
        aria-label="Admin sections"
        className="-mx-1 mb-8 flex gap-1 overflow-x-auto md:flex-wrap md:overflow-visible"
      >
        {TABS.map((t) => (
          <Link
            key={t.id}
            to={t.id === 'overview' ? '/admin' : `/admin?tab=${t.id}`}
            ref={t.id === tab ? current : undefined}
            aria-current={t.id === tab ? 'page' : undefined}
            className={cx(
              'inline-flex min-h-11 shrink-0 items-center rounded-full px-4 text-sm font-medium',
              t.id === tab ? 'bg-ink text-white' : 'text-muted hover:bg-surface hover:text-ink',
            )}
          >
            {t.label}
          </Link>
        ))}
      </nav>
      {tab === 'overview' ? (
        <div className="space-y-10">
          {stats.ok ? (
            <StatCards stats={stats.data} />
          ) : (
            <ErrorMessage>{stats.message}</ErrorMessage>
          )}
          <section>
            <h2 className="mb-4 text-xl font-semibold">
              All currencies in {rates.ok ? rates.data.reporting_currency : 'one currency'}
            </h2>
            {rates.ok ? (
              <ReportingTotal initial={rates.data} />
            ) : (
              <ErrorMessage>{rates.message}</ErrorMessage>
            )}
          </section>
          <section>
            <h2 className="mb-4 text-xl font-semibold">Revenue and fees</h2>
            {series.ok ? (
              <Suspense fallback={<div className="h-72 w-full" />}>
                <RevenueChart data={series.data} />
              </Suspense>
            ) : (
              <ErrorMessage>{series.message}</ErrorMessage>
            )}
          </section>
          <section>
            <h2 className="mb-4 text-xl font-semibold">Platform fees by month</h2>
            {fees.ok ? (
              <FeesTable rows={fees.data.data} />
            ) : (
              <ErrorMessage>{fees.message}</ErrorMessage>
            )}
          </section>
        </div>
      ) : tab === 'space-types' ? (
        <section aria-labelledby="admin-tab-heading">
          <TabHeading label="Space types" />
          <TypeSuggestions />
        </section>
      ) : tab === 'moderation' ? (
        <div className="space-y-12">
          <AdminSearch />
          <ReportQueue />
        </div>
      ) : tab === 'claims' ? (
        <ClaimsQueue />
      ) : tab === 'audit-log' ? (
        <AuditLog />
      ) : tab === 'bookings' ? (
        <BookingRefunds />
      ) : (
        <section aria-labelledby="admin-tab-heading">
          <TabHeading label={TABS.find((t) => t.id === tab)!.label} />
          <InboxList key={tab} kind={tab} />
        </section>
      )}
    </div>
  );
}

/** The heading of a tab whose list has none of its own: the tab's name, over the list's rows. */
function TabHeading({ label }: { label: string }) {
  return (
    <h2 id="admin-tab-heading" className="mb-4 text-xl font-semibold">
      {label}
    </h2>
  );
}
