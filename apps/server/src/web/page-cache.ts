import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { chooseEncoding, worthCompressing, type Encoding } from '../http/compression.ts';
import { strongETag } from '../http/caching.ts';

/**
 * A few seconds of memory for server-rendered public pages. Pages are rendered without a session
 * (private data loads in the browser), so every visitor of one URL gets the same document.
 *
 * The render that fills an entry carries its request's CSP nonce. The kept document does not: its
 * nonce attributes are removed, and the inline scripts that carried the nonce are allowed by their
 * SHA-256 hashes instead (`scriptSources`; the security headers put them in the policy). A script
 * without the render's nonce (markup that should not be there) gets no hash, so it stays blocked,
 * as it was under the nonce. One document for every visitor means its bytes are fixed: they are
 * compressed once (brotli and gzip, off the main thread) and a hit writes the bytes as they are.
 *
 * Freshness: an entry lives `ttlMs`; any write through this instance and any change notification
 * from the database (a listing edited through another instance) empties the cache, and a render
 * that was under way during such a change is not kept. Concurrent misses of one URL wait for a
 * single render instead of each rendering (no stampede under load), and a busy entry is rendered
 * again shortly before it runs out, by one visitor, while the others are still served it until
 * its successor is compressed.
 *
 * API answers that are the same for every visitor (anonymous searches) use the same cache with a
 * null nonce: their bytes are kept as they are, compressed once too, and their ETag is computed once.
 *
 * At the door: once a kept entry has gone out whole (the middleware outside the cache added its
 * headers, nothing rebuilt it), what went out is noted per encoding (`remember`), and the next
 * visitors of that entry are answered with those bytes and headers before any middleware runs
 * (`answer`). Under load, the middleware a kept answer passes through costs several times what
 * writing it does.
 */
export interface PageCacheOptions {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}

export interface Visitor {
  /** The nonce this request's document carries (pages); null for an API answer. */
  nonce: string | null;
  /** The request's Accept-Encoding: a kept compressed copy goes to a client that takes it. */
  acceptEncoding: string | undefined;
}

interface Variant {
  body: Buffer;
  headers: [string, string][];
}

/** A kept entry as it went out to a client taking one encoding: the response's final headers. */
interface Sent {
  variant: Variant;
  /** By lower-case name, as a Headers object lists them (a plain object is what Node writes fastest). */
  headers: Readonly<Record<string, string>>;
  /** The route the request metrics name it by. */
  route: string;
}

/** An answer at the door: the bytes kept and the headers they went out with, without the request's own. */
export interface KeptAnswer {
  status: number;
  body: Buffer;
  headers: Readonly<Record<string, string>>;
  route: string;
}

/** A header each response has its own of: not noted with what went out (the door sets it). */
const PER_REQUEST = 'x-request-id';
/** Headers that make a response one visitor's: such a response is never answered at the door. */
const ONE_VISITORS = new Set(['set-cookie', 'connection']);

interface Entry {
  expires: number;
  /** How long before `expires` the first visitor renders the successor (see `serve`). */
  renewWithin: number;
  status: number;
  identity: Variant;
  /** The same bytes compressed, added when the compression finishes. */
  encoded: Partial<Record<Encoding, Variant>>;
  /** For a page: the CSP sources (`'sha256-…'`) of the inline scripts that carried the nonce. */
  scriptSources?: string[];
  /** What went out, by the encoding the client took (`identity` for none): see `remember`. */
  sent: Map<Encoding | 'identity', Sent>;
}

/**
 * hono's ETag middleware tags a body under 256 KB with the SHA-1 of its bytes (larger ones with a
 * chain of chunk digests): the same tag, computed once per entry, so the middleware outside the
 * cache finds it set and does not hash the body for every visitor. Larger bodies are left to it.
 */
const TAGGED_BODY_LIMIT = 256 * 1024;
function bodyTag(body: Buffer): string | undefined {
  return body.byteLength < TAGGED_BODY_LIMIT ? strongETag(body) : undefined;
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

/**
 * The document without its nonce, and the hashes of the inline scripts that carried it; undefined
 * when the nonce also appears elsewhere than in a nonce attribute (such a document is not kept).
 */
export function withoutNonce(
  html: string,
  nonce: string,
): { html: string; scriptSources: string[] } | undefined {
  const attribute = ` nonce="${nonce}"`;
  const scriptSources: string[] = [];
  for (const [, attributes, source] of html.matchAll(INLINE_SCRIPT)) {
    if (!attributes!.includes(attribute) || /\ssrc=/.test(attributes!)) continue;
    const hash = `'sha256-${createHash('sha256').update(source!, 'utf8').digest('base64')}'`;
    if (!scriptSources.includes(hash)) scriptSources.push(hash);
  }
  const stripped = html.replaceAll(attribute, '');
  return stripped.includes(nonce) ? undefined : { html: stripped, scriptSources };
}

const compressors: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  // Once per entry, in the thread pool: a higher quality than the per-response compression (4).
  br: (body) =>
    promisify(brotliCompress)(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 7,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    }),
  gzip: (body) => promisify(gzip)(body, { level: 6 }),
};

