import type { Currency } from '../money/currencies.ts';
import type { ProfileUpdateType } from './constants.ts';

/** A listing as the host profile dialog shows it. */
export interface HostSpace {
  id: string;
  title: string;
  location: string;
  images: string[];
  rating: number;
  review_count: number;
  hourly_price: number;
  currency: Currency;
}

/** GET /rest/v1/profiles/{id}: what anyone may see of a host. */
export interface PublicProfile {
  id: string;
  full_name: string | null;
  avatar_url: string | null;
  banner_url: string | null;
  bio: string | null;
  website: string | null;
  location: string | null;
  response_rate: number;
  response_time: string;
  instagram: string | null;
  twitter: string | null;
  facebook: string | null;
  linkedin: string | null;
  youtube: string | null;
  tiktok: string | null;
  created_at: string | null;
  stats: { total_listings: number; total_reviews: number; average_rating: number };
  listings: HostSpace[];
  links: { id: string; title: string; url: string; icon: string | null; display_order: number }[];
  updates: {
    id: string;
    title: string;
    content: string;
    type: ProfileUpdateType;
    is_pinned: boolean;
    created_at: string;
  }[];
}

/**
 * Mean of the listings' ratings (0 if none) and the sum of their review counts
 * (docs/product/profiles.md#public-profile).
 */
export function hostStats(listings: { rating: number; review_count: number }[]) {
  const rated = listings.filter((listing) => listing.rating > 0);
  const average =
    rated.length === 0 ? 0 : rated.reduce((sum, listing) => sum + listing.rating, 0) / rated.length;
  return {
    total_listings: listings.length,
    total_reviews: listings.reduce((sum, listing) => sum + listing.review_count, 0),
    average_rating: Math.round(average * 10) / 10,
  };
}
