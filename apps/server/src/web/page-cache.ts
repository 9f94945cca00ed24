import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { chooseEncoding, worthCompressing, type Encoding } from '../http/compression.ts';

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
}

/**
 * hono's ETag middleware tags a body under 256 KB with the SHA-1 of its bytes (larger ones with a
 * chain of chunk digests): the same tag, computed once per entry, so the middleware outside the
 * cache finds it set and does not hash the body for every visitor. Larger bodies are left to it.
 */
const TAGGED_BODY_LIMIT = 256 * 1024;
function bodyTag(body: Buffer): string | undefined {
  return body.byteLength < TAGGED_BODY_LIMIT ? `"${createHash('sha1').update(body).digest('hex')}"` : undefined;
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

/**
 * The document without its nonce, and the hashes of the inline scripts that carried it; undefined
 * when the nonce also appears elsewhere than in a nonce attribute (such a document is not kept).
 */
export function withoutNonce(html: string, nonce: string): { html: string; scriptSources: string[] } | undefined {
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
  br: (body) => promisify(brotliCompress)(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 7, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength } }),
  gzip: (body) => promisify(gzip)(body, { level: 6 }),
};

function encodedVariant(identity: Variant, encoding: Encoding, body: Buffer): Variant {
  const headers = identity.headers.filter(([name]) => name !== 'content-length' && name !== 'etag' && name !== 'vary');
  const vary = identity.headers.find(([name]) => name === 'vary')?.[1];
  headers.push(['content-encoding', encoding], ['vary', !vary ? 'Accept-Encoding' : /accept-encoding/i.test(vary) ? vary : `${vary}, Accept-Encoding`]);
  const tag = identity.headers.find(([name]) => name === 'etag')?.[1];
  // The bytes differ from the identity encoding's: a weak validator, as the compression middleware gives.
  if (tag) headers.push(['etag', tag.startsWith('W/') ? tag : `W/${tag}`]);
  return { body, headers };
}

export type PageCache = ReturnType<typeof createPageCache>;

export function createPageCache(options: PageCacheOptions) {
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const pending = new Map<string, Promise<Entry | undefined>>();
  const sourcesOf = new WeakMap<Response, string[]>();
  let generation = 0;
  let hits = 0;
  let misses = 0;

  function respond(entry: Entry, visitor: Visitor): Response {
    const encoding = chooseEncoding(visitor.acceptEncoding);
    const variant = (encoding && entry.encoded[encoding]) || entry.identity;
    const response = new Response(variant.body, { status: entry.status, headers: variant.headers });
    if (entry.scriptSources) sourcesOf.set(response, entry.scriptSources);
    return response;
  }

  function entryOf(status: number, rendered: [string, string][], bytes: Buffer, nonce: string | null): Entry | undefined {
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
    return {
      expires: now() + options.ttlMs,
      // The last tenth to fifth of its life, drawn per entry: entries made at the same moment (a
      // cold start under load) are then not all renewed at once, each cycle spreading them further.
      renewWithin: (options.ttlMs / 10) * (1 + Math.random()),
      status,
      identity: { body, headers },
      encoded: {},
      scriptSources,
    };
  }

  /** Adds the compressed copies to `entry`; settles when both are made (or have failed). */
  async function compress(entry: Entry): Promise<void> {
    const type = entry.identity.headers.find(([name]) => name === 'content-type')?.[1] ?? null;
    if (!worthCompressing(type, entry.identity.body.byteLength)) return;
    await Promise.all(
      (['br', 'gzip'] as const).map((encoding) =>
        compressors[encoding](entry.identity.body)
          .then((body) => (entry.encoded[encoding] = encodedVariant(entry.identity, encoding, body)))
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
      const entry = entries.get(key);
      const left = entry ? entry.expires - now() : 0;
      // Near the end of an entry's life the first visitor renders its successor while the others
      // are still served it, so that under load nobody waits for a render when an entry runs out.
      if (entry && left > 0 && (left > entry.renewWithin || pending.has(key))) {
        hits += 1;
        return respond(entry, visitor);
      }
      if (entry && left <= 0) entries.delete(key);
      const waiting = left > 0 ? undefined : pending.get(key);
      if (waiting) {
        const rendered = await waiting;
        if (rendered) {
          hits += 1;
          return respond(rendered, visitor);
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
      return sourcesOf.get(response);
    },

    /** Forgets every page (something they show may have changed). */
    clear() {
      generation += 1;
      entries.clear();
      pending.clear();
    },

    stats() {
      return { entries: entries.size, hits, misses };
    },
  };
}
