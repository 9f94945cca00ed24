import type { SpaceStatus } from '../listings/constants.ts';

export type BadgeKind = 'unavailable' | 'rented' | 'maintenance' | 'available';

/**
 * The listing badge: unavailable first, then rented, maintenance, else available
 * (docs/product/listings.md#status-badge).
 */
export function spaceBadge(space: { available: boolean; status: SpaceStatus }): {
  kind: BadgeKind;
  label: string;
} {
  if (!space.available) return { kind: 'unavailable', label: 'Unavailable' };
  if (space.status === 'rented') return { kind: 'rented', label: 'Currently Rented' };
  if (space.status === 'maintenance') return { kind: 'maintenance', label: 'Under Maintenance' };
  return { kind: 'available', label: 'Available' };
}
