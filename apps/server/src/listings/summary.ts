import { spaces } from '@rentspace/db';
import type { SpaceSummary } from '@rentspace/core/spaces/types';

/** The columns a card needs; never the street address or owner-only fields. */
export const summaryColumns = {
  id: spaces.id,
  user_id: spaces.user_id,
  title: spaces.title,
  location: spaces.location,
  country: spaces.country,
  type: spaces.type,
  rental_type: spaces.rental_type,
  images: spaces.images,
  hourly_price: spaces.hourly_price,
  daily_price: spaces.daily_price,
  weekly_price: spaces.weekly_price,
  monthly_price: spaces.monthly_price,
  currency: spaces.currency,
  amenities: spaces.amenities,
  capacity: spaces.capacity,
  rating: spaces.rating,
  review_count: spaces.review_count,
  available: spaces.available,
  status: spaces.status,
  created_at: spaces.created_at,
};

type SummaryRow = Omit<SpaceSummary, 'created_at'> & { created_at: Date };

export function toSummary(row: SummaryRow): SpaceSummary {
  return { ...row, created_at: row.created_at.toISOString() };
}
