import { describe, expect, it } from 'vitest';
import { formatMoment } from './time-format';

describe('formatMoment', () => {
  it('writes when something happened on the 24-hour clock, with the reader’s zone named', () => {
    // The test runner's own zone: whichever it is, it is named, and the clock has no AM or PM.
    const written = formatMoment('2026-11-29T18:53:00.000Z');
    expect(written).toMatch(/^Nov 29, 2026, \d{2}:\d{2} \S+/);
    expect(written).not.toMatch(/AM|PM/);
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const hour = new Intl.DateTimeFormat('en-US', {
      hour: '2-digit',
      hourCycle: 'h23',
      timeZone: zone,
    }).format(new Date('2026-11-29T18:53:00.000Z'));
    expect(written).toContain(`${hour}:53`);
  });
});
