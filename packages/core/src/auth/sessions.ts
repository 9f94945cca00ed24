/**
 * The account's sessions as the Account section lists them
 * (docs/product/accounts-and-sessions.md#sessions):
 *
 * GET    /auth/v1/sessions       -> AccountSessions, newest use first
 * DELETE /auth/v1/sessions/{id}  ends one of the account's sessions (404 for any other id)
 */
import '../zod-config.ts';
import { z } from 'zod';

export const AccountSessionSchema = z.strictObject({
  id: z.uuid(),
  /** "Chrome on Android", from the User-Agent the session was opened with. */
  device: z.string(),
  created_at: z.string(),
  /** When its tokens were last issued: an approximate last use (within the access-token life). */
  last_used_at: z.string(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof AccountSessionSchema>;

export const AccountSessionsSchema = z.strictObject({ sessions: z.array(AccountSessionSchema) });
export type AccountSessions = z.infer<typeof AccountSessionsSchema>;

const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
  [/^node\b|undici|node-fetch/i, 'An app'],
];

const SYSTEMS: [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'Mac'],
  [/Linux/, 'Linux'],
];

/** A person's name for the device behind a User-Agent: "Firefox on Windows", or "Unknown device". */
export function describeDevice(userAgent: string | null | undefined): string {
  if (!userAgent) return 'Unknown device';
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? 'Unknown device';
}
