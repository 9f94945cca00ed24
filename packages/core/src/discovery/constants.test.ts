import { describe, expect, it } from 'vitest';
import { startTimeOptions } from '../bookings/times.ts';
import { POPULAR_CATEGORY_SLUGS } from '../listings/constants.ts';
import { POPULAR_CATEGORIES, SEARCH_START_TIMES } from './constants.ts';

describe('discovery constants', () => {
  it('offers exactly the bookable start times', () => {
    expect(SEARCH_START_TIMES).toEqual(startTimeOptions());
  });

  // docs/product/search-and-cities.md#popular-categories
  it('labels the six popular shortcuts in the documented order', () => {
    expect(POPULAR_CATEGORIES.map((category) => category.name)).toEqual([
      ...POPULAR_CATEGORY_SLUGS,
    ]);
    expect(POPULAR_CATEGORIES.every((category) => category.label.length > 0)).toBe(true);
  });
});
