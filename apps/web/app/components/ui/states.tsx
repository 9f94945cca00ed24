import type { ReactNode } from 'react';
import { cx } from './cx';

/** What to show when a list is empty: the product's words and what to do next (docs/product/pages-and-messages.md#empty-states). */
export function EmptyState({
  title,
  children,
  action,
  icon,
}: {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  icon?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-line px-6 py-12 text-center">
      {icon && <div className="mb-3 text-subtle">{icon}</div>}
      <h2 className="text-lg font-semibold text-ink">{title}</h2>
      {children && <div className="mt-1 max-w-md text-muted">{children}</div>}
      {action && <div className="mt-5">{action}</div>}
    </div>
  );
}

export function ErrorMessage({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <p
      role="alert"
      className={cx('rounded-xl bg-danger-50 px-4 py-3 text-sm text-danger-700', className)}
    >
      {children}
    </p>
  );
}

export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden className={cx('animate-pulse rounded-xl bg-line/70', className)} />;
}

/**
 * The shape a page's loading state takes: `cards` for a page that lists cards (listings,
 * bookings), `form` for a form, `panel` for a single box (a payment step), `none` for text alone.
 */
export type LoadingShape = 'cards' | 'form' | 'panel' | 'none';

function LoadingSkeleton({ shape }: { shape: LoadingShape }) {
  if (shape === 'none') return null;
  if (shape === 'panel') return <Skeleton className="mt-6 h-56 max-w-lg" />;
  if (shape === 'form')
    return (
      <div className="mt-6 max-w-3xl space-y-4">
        <Skeleton className="h-11" />
        <Skeleton className="h-28" />
        <Skeleton className="h-11 w-2/3" />
      </div>
    );
  return (
    <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <Skeleton className="h-48" />
      <Skeleton className="h-48" />
      <Skeleton className="hidden h-48 lg:block" />
    </div>
  );
}

/**
 * A page's loading state: its title, its loading text (docs/product/pages-and-messages.md#loading-texts)
 * and a skeleton of the page's own shape; only lists show card placeholders.
 */
export function PageLoading({
  title,
  text = 'Loading...',
  shape = 'cards',
}: {
  title: string;
  text?: string;
  shape?: LoadingShape;
}) {
  return (
    <div className="container-page py-8">
      <h1 className="text-2xl font-semibold sm:text-3xl">{title}</h1>
      <p className="mt-6 text-muted" role="status">
        {text}
      </p>
      <LoadingSkeleton shape={shape} />
    </div>
  );
}

export function PageTitle({ children, subtitle }: { children: ReactNode; subtitle?: ReactNode }) {
  return (
    <header className="mb-6">
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{children}</h1>
      {subtitle && <p className="mt-1 text-muted">{subtitle}</p>}
    </header>
  );
}
