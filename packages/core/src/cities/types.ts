import type { Region } from '../discovery/regions.ts';
import { regionOf } from '../discovery/regions.ts';
import type { Currency } from '../money/currencies.ts';
import { publicUrl } from '../media.ts';

export type CityRegion = Region | 'Other';

export interface CityFeature {
  title: string;
  description: string;
}

export interface CityArea {
  name: string;
  description: string;
  image: string;
}

/** How a city page picks its listings from their `location` text (case-insensitive). */
export interface CityMatch {
  mode: 'exact' | 'contains';
  terms: string[];
}

/** Everything a city or location page shows that is not computed from listings. */
export interface CityCopy {
  slug: string;
  name: string;
  country: string;
  state?: string;
  /** The home page region whose filter matches the country, 'Other' when none does. */
  region: CityRegion;
  timeZone: string;
  /** The currency listings in this city are usually priced in. */
  currency: Currency;
  title: string;
  seoTitle: string;
  metaDescription: string;
  metaKeywords: string;
  heroImage: string;
  description: string;
  features: CityFeature[];
  popularAreas: CityArea[];
  emptyMessage: string;
  match: CityMatch;
}

/**
 * The city routes of the route table: exact location match
 * (docs/product/search-and-cities.md#city-matching).
 */
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

/**
 * The known location-page slugs: location contains the name
 * (docs/product/search-and-cities.md#city-matching).
 */
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

/**
 * Builds a city's copy, filling in what follows from the city page rules
 * (docs/product/search-and-cities.md#city-pages) and the storage layout.
 */
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
