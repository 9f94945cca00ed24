import { spaceBadge, type BadgeKind } from '@rentspace/core/spaces/badge';
import type { SpaceStatus } from '@rentspace/core/listings/constants';
import { cx } from './cx';

const styles: Record<BadgeKind, string> = {
  available: 'bg-success-50 text-success-700',
  unavailable: 'bg-danger-50 text-danger-700',
  rented: 'bg-brand-50 text-brand-800',
  maintenance: 'bg-warning-50 text-warning-800',
};

export function SpaceBadge({
  space,
  className,
}: {
  space: { available: boolean; status: SpaceStatus };
  className?: string;
}) {
  const badge = spaceBadge(space);
  return (
    <span
      className={cx(
        'inline-flex items-center rounded-full px-2.5 py-1 text-xs font-semibold',
        styles[badge.kind],
        className,
      )}
    >
      {badge.label}
    </span>
  );
}
