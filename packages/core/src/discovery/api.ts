/**
 * The discovery API contract: GET /rest/v1/spaces answers a SpacePage (../spaces/types.ts), and
 * GET /rest/v1/cities/{slug} a city's content with its figures and first listings.
 */
import '../zod-config.ts';
import { z } from 'zod';
import { CurrencySchema } from '../money/currency-schema.ts';
import { MinorUnitsSchema } from '../response-schemas.ts';
import { SpacePageSchema } from '../spaces/types.ts';
import { CityCopySchema } from '../cities/schema.ts';

/**
 * A city page's four figures, computed from the listings guests can book there (docs/product/search-and-cities.md#city-figures). Money in minor units of `currency`: the city's usual currency, or the one most of its
 * listings use when none is priced in it; the average rate covers listings in that currency only.
 */
export const CityStatsSchema = z
  .strictObject({
    available_spaces: z.int(),
    average_hourly_rate: MinorUnitsSchema,
    currency: CurrencySchema,
    /** How many listings the average rate is over (those priced in `currency`). */
    priced_spaces: z.int(),
    /** Paid bookings (confirmed or completed) of those listings made in the last 30 days. */
    monthly_bookings: z.int(),
    /** Mean rating of those listings that have one, 0 when none has. */
    average_rating: z.number(),
    rated_spaces: z.int(),
  })
  .meta({ id: 'CityStats' });
export type CityStats = z.infer<typeof CityStatsSchema>;

/** What a city page computes from its listings. */
export const CityPageDataSchema = z.strictObject({
  stats: CityStatsSchema,
  spaces: SpacePageSchema,
});
export type CityPageData = z.infer<typeof CityPageDataSchema>;

/** GET /rest/v1/cities/{slug}: the city's content, its figures and its first listings. */
export const CityPageSchema = CityCopySchema.extend(CityPageDataSchema.shape).meta({
  id: 'CityPage',
});
export type CityPage = z.infer<typeof CityPageSchema>;
