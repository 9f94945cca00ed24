import type { SpaceStatus } from '../listings/constants.ts';

/** Why a listing takes no bookings now: paused by its host, under maintenance, or a draft. */
export type NotBookableReason = 'paused' | 'maintenance' | 'unpublished';

/**
 * Why a listing cannot be booked, or null when it can: it must be available, published and not
 * under maintenance (docs/product/booking-lifecycle.md#who-may-book). The server refuses a
 * hold for the same reasons; the listing page says them before anything is filled in.
 */
export function whyNotBookable(space: {
  available: boolean;
  is_published: boolean;
  status: SpaceStatus;
}): NotBookableReason | null {
  if (!space.available) return 'paused';
  if (space.status === 'maintenance') return 'maintenance';
  if (!space.is_published) return 'unpublished';
  return null;
}

/** What the booking panel says at its top when a listing takes no bookings. */
export const NOT_BOOKABLE_MESSAGES = {
  title: 'This listing is not taking bookings right now.',
  paused: 'The host has paused bookings. Check back later, or explore similar spaces.',
  maintenance: 'It is under maintenance. Check back later, or explore similar spaces.',
  unpublished: 'It is not published yet.',
  own: 'This is your listing. Guests book it here.',
} as const;
