import { describe, expect, it } from 'vitest';
import { whyNotBookable } from './bookable.ts';

const LIVE = { available: true, is_published: true, status: 'available' as const };

describe('whyNotBookable', () => {
  it('lets a live listing be booked, a rented one too (for its free slots)', () => {
    expect(whyNotBookable(LIVE)).toBeNull();
    expect(whyNotBookable({ ...LIVE, status: 'rented' })).toBeNull();
  });

  it('names why a listing takes no bookings, the host’s pause first', () => {
    expect(whyNotBookable({ ...LIVE, available: false })).toBe('paused');
    expect(whyNotBookable({ ...LIVE, available: false, status: 'maintenance' })).toBe('paused');
    expect(whyNotBookable({ ...LIVE, status: 'maintenance' })).toBe('maintenance');
    expect(whyNotBookable({ ...LIVE, is_published: false })).toBe('unpublished');
  });
});
