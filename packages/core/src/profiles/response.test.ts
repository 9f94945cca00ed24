import { describe, expect, it } from 'vitest';
import { hostResponse, responseTimeInWords } from './response.ts';

const HOUR = 3_600_000;

describe('responseTimeInWords', () => {
  it('puts delays into the four phrases at their boundaries', () => {
    expect(responseTimeInWords(5 * 60_000)).toBe('within an hour');
    expect(responseTimeInWords(HOUR)).toBe('within an hour');
    expect(responseTimeInWords(HOUR + 1)).toBe('within a few hours');
    expect(responseTimeInWords(12 * HOUR)).toBe('within a few hours');
    expect(responseTimeInWords(12 * HOUR + 1)).toBe('within a day');
    expect(responseTimeInWords(24 * HOUR)).toBe('within a day');
    expect(responseTimeInWords(24 * HOUR + 1)).toBe('a few days or more');
  });
});

describe('hostResponse', () => {
  // docs/product/profiles.md#response-rate-and-time
  it('falls back to the documented defaults without data or a stated value', () => {
    expect(hostResponse({ counted: 0, answered: 0, medianReplyMs: null })).toEqual({
      response_rate: 95,
      response_time: 'within an hour',
    });
  });

  it('keeps what the profile states until there is data', () => {
    expect(
      hostResponse(
        { counted: 0, answered: 0, medianReplyMs: null },
        { response_rate: 88, response_time: 'within a day' },
      ),
    ).toEqual({
      response_rate: 88,
      response_time: 'within a day',
    });
  });

  it('measures the rate as a rounded share and the time from the median reply', () => {
    expect(
      hostResponse(
        { counted: 3, answered: 2, medianReplyMs: 3 * HOUR },
        { response_rate: 99, response_time: 'within an hour' },
      ),
    ).toEqual({
      response_rate: 67,
      response_time: 'within a few hours',
    });
    expect(hostResponse({ counted: 4, answered: 0, medianReplyMs: null })).toEqual({
      response_rate: 0,
      response_time: 'within an hour',
    });
  });
});
