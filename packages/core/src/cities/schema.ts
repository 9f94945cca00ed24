import '../zod-config.ts';
import { z } from 'zod';
import { CurrencySchema } from '../money/currency-schema.ts';
import { REGION_NAMES } from '../discovery/regions.ts';

/*
 * The shape of a city's content, as GET /rest/v1/cities/{slug} answers it. The types in ./types.ts
 * are inferred from these schemas with type-only imports, so the pages that read the content
 * (./content.ts) do not load zod.
 */

export const CityFeatureSchema = z.strictObject({ title: z.string(), description: z.string() });

export const CityAreaSchema = z.strictObject({
  name: z.string(),
  description: z.string(),
  image: z.string(),
});

/** How a city page picks its listings from their `location` text (case-insensitive). */
export const CityMatchSchema = z.strictObject({
  mode: z.enum(['exact', 'contains']),
  terms: z.array(z.string()),
});

/** The home page region whose filter matches the country, 'Other' when none does. */
export const CityRegionSchema = z.enum([...REGION_NAMES, 'Other']);

/** Everything a city or location page shows that is not computed from listings. */
export const CityCopySchema = z.strictObject({
  slug: z.string(),
  name: z.string(),
  country: z.string(),
  state: z.string().optional(),
  region: CityRegionSchema,
  timeZone: z.string(),
  /** The currency listings in this city are usually priced in. */
  currency: CurrencySchema,
  title: z.string(),
  seoTitle: z.string(),
  metaDescription: z.string(),
  metaKeywords: z.string(),
  heroImage: z.string(),
  description: z.string(),
  features: z.array(CityFeatureSchema),
  popularAreas: z.array(CityAreaSchema),
  emptyMessage: z.string(),
  match: CityMatchSchema,
});
