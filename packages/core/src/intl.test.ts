import { describe, expect, it } from 'vitest';
import { countOf, dateTimeFormat, waitInWords, zoneName } from './intl.ts';

describe('cached date formatters', () => {
  it('makes one formatter per locale and options, and formats as a new one would', () => {
    const options = {
      timeZone: 'Asia/Tokyo',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    } as const;
    expect(dateTimeFormat('en-US', { ...options })).toBe(dateTimeFormat('en-US', { ...options }));
    expect(dateTimeFormat('en-US', { ...options, timeZone: 'UTC' })).not.toBe(
      dateTimeFormat('en-US', options),
    );
    const instant = new Date('2026-01-14T01:30:00Z');
    expect(dateTimeFormat('en-US', options).format(instant)).toBe(
      new Intl.DateTimeFormat('en-US', options).format(instant),
    );
  });
});

describe('countOf', () => {
  it('uses the singular for exactly one and the plural otherwise', () => {
    expect(countOf(1, 'review')).toBe('1 review');
    expect(countOf(0, 'review')).toBe('0 reviews');
    expect(countOf(3, 'answer')).toBe('3 answers');
    expect(countOf(2, 'person', 'people')).toBe('2 people');
  });

  it('counts phrases and the counts every page shows: listings, photos, hours, seconds', () => {
    expect(countOf(1, 'more listing', 'more listings')).toBe('1 more listing');
    expect(countOf(7, 'more listing', 'more listings')).toBe('7 more listings');
    expect(countOf(1, 'photo')).toBe('1 photo');
    expect(countOf(1, 'person', 'people')).toBe('1 person');
    expect(countOf(1, 'second')).toBe('1 second');
    expect(countOf(24, 'hour')).toBe('24 hours');
  });
});

describe('waitInWords', () => {
  it('names a wait in seconds under two minutes, then in whole minutes rounded up', () => {
    expect(waitInWords(0.2)).toBe('1 second');
    expect(waitInWords(45)).toBe('45 seconds');
    expect(waitInWords(119)).toBe('119 seconds');
    expect(waitInWords(120)).toBe('2 minutes');
    expect(waitInWords(3541)).toBe('60 minutes');
  });
});

describe('zoneName', () => {
  it('writes a zone as people read it, on every page and in server messages alike', () => {
    expect(zoneName('America/New_York')).toBe('America/New York');
    expect(zoneName('America/Argentina/Buenos_Aires')).toBe('America/Argentina/Buenos Aires');
    expect(zoneName('UTC')).toBe('UTC');
  });
});
