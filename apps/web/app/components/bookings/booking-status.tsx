import type { BookingStatus } from '@rentspace/core/bookings/constants';
import { cx } from '~/components/ui/cx';

const LABELS: Record<BookingStatus, string> = {
  pending: 'Awaiting payment',
  requested: 'Awaiting host',
  confirmed: 'Confirmed',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

const STYLES: Record<BookingStatus, string> = {
  pending: 'bg-warning-50 text-warning-800',
  requested: 'bg-warning-50 text-warning-800',
  confirmed: 'bg-success-50 text-success-700',
  completed: 'bg-surface text-muted border border-line',
  cancelled: 'bg-danger-50 text-danger-700',
};

/** A booking's status as guests and hosts read it (a paid booking shows as confirmed). */
export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  return (
    <span
      className={cx('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold', STYLES[status])}
    >
      {LABELS[status]}
    </span>
  );
}
