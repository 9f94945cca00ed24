/**
 * The home page's region buttons, in the order they are shown
 * (docs/product/search-and-cities.md#home-sections).
 */
export const REGION_NAMES = ['Asia Pacific', 'Europe', 'Middle East', 'Americas'] as const;
export type Region = (typeof REGION_NAMES)[number];

/** Which countries each region filter matches (docs/product/search-and-cities.md#regions). */
export const REGIONS: Readonly<Record<Region, readonly string[]>> = {
  'Asia Pacific': ['Japan', 'Indonesia', 'Australia'],
  Europe: ['United Kingdom', 'France', 'Greece'],
  'Middle East': ['United Arab Emirates'],
  Americas: ['United States', 'Canada'],
};

/** The countries a region filter matches. */
export function countriesOf(region: Region): readonly string[] {
  return REGIONS[region];
}

/** The region whose filter matches a country (case-insensitive), or undefined when none does. */
export function regionOf(country: string): Region | undefined {
  const wanted = country.trim().toLowerCase();
  return REGION_NAMES.find((region) =>
    REGIONS[region].some((name) => name.toLowerCase() === wanted),
  );
}

/** True when a listing's country belongs to the region (the home page's region filter). */
export function isInRegion(country: string, region: Region): boolean {
  return regionOf(country) === region;
}
