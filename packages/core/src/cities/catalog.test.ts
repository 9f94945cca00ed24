import { describe, expect, it } from 'vitest';
import { CITIES, findCity, matchesCity } from './catalog.ts';
import { countriesOf, REGION_NAMES, regionOf } from '../discovery/regions.ts';
import { CURRENCIES } from '../money/currencies.ts';

// Written out from docs/product/search-and-cities.md#city-pages, so a change to the exported lists
// cannot hide a gap.
const ROUTE_TABLE_CITIES = [
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
];
const LOCATION_PAGE_CITIES = [
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
];

function city(slug: string) {
  const found = findCity(slug);
  if (!found) throw new Error(`no city ${slug}`);
  return found;
}

describe('the city catalog and its copy', () => {
  it('resolves every slug of the route table and of the location pages, and nothing else', () => {
    const union = new Set([...ROUTE_TABLE_CITIES, ...LOCATION_PAGE_CITIES]);
    for (const slug of union) expect(findCity(slug)?.slug).toBe(slug);
    expect(CITIES.map((c) => c.slug).sort()).toEqual([...union].sort());
    expect(findCity('New-York')?.name).toBe('New York');
    expect(findCity('atlantis')).toBeUndefined();
  });

  it('city pages match the location exactly, ignoring case', () => {
    const newYork = city('new-york');
    expect(matchesCity(newYork, 'New York')).toBe(true);
    expect(matchesCity(newYork, 'new york ')).toBe(true);
    expect(matchesCity(newYork, 'Brooklyn, New York')).toBe(false);
    expect(matchesCity(city('dallas'), 'Dallas')).toBe(true);
    expect(matchesCity(city('dallas'), 'North Dallas')).toBe(false);
  });

  it('location pages match a location containing the city name', () => {
    expect(matchesCity(city('tokyo'), 'Shibuya, Tokyo')).toBe(true);
    expect(matchesCity(city('sao-paulo'), 'são paulo')).toBe(true);
    expect(matchesCity(city('london'), 'Paris')).toBe(false);
  });

  it('San Jose follows its own rules', () => {
    const sanJose = city('san-jose');
    expect(sanJose.title).toBe('Spaces in San Jose');
    expect(sanJose.features.map((f) => f.title)).toEqual([
      'Tech-Ready Spaces',
      'Competitive Rates',
      'Various Capacities',
      'Flexible Hours',
    ]);
    expect(sanJose.features[3]?.description).toContain('24/7 access at select locations');
    expect(sanJose.emptyMessage).toBe(
      'No spaces currently available in San Jose. Check back soon!',
    );
    expect(matchesCity(sanJose, 'Downtown San Jose')).toBe(true);
    expect(matchesCity(sanJose, 'Santa Clara County')).toBe(true);
    expect(matchesCity(sanJose, 'Santa Clara')).toBe(false);
  });

  it('Riverview follows its own rules', () => {
    const riverview = city('riverview');
    expect(riverview.features.map((f) => f.title)).toEqual([
      'Waterfront locations',
      'Scenic outdoor spaces',
      'Modern indoor studios',
      'Event-ready facilities',
    ]);
    expect(riverview.emptyMessage).toBe('No spaces found in Riverview, Florida.');
    expect(matchesCity(riverview, 'Riverview, FL')).toBe(true);
    expect(matchesCity(riverview, 'Tampa')).toBe(false);
  });

  it('every other city says no spaces are available in it', () => {
    for (const c of CITIES.filter((c) => !['san-jose', 'riverview'].includes(c.slug))) {
      expect(c.emptyMessage).toBe(`No spaces currently available in ${c.name}.`);
      expect(c.title).toBe(`Rent Spaces in ${c.name}`);
    }
  });

  // docs/product/search-and-cities.md#city-pages
  it('names the documented popular areas', () => {
    const areas = (slug: string) => city(slug).popularAreas.map((a) => a.name);
    expect(areas('phoenix')).toEqual(['Downtown Phoenix', 'Scottsdale', 'Tempe']);
    expect(areas('philadelphia')).toEqual(['Old City', 'Fishtown', 'Rittenhouse']);
    expect(areas('san-antonio')).toEqual(['River Walk', 'Pearl District', 'Alamo Heights']);
    expect(areas('san-diego')).toEqual(['Gaslamp Quarter', 'La Jolla', 'North Park']);
    expect(areas('dallas')).toEqual(['Downtown', 'Deep Ellum', 'Uptown']);
    for (const slug of ['new-york', 'los-angeles', 'chicago', 'houston'])
      expect(areas(slug)).toHaveLength(3);
  });

  it('points every picture at its stored hero and area images', () => {
    expect(city('new-york').heroImage).toBe(
      '/storage/v1/object/public/spaces/cities/new-york/hero.webp',
    );
    expect(city('sao-paulo').popularAreas[2]?.image).toBe(
      '/storage/v1/object/public/spaces/cities/sao-paulo/avenida-paulista.webp',
    );
  });

  it('has complete, real copy for every city', () => {
    for (const c of CITIES) {
      expect(c.features.length, c.slug).toBe(4);
      expect(c.popularAreas.length, c.slug).toBe(3);
      expect(c.metaDescription.length, c.slug).toBeLessThanOrEqual(160);
      expect(c.description.length, c.slug).toBeGreaterThan(60);
      expect(CURRENCIES).toContain(c.currency);
      expect(() => new Intl.DateTimeFormat('en', { timeZone: c.timeZone })).not.toThrow();
      expect(JSON.stringify(c)).not.toMatch(/lorem|todo|placeholder/i);
    }
  });

  it('places each city in the region whose filter matches its country', () => {
    expect(city('tokyo').region).toBe('Asia Pacific');
    expect(city('dubai').region).toBe('Middle East');
    expect(city('toronto').region).toBe('Americas');
    expect(city('berlin').region).toBe('Other');
    for (const c of CITIES) expect(c.region).toBe(regionOf(c.country) ?? 'Other');
  });
});

describe('regions', () => {
  // docs/product/search-and-cities.md#regions
  it('lists the countries of each region as documented', () => {
    expect(countriesOf('Asia Pacific')).toEqual(['Japan', 'Indonesia', 'Australia']);
    expect(countriesOf('Europe')).toEqual(['United Kingdom', 'France', 'Greece']);
    expect(countriesOf('Middle East')).toEqual(['United Arab Emirates']);
    expect(countriesOf('Americas')).toEqual(['United States', 'Canada']);
    expect(REGION_NAMES).toEqual(['Asia Pacific', 'Europe', 'Middle East', 'Americas']);
    expect(regionOf('united kingdom')).toBe('Europe');
    expect(regionOf('Germany')).toBeUndefined();
  });
});
