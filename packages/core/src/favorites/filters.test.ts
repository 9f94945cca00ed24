import { describe, expect, it } from 'vitest';
import { favoriteFiltersFromParams, favoriteTypes, filterFavorites } from './filters.ts';

const saved = [
  {
    id: 'a',
    title: 'Loft',
    location: 'Brooklyn',
    country: 'United States',
    type: 'studio',
    currency: 'USD' as const,
    hourly_price: 4500,
  },
  {
    id: 'b',
    title: 'Van',
    location: 'Paris',
    country: 'France',
    type: 'van',
    currency: 'EUR' as const,
    hourly_price: 2000,
  },
  {
    id: 'c',
    title: 'Studio B',
    location: 'Queens',
    country: 'United States',
    type: 'studio',
    currency: 'USD' as const,
    hourly_price: 9000,
  },
];
const ids = (list: { id: string }[]) => list.map((space) => space.id);

describe('filtering the saved listings', () => {
  it('keeps everything without filters', () => {
    expect(ids(filterFavorites(saved, {}))).toEqual(['a', 'b', 'c']);
  });

  it('finds text in the title, place or country, in any case', () => {
    expect(ids(filterFavorites(saved, { q: 'studio' }))).toEqual(['c']);
    expect(ids(filterFavorites(saved, { q: 'FRANCE' }))).toEqual(['b']);
    expect(ids(filterFavorites(saved, { q: 'united' }))).toEqual(['a', 'c']);
  });

  it('keeps one type', () => {
    expect(ids(filterFavorites(saved, { type: 'studio' }))).toEqual(['a', 'c']);
  });

  it('keeps an hourly price range within one currency, with both bounds included', () => {
    expect(
      ids(filterFavorites(saved, { currency: 'USD', min_price: '45', max_price: '89.99' })),
    ).toEqual(['a']);
    expect(ids(filterFavorites(saved, { currency: 'USD', max_price: '90' }))).toEqual(['a', 'c']);
    expect(ids(filterFavorites(saved, { currency: 'EUR' }))).toEqual(['b']);
  });

  it('ignores prices without a currency and malformed prices', () => {
    expect(ids(filterFavorites(saved, { min_price: '50' }))).toEqual(['a', 'b', 'c']);
    expect(ids(filterFavorites(saved, { currency: 'USD', min_price: 'cheap' }))).toEqual([
      'a',
      'c',
    ]);
  });

  it('combines every filter', () => {
    expect(
      ids(filterFavorites(saved, { q: 'u', type: 'studio', currency: 'USD', min_price: '50' })),
    ).toEqual(['c']);
  });
});

describe('the filters in the URL and the type list', () => {
  it('reads known keys with a value only', () => {
    expect(
      favoriteFiltersFromParams(new URLSearchParams('type=van&q=&other=1&min_price=5')),
    ).toEqual({
      type: 'van',
      min_price: '5',
    });
  });

  it('lists each saved type once, sorted', () => {
    expect(favoriteTypes(saved)).toEqual(['studio', 'van']);
  });
});
