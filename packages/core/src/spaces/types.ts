import type { Currency } from '../money/currencies.ts';
import type { RentalType, SpaceStatus } from '../listings/constants.ts';

/**
 * A space as cards and grids show it (docs/product/pages-and-messages.md#limits-shown-on-pages);
 * money in minor units.
 */
export interface SpaceSummary {
  id: string;
  user_id: string;
  title: string;
  location: string;
  country: string;
  type: string;
  rental_type: RentalType;
  images: string[];
  hourly_price: number;
  daily_price: number | null;
  weekly_price: number | null;
  monthly_price: number | null;
  currency: Currency;
  amenities: string[];
  capacity: number;
  rating: number;
  review_count: number;
  available: boolean;
  status: SpaceStatus;
  created_at: string;
}

export interface Page<T> {
  data: T[];
  next_cursor: string | null;
}
