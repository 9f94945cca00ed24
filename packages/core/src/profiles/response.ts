import { DEFAULT_RESPONSE_RATE, DEFAULT_RESPONSE_TIME } from './constants.ts';

/**
 * The words a host's response time is given in; the first is the default
 * (docs/product/profiles.md#response-rate-and-time).
 */
export const RESPONSE_TIMES = [
  'within an hour',
  'within a few hours',
  'within a day',
  'a few days or more',
] as const;
export type ResponseTime = (typeof RESPONSE_TIMES)[number];

const HOUR_MS = 3_600_000;

/** Conversations count from their first guest message for this long (the window of the rate). */
export const RESPONSE_WINDOW_DAYS = 90;
/** A host 'answered' a conversation when their first reply came within this long. */
export const ANSWERED_WITHIN_MS = 24 * HOUR_MS;

/** A delay in words: up to an hour, up to 12 hours, up to a day, or longer. */
export function responseTimeInWords(delayMs: number): ResponseTime {
  if (delayMs <= HOUR_MS) return 'within an hour';
  if (delayMs <= 12 * HOUR_MS) return 'within a few hours';
  if (delayMs <= 24 * HOUR_MS) return 'within a day';
  return 'a few days or more';
}

/** What the measurement of a host's replies found (see hostResponse below). */
export interface ResponseMeasure {
  /** Conversations that count: answered, or unanswered for longer than a day. */
  counted: number;
  /** Of those, the ones the host answered within a day. */
  answered: number;
  /** The median delay of the host's first replies, or null without any reply. */
  medianReplyMs: number | null;
}

/**
 * The response rate and time a host profile shows: measured from messages once there is data
 * (a percentage, rounded; the median first reply in words), else what the profile states, else
 * the defaults (95 and 'within an hour'; docs/product/profiles.md#response-rate-and-time).
 */
export function hostResponse(
  measure: ResponseMeasure,
  stated: { response_rate: number | null; response_time: string | null } = {
    response_rate: null,
    response_time: null,
  },
): { response_rate: number; response_time: string } {
  const rate = measure.counted > 0 ? Math.round((100 * measure.answered) / measure.counted) : null;
  const time = measure.medianReplyMs === null ? null : responseTimeInWords(measure.medianReplyMs);
  return {
    response_rate: rate ?? stated.response_rate ?? DEFAULT_RESPONSE_RATE,
    response_time: time ?? stated.response_time ?? DEFAULT_RESPONSE_TIME,
  };
}
