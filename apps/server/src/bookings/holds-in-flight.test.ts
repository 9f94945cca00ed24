import { describe, expect, it } from 'vitest';
import { createHoldsInFlight } from './hold-service.ts';

const hour = (h: number) => new Date(Date.UTC(2031, 0, 1, h));
const listing = { id: 'space-1' } as never;

describe('holds in flight', () => {
  it('finds a hold of the same listing whose slot overlaps, and only while it runs', async () => {
    const flights = createHoldsInFlight();
    let finish!: () => void;
    const running = flights.run('space-1', hour(10), hour(12), 'guest-1', (read) => {
      read(listing);
      return new Promise<string>((resolve) => (finish = () => resolve('placed')));
    });
    expect(flights.overlapping('space-1', hour(11), hour(13))).toBeDefined();
    expect(flights.overlapping('space-1', hour(9), hour(11))).toBeDefined();
    // Back to back is not an overlap ([start, end)), and another listing is another listing.
    expect(flights.overlapping('space-1', hour(12), hour(14))).toBeUndefined();
    expect(flights.overlapping('space-1', hour(8), hour(10))).toBeUndefined();
    expect(flights.overlapping('space-2', hour(10), hour(12))).toBeUndefined();

    const flight = flights.overlapping('space-1', hour(10), hour(11))!;
    expect(flight.guestId).toBe('guest-1');
    finish();
    await expect(running).resolves.toBe('placed');
    await expect(flight.settled).resolves.toEqual({ space: listing, placed: true });
    expect(flights.overlapping('space-1', hour(10), hour(11))).toBeUndefined();
  });

  it('says a hold that failed was not placed, and forgets it', async () => {
    const flights = createHoldsInFlight();
    const failing = flights.run('space-1', hour(10), hour(11), 'guest-1', async (read) => {
      read(listing);
      throw new Error('slot taken');
    });
    const flight = flights.overlapping('space-1', hour(10), hour(11))!;
    await expect(failing).rejects.toThrow('slot taken');
    await expect(flight.settled).resolves.toEqual({ space: listing, placed: false });
    expect(flights.overlapping('space-1', hour(10), hour(11))).toBeUndefined();
  });
});
