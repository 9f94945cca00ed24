import type { z } from 'zod';
import { regionOf } from '../discovery/regions.ts';
import type { Currency } from '../money/currencies.ts';
import { publicUrl } from '../media.ts';
// Types only: the pages that read a city's content do not load zod.
import type {
  CityAreaSchema,
  CityCopySchema,
  CityFeatureSchema,
  CityMatchSchema,
  CityRegionSchema,
} from './schema.ts';

export type CityRegion = z.infer<typeof CityRegionSchema>;
export type CityFeature = z.infer<typeof CityFeatureSchema>;
export type CityArea = z.infer<typeof CityAreaSchema>;
/** How a city page picks its listings from their `location` text (case-insensitive). */
export type CityMatch = z.infer<typeof CityMatchSchema>;
/** Everything a city or location page shows that is not computed from listings. */
export type CityCopy = z.infer<typeof CityCopySchema>;

/** The city routes of the route table (docs/product/search-and-cities.md#city-matching): exact location match. */
export const CITY_PAGE_SLUGS = [
  'new-york',
  'los-angeles',
  'chicago',
  'houston',
  'phoenix',
  'philadelphia',
  'san-antonio',
  'san-diego',
  'dallas',
  'san-jose',
  'riverview',
] as const;

/** The known location-page slugs (docs/product/search-and-cities.md#city-matching): location contains the name. */
export const LOCATION_SLUGS = [
  'tokyo',
  'new-york',
  'london',
  'paris',
  'shanghai',
  'dubai',
  'singapore',
  'los-angeles',
  'berlin',
  'sydney',
  'hong-kong',
  'seoul',
  'toronto',
  'melbourne',
  'amsterdam',
  'mumbai',
  'barcelona',
  'mexico-city',
  'sao-paulo',
  'bangkok',
] as const;

/** Lowercase ASCII words joined by hyphens ('São Paulo' -> 'sao-paulo'). */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Storage path (bucket 'spaces') of a city's hero picture. */
export function cityHeroPath(slug: string): string {
  return `cities/${slug}/hero.webp`;
}

/** Storage path (bucket 'spaces') of a popular area's card picture. */
export function cityAreaPath(slug: string, areaName: string): string {
  return `cities/${slug}/${slugify(areaName)}.webp`;
}

export interface CityInput {
  slug: string;
  name: string;
  country: string;
  state?: string;
  timeZone: string;
  currency: Currency;
  title?: string;
  seoTitle?: string;
  metaDescription: string;
  metaKeywords: string;
  description: string;
  features: [title: string, description: string][];
  areas: [name: string, description: string][];
  emptyMessage?: string;
  match?: CityMatch;
}

/** Builds a city's copy, filling in what follows from docs/product/search-and-cities.md#city-pages and the storage layout. */
export function defineCity(input: CityInput): CityCopy {
  const isCityPage = (CITY_PAGE_SLUGS as readonly string[]).includes(input.slug);
  const title = input.title ?? `Rent Spaces in ${input.name}`;
  return {
    slug: input.slug,
    name: input.name,
    country: input.country,
    ...(input.state ? { state: input.state } : {}),
    region: regionOf(input.country) ?? 'Other',
    timeZone: input.timeZone,
    currency: input.currency,
    title,
    seoTitle: input.seoTitle ?? `${title} by the Hour | Rentspace`,
    metaDescription: input.metaDescription,
    metaKeywords: input.metaKeywords,
    heroImage: publicUrl('spaces', cityHeroPath(input.slug)),
    description: input.description,
    features: input.features.map(([featureTitle, description]) => ({
      title: featureTitle,
      description,
    })),
    popularAreas: input.areas.map(([name, description]) => ({
      name,
      description,
      image: publicUrl('spaces', cityAreaPath(input.slug, name)),
    })),
    emptyMessage: input.emptyMessage ?? `No spaces currently available in ${input.name}.`,
    match: input.match ?? { mode: isCityPage ? 'exact' : 'contains', terms: [input.name] },
  };
}
