import { describe, expect, it } from 'vitest';
import { countMoreFilters, filtersFromParams, paramsFromFilters, withFilter } from './filters.ts';

describe('explore filters in the URL', () => {
  it('keeps known, non-empty parameters only', () => {
    const params = new URLSearchParams(
      'q=%20loft%20&location=&region=Europe&utm_source=mail&cursor=abc',
    );
    expect(filtersFromParams(params)).toEqual({ q: 'loft', region: 'Europe' });
  });

  it('writes a clean query without the default order', () => {
    expect(paramsFromFilters({ q: 'loft', sort: 'newest', capacity: '' }).toString()).toBe(
      'q=loft',
    );
    expect(paramsFromFilters({ sort: 'rating', category: 'photo-studio' }).toString()).toBe(
      'category=photo-studio&sort=rating',
    );
  });

  it('clearing the date clears start and duration; clearing the currency clears the prices and a price order', () => {
    const dated = { date: '2031-06-10', start: '10:00', duration: '2', q: 'van' };
    expect(withFilter(dated, 'date', '')).toEqual({ q: 'van' });
    const priced = { currency: 'EUR', min_price: '10', max_price: '50', sort: 'price_asc' };
    expect(withFilter(priced, 'currency', '')).toEqual({});
    expect(withFilter({ sort: 'rating' }, 'currency', '')).toEqual({ sort: 'rating' });
  });

  it('sets a value, trimmed, without touching the others', () => {
    expect(withFilter({ q: 'van' }, 'capacity', ' 4 ')).toEqual({ q: 'van', capacity: '4' });
  });

  it('counts the filters behind "More filters"', () => {
    expect(
      countMoreFilters({
        q: 'x',
        location: 'Paris',
        capacity: '2',
        date: '2031-01-01',
        start: '10:00',
      }),
    ).toBe(2);
  });
});