function encodedVariant(identity: Variant, encoding: Encoding, body: Buffer): Variant {
  const headers = identity.headers.filter(
    ([name]) => name !== 'content-length' && name !== 'etag' && name !== 'vary',
  );
  const vary = identity.headers.find(([name]) => name === 'vary')?.[1];
  headers.push(
    ['content-encoding', encoding],
    [
      'vary',
      !vary ? 'Accept-Encoding' : /accept-encoding/i.test(vary) ? vary : `${vary}, Accept-Encoding`,
    ],
  );
  const tag = identity.headers.find(([name]) => name === 'etag')?.[1];
  // The bytes differ from the identity encoding's: a weak validator, as the compression middleware gives.
  if (tag) headers.push(['etag', tag.startsWith('W/') ? tag : `W/${tag}`]);
  headers.push(['content-length', String(body.byteLength)]);
  return { body, headers };
}

export type PageCache = ReturnType<typeof createPageCache>;

export function createPageCache(options: PageCacheOptions) {
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const pending = new Map<string, Promise<Entry | undefined>>();
  /** The responses `respond` made, with what they were made of (see `remember`, `scriptSources`). */
  const madeOf = new WeakMap<
    Response,
    { key: string; entry: Entry; encoding: Encoding | undefined; variant: Variant }
  >();
  let generation = 0;
  let hits = 0;
  let misses = 0;
  let atTheDoor = 0;

  const variantFor = (entry: Entry, encoding: Encoding | undefined) =>
    (encoding && entry.encoded[encoding]) || entry.identity;

  function respond(key: string, entry: Entry, visitor: Visitor): Response {
    const encoding = chooseEncoding(visitor.acceptEncoding);
    const variant = variantFor(entry, encoding);
    const response = new Response(variant.body, { status: entry.status, headers: variant.headers });
    madeOf.set(response, { key, entry, encoding, variant });
    return response;
  }

  /**
   * The entry kept for `key` while visitors are served it as it is: alive, and not yet in the last
   * stretch of its life where the first visitor renders its successor (unless that render is under
   * way already).
   */
  function servable(key: string): Entry | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    const left = entry.expires - now();
    return left > 0 && (left > entry.renewWithin || pending.has(key)) ? entry : undefined;
  }

  function entryOf(
    status: number,
    rendered: [string, string][],
    bytes: Buffer,
    nonce: string | null,
  ): Entry | undefined {
    let body = bytes;
    let scriptSources: string[] | undefined;
    const headers = rendered.filter(([name]) => name !== 'content-length');
    if (nonce !== null) {
      const kept = withoutNonce(bytes.toString('utf8'), nonce);
      if (!kept) return undefined;
      body = Buffer.from(kept.html);
      scriptSources = kept.scriptSources;
    } else if (!headers.some(([name]) => name === 'etag')) {
      const tag = bodyTag(body);
      if (tag) headers.push(['etag', tag]);
    }
    // Its length, so that the compression on the way out leaves a small one alone, as it would
    // the rendered one (and the door can answer it: a response compressed on its way is not noted).
    headers.push(['content-length', String(body.byteLength)]);
    return {
      expires: now() + options.ttlMs,
      // The last tenth to fifth of its life, drawn per entry: entries made at the same moment (a
      // cold start under load) are then not all renewed at once, each cycle spreading them further.
      renewWithin: (options.ttlMs / 10) * (1 + Math.random()),
      status,
      identity: { body, headers },
      encoded: {},
      scriptSources,
      sent: new Map(),
    };
  }

  /** Adds the compressed copies to `entry`; settles when both are made (or have failed). */
  async function compress(entry: Entry): Promise<void> {
    const type = entry.identity.headers.find(([name]) => name === 'content-type')?.[1] ?? null;
    if (!worthCompressing(type, entry.identity.body.byteLength)) return;
    await Promise.all(
      (['br', 'gzip'] as const).map((encoding) =>
        compressors[encoding](entry.identity.body)
          .then(
            (body) => (entry.encoded[encoding] = encodedVariant(entry.identity, encoding, body)),
          )
          // Without a kept copy, the response is compressed on its way out, as any other.
          .catch(() => {}),
      ),
    );
  }

  function cacheable(response: Response): boolean {
    const control = response.headers.get('Cache-Control') ?? '';
    return (
      response.status === 200 &&
      !response.headers.has('Content-Encoding') &&
      !response.headers.has('Set-Cookie') &&
      !/no-store|private/i.test(control) &&
      response.body !== null
    );
  }

  function store(key: string, entry: Entry) {
    entries.delete(key);
    entries.set(key, entry);
    // Map order is insertion order: the first key is the least recently stored.
    while (entries.size > options.maxEntries) entries.delete(entries.keys().next().value!);
  }

  return {
    /** The kept document for `key`, or a fresh render that is kept for the next visitors. */
    async serve(key: string, visitor: Visitor, render: () => Promise<Response>): Promise<Response> {
      if (options.ttlMs <= 0 || visitor.nonce === '') return render();
      // Near the end of an entry's life the first visitor renders its successor while the others
      // are still served it, so that under load nobody waits for a render when an entry runs out.
      const kept = servable(key);
      if (kept) {
        hits += 1;
        return respond(key, kept, visitor);
      }
      const entry = entries.get(key);
      const left = entry ? entry.expires - now() : 0;
      if (entry && left <= 0) entries.delete(key);
      const waiting = left > 0 ? undefined : pending.get(key);
      if (waiting) {
        const rendered = await waiting;
        if (rendered) {
          hits += 1;
          return respond(key, rendered, visitor);
        }
        return render();
      }

      misses += 1;
      const started = generation;
      // Registered before rendering, so that the misses arriving meanwhile wait for this render.
      let settle!: (entry: Entry | undefined) => void;
      const stored = new Promise<Entry | undefined>((resolve) => (settle = resolve));
      pending.set(key, stored);
      const done = (entry: Entry | undefined) => {
        settle(entry);
        if (pending.get(key) === stored) pending.delete(key);
      };
      let response: Response;
      try {
        response = await render();
      } catch (error) {
        done(undefined);
        throw error;
      }
      if (!cacheable(response)) {
        done(undefined);
        return response;
      }
      // The headers as rendered: the middleware outside adds per-request ones to this same response.
      const headers = [...response.headers];
      const [toClient, toCache] = response.body!.tee();
      new Response(toCache)
        .arrayBuffer()
        .then((bytes) => {
          // Changed while rendering: this document may show the old data.
          if (generation !== started) return done(undefined);
          const entry = entryOf(response.status, headers, Buffer.from(bytes), visitor.nonce);
          if (!entry) return done(undefined);
          if (!entries.has(key)) {
            // A first render: the visitors waiting for it get it now, compressed on their way out.
            store(key, entry);
            void compress(entry);
            return done(entry);
          }
          // A renewal: the entry it replaces, already compressed, is served until this one is too;
          // otherwise every visitor in between would be compressed one by one on the way out.
          return compress(entry).then(() => {
            if (generation !== started) return done(undefined);
            store(key, entry);
            done(entry);
          });
        })
        .catch(() => done(undefined));
      return new Response(toClient, { status: response.status, headers: response.headers });
    },

    /**
     * For a kept page: the CSP script sources its inline scripts need in place of the nonce.
     * Undefined for a fresh render (it carries the request's nonce) and for API answers.
     */
    scriptSources(response: Response): string[] | undefined {
      return madeOf.get(response)?.entry.scriptSources;
    },

    /**
     * Notes the headers a kept entry went out with, once the middleware outside the cache is done
     * with the response `serve` gave: the next visitors taking the same encoding can then be
     * answered at the door. Nothing is noted for a response this cache did not make, or that was
     * rebuilt on its way out (compressed there, because the kept copy was not compressed yet), or
     * for an entry that has been replaced or dropped since.
     */
    remember(response: Response, route: string) {
      const made = madeOf.get(response);
      if (!made || entries.get(made.key) !== made.entry) return;
      const encoding = made.encoding ?? 'identity';
      // Noted already; or made before the encoding's compressed copy was added (the next one is noted).
      if (
        made.entry.sent.get(encoding)?.variant === made.variant ||
        made.variant !== variantFor(made.entry, made.encoding)
      )
        return;
      const headers: Record<string, string> = {};
      for (const [name, value] of response.headers) {
        if (ONE_VISITORS.has(name)) return;
        if (name !== PER_REQUEST) headers[name] = value;
      }
      made.entry.sent.set(encoding, { variant: made.variant, headers, route });
    },

    /**
     * The kept answer for `key` as it went out to the last visitor taking the same encoding, while
     * `serve` would hand out that entry as it is; undefined otherwise (and the request goes the
     * whole way, renewing the entry when its time comes).
     */
    answer(key: string, acceptEncoding: string | undefined): KeptAnswer | undefined {
      const entry = servable(key);
      if (!entry) return undefined;
      const encoding = chooseEncoding(acceptEncoding);
      const sent = entry.sent.get(encoding ?? 'identity');
      // The encoding's compressed copy was added since: the next visitor takes the whole way.
      if (!sent || sent.variant !== variantFor(entry, encoding)) return undefined;
      hits += 1;
      atTheDoor += 1;
      return {
        status: entry.status,
        body: sent.variant.body,
        headers: sent.headers,
        route: sent.route,
      };
    },

    /** Forgets every page (something they show may have changed). */
    clear() {
      generation += 1;
      entries.clear();
      pending.clear();
    },

    stats() {
      return { entries: entries.size, hits, misses, atTheDoor };
    },
  };
}
