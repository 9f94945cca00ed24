import { lookup as dnsLookup } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/** The rules an import fetch keeps (docs/decisions/0036-calendar-sync.md). */
export interface FetchRules {
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  /** CALENDAR_IMPORT_ALLOW_PRIVATE: loopback and private addresses too (tests, closed networks). */
  allowPrivate: boolean;
  /** Origins fetched whatever they resolve to: the product's own (SITE_URL). */
  trustedOrigins: string[];
}

export const DEFAULT_FETCH_RULES: FetchRules = {
  timeoutMs: 10_000,
  maxBytes: 2 * 1024 * 1024,
  maxRedirects: 3,
  allowPrivate: false,
  trustedOrigins: [],
};

/** A fetch the rules refused or that failed: its message is what the host reads as the last error. */
export class FeedFetchError extends Error {}

/** Only addresses on the public internet: ipaddr.js names every special range (private, loopback, link-local…). */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  return parsed.range() === 'unicast';
}

/**
 * Resolves a host name and refuses it when any of its addresses is not public, then connects to a
 * checked address only (so a second, different DNS answer cannot slip past the check).
 */
function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { all: true, family: options.family }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const refused = addresses.find((entry) => !isPublicAddress(entry.address));
      if (refused && !allowPrivate) {
        return callback(
          new FeedFetchError(`${hostname} is a private or local address, which is not fetched`),
          '',
          0,
        );
      }
      const first = addresses[0];
      if (!first) return callback(new FeedFetchError(`${hostname} has no address`), '', 0);
      if (options.all) return callback(null, addresses as never);
      callback(null, first.address, first.family);
    });
  };
}

function checkUrl(url: URL, rules: FetchRules): boolean {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new FeedFetchError('Only http and https addresses are fetched');
  }
  if (url.username || url.password)
    throw new FeedFetchError('Addresses with a password are not fetched');
  const trusted = rules.trustedOrigins.includes(url.origin);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // A literal address is connected to without a lookup, so it is checked here.
  if (ipaddr.isValid(host) && !isPublicAddress(host) && !rules.allowPrivate && !trusted) {
    throw new FeedFetchError(`${host} is a private or local address, which is not fetched`);
  }
  return trusted;
}

function getOnce(
  url: URL,
  rules: FetchRules,
  trusted: boolean,
  signal: AbortSignal,
): Promise<{ status: number; location?: string; body: string }> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const request = client.get(
      url,
      {
        signal,
        lookup: guardedLookup(rules.allowPrivate || trusted),
        headers: {
          Accept: 'text/calendar, */*;q=0.5',
          'User-Agent': 'Rentspace calendar import',
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400) {
          response.resume();
          return resolve({ status, location: response.headers.location, body: '' });
        }
        const declared = Number(response.headers['content-length'] ?? 0);
        if (declared > rules.maxBytes) {
          response.destroy();
          return reject(new FeedFetchError(`The calendar is larger than ${rules.maxBytes} bytes`));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > rules.maxBytes) {
            response.destroy();
            reject(new FeedFetchError(`The calendar is larger than ${rules.maxBytes} bytes`));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => resolve({ status, body: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

/** The error codes of a failed connection, in the words the host reads under the calendar. */
const UNREACHABLE: Record<string, (host: string) => string> = {
  ENOTFOUND: (host) => `The calendar's address was not found: no server is named ${host}`,
  EAI_AGAIN: (host) => `The calendar's address could not be looked up just now (${host})`,
  ECONNREFUSED: () => "The calendar's server refused the connection",
  ECONNRESET: () => "The calendar's server closed the connection",
  EHOSTUNREACH: () => "The calendar's server could not be reached",
  ENETUNREACH: () => "The calendar's server could not be reached",
};

/**
 * Why a calendar could not be fetched, said for its host: the system's own message (such as
 * "getaddrinfo ENOTFOUND example.com") is for the logs, not the listing's page.
 */
function unreachable(error: unknown, url: URL): string {
  const cause = (error as { cause?: { code?: string } }).cause;
  const code = (error as { code?: string }).code ?? cause?.code ?? '';
  const said = UNREACHABLE[code];
  if (said) return said(url.hostname);
  if (/CERT|SSL|TLS|SELF_SIGNED/i.test(code))
    return "The calendar's server has no valid certificate for https";
  return 'The calendar could not be reached';
}

/**
 * Fetches an iCalendar feed under the rules: http(s) only, public addresses only (every resolved
 * address and every redirect hop checked), a few redirects, a timeout over the whole fetch and a
 * size limit.
 */
export async function fetchFeed(address: string, rules: FetchRules): Promise<string> {
  const signal = AbortSignal.timeout(rules.timeoutMs);
  let url = new URL(address);
  for (let hop = 0; ; hop += 1) {
    const trusted = checkUrl(url, rules);
    let answer;
    try {
      answer = await getOnce(url, rules, trusted, signal);
    } catch (error) {
      if (error instanceof FeedFetchError) throw error;
      if (signal.aborted) {
        throw new FeedFetchError(`The calendar did not answer within ${rules.timeoutMs / 1000} s`);
      }
      const cause = (error as NodeJS.ErrnoException).cause;
      if (cause instanceof FeedFetchError) throw cause;
      throw new FeedFetchError(unreachable(error, url));
    }
    if (answer.location !== undefined) {
      if (hop >= rules.maxRedirects) {
        throw new FeedFetchError(`The calendar redirected more than ${rules.maxRedirects} times`);
      }
      url = new URL(answer.location, url);
      continue;
    }
    if (answer.status !== 200) {
      throw new FeedFetchError(`The calendar answered HTTP ${answer.status}`);
    }
    return answer.body;
  }
}
