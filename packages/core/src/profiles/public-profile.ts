import '../zod-config.ts';
import { z } from 'zod';
import { CurrencySchema } from '../money/currency-schema.ts';
import { IdSchema, MinorUnitsSchema, TimeSchema } from '../response-schemas.ts';
import { ProfileLinkSchema, ProfileUpdateSchema } from './api.ts';

/** A listing as the host profile dialog shows it. */
export const HostSpaceSchema = z
  .strictObject({
    id: IdSchema,
    title: z.string(),
    location: z.string(),
    images: z.array(z.string()),
    rating: z.number(),
    review_count: z.int(),
    hourly_price: MinorUnitsSchema,
    currency: CurrencySchema,
  })
  .meta({ id: 'HostSpace' });
export type HostSpace = z.infer<typeof HostSpaceSchema>;

/** GET /rest/v1/profiles/{id}: what anyone may see of a host. */
export const PublicProfileSchema = z
  .strictObject({
    id: IdSchema,
    full_name: z.string().nullable(),
    avatar_url: z.string().nullable(),
    banner_url: z.string().nullable(),
    bio: z.string().nullable(),
    website: z.string().nullable(),
    location: z.string().nullable(),
    response_rate: z.number(),
    response_time: z.string(),
    instagram: z.string().nullable(),
    twitter: z.string().nullable(),
    facebook: z.string().nullable(),
    linkedin: z.string().nullable(),
    youtube: z.string().nullable(),
    tiktok: z.string().nullable(),
    created_at: TimeSchema.nullable(),
    stats: z.strictObject({
      total_listings: z.int(),
      total_reviews: z.int(),
      average_rating: z.number(),
    }),
    listings: z.array(HostSpaceSchema),
    links: z.array(ProfileLinkSchema),
    updates: z.array(ProfileUpdateSchema),
  })
  .meta({ id: 'PublicProfile' });
export type PublicProfile = z.infer<typeof PublicProfileSchema>;

/** Mean of the listings' ratings (0 if none) and the sum of their review counts (docs/product/profiles.md#public-profile). */
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
