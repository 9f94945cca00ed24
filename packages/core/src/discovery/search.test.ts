import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decodeCursor, encodeCursor, searchOrder, SpaceSearchSchema } from './search.ts';
import { SEARCH_START_TIMES } from './constants.ts';

describe('search parameters', () => {
  it('turns query strings into typed values, blanks into nothing', () => {
    const parsed = SpaceSearchSchema.parse({
      q: ' loft ',
      currency: 'EUR',
      min_price: '12.5',
      capacity: '3',
      date: '2031-06-10',
      start: '10:00',
      limit: '',
      sort: '',
    });
    expect(parsed).toEqual({
      q: 'loft',
      currency: 'EUR',
      min_price: 12.5,
      capacity: 3,
      date: '2031-06-10',
      start: '10:00',
      limit: 24,
      sort: undefined,
    });
    expect(searchOrder(parsed)).toBe('newest');
  });

  it('reads a map area and a place, nearest first unless an order is asked for', () => {
    const parsed = SpaceSearchSchema.parse({ bbox: '170,-20,-170,-10', near: '-17.7,178.1' });
    expect(parsed).toMatchObject({
      bbox: { west: 170, south: -20, east: -170, north: -10 },
      near: { lat: -17.7, lng: 178.1 },
    });
    expect(searchOrder(parsed)).toBe('distance');
    expect(searchOrder({ ...parsed, sort: 'rating' })).toBe('rating');
  });

  it('takes price filters with the decimals their currency has', () => {
    const messages = (query: Record<string, string>) =>
      SpaceSearchSchema.safeParse(query).error?.issues.map((issue) => [
        issue.path.join('.'),
        issue.message,
      ]) ?? [];
    expect(messages({ currency: 'USD', min_price: '12.34', max_price: '99.99' })).toEqual([]);
    expect(messages({ currency: 'JPY', min_price: '1500', max_price: '2000' })).toEqual([]);
    expect(messages({ currency: 'JPY', min_price: '100.5', max_price: '2000.25' })).toEqual([
      ['min_price', 'Use whole amounts for JPY'],
      ['max_price', 'Use whole amounts for JPY'],
    ]);
    expect(messages({ currency: 'KRW', max_price: '0.1' })).toEqual([
      ['max_price', 'Use whole amounts for KRW'],
    ]);
  });

  it('offers the 13 bookable starts, 09:00 to 21:00', () => {
    expect(SEARCH_START_TIMES).toHaveLength(13);
    expect([SEARCH_START_TIMES[0], SEARCH_START_TIMES.at(-1)]).toEqual(['09:00', '21:00']);
  });

  it('lowercases a known city slug and refuses an unknown one', () => {
    expect(SpaceSearchSchema.parse({ city: 'San-Jose' }).city).toBe('san-jose');
    expect(SpaceSearchSchema.safeParse({ city: 'gotham' }).success).toBe(false);
  });
});

describe('page cursors', () => {
  const id = '3f1c2a9e-6b1d-4a8e-9d7c-1e2f3a4b5c6d';
  it('round-trips every order', () => {
    const cursors = [
      { sort: 'newest' as const, key: '2031-01-02T03:04:05.123456Z', id },
      { sort: 'price_asc' as const, key: 1999, id },
      { sort: 'price_desc' as const, key: 0, id },
      { sort: 'rating' as const, key: 4.666666666666667, id },
    ];
    for (const cursor of cursors)
      expect(decodeCursor(encodeCursor(cursor), cursor.sort)).toEqual(cursor);
  });

  it('refuses a cursor of another order, a bad key or a bad id', () => {
    const newest = encodeCursor({ sort: 'newest', key: '2031-01-02T03:04:05.123456Z', id });
    expect(decodeCursor(newest, 'rating')).toBeUndefined();
    expect(
      decodeCursor(encodeCursor({ sort: 'newest', key: '2031-01-02', id }), 'newest'),
    ).toBeUndefined();
    expect(
      decodeCursor(encodeCursor({ sort: 'rating', key: 4, id: 'x' }), 'rating'),
    ).toBeUndefined();
    expect(
      decodeCursor(encodeCursor({ sort: 'price_asc', key: '12', id }), 'price_asc'),
    ).toBeUndefined();
  });

  it('never throws on garbage', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        expect(decodeCursor(raw, 'newest')).toBeUndefined();
      }),
    );
  });
});
