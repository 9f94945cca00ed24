import { createHash } from 'node:crypto';

/**
 * A few seconds of memory for server-rendered public pages. Pages are rendered without a session
 * (private data loads in the browser), so every visitor of one URL gets the same document except
 * for the CSP nonce: the cache keeps the document with the nonce replaced by a marker and puts the
 * request's own nonce in on the way out.
 *
 * Freshness: an entry lives `ttlMs`; any write through this instance and any change notification
 * from the database (a listing edited through another instance) empties the cache, and a render
 * that was under way during such a change is not kept. Concurrent misses of one URL wait for a
 * single render instead of each rendering (no stampede under load).
 *
 * API answers that are the same for every visitor (anonymous searches) use the same cache with a
 * null nonce: their bodies are kept as they are, with their ETag computed once.
 *
 * A hit costs no more than writing the bytes: entries are kept encoded (a page as the pieces between
 * its nonces), so a hit neither re-encodes the text nor hashes it, and its body stays a plain byte
 * array the HTTP adapter writes directly (no stream).
 */
export interface PageCacheOptions {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}

interface Entry {
  expires: number;
  status: number;
  headers: [string, string][];
  /** The body's bytes, cut where the render's nonce was (one piece when there is no nonce). */
  pieces: Buffer[];
}

/**
 * hono's ETag middleware tags a body under 256 KB with the SHA-1 of its bytes (larger ones with a
 * chain of chunk digests): the same tag, computed once per entry, so the middleware outside the
 * cache finds it set and does not hash the body for every visitor. Larger bodies are left to it.
 */
const TAGGED_BODY_LIMIT = 256 * 1024;
export function bodyTag(body: Buffer): string | undefined {
  return body.byteLength < TAGGED_BODY_LIMIT ? `"${createHash('sha1').update(body).digest('hex')}"` : undefined;
}

export type PageCache = ReturnType<typeof createPageCache>;

export function createPageCache(options: PageCacheOptions) {
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const pending = new Map<string, Promise<Entry | undefined>>();
  let generation = 0;
  let hits = 0;
  let misses = 0;

  function respond(entry: Entry, nonce: string | null): Response {
    const [first, ...rest] = entry.pieces;
    let body = first!;
    if (rest.length > 0) {
      const between = Buffer.from(nonce ?? '');
      body = Buffer.concat(entry.pieces.flatMap((piece, i) => (i === 0 ? [piece] : [between, piece])));
    }
    return new Response(body, { status: entry.status, headers: entry.headers });
  }

  function entryOf(response: Response, body: Buffer, nonce: string | null): Entry {
    const headers = [...response.headers];
    if (nonce !== null) return { expires: now() + options.ttlMs, status: response.status, headers, pieces: split(body, Buffer.from(nonce)) };
    const tag = response.headers.has('ETag') ? undefined : bodyTag(body);
    return { expires: now() + options.ttlMs, status: response.status, headers: tag ? [...headers, ['etag', tag]] : headers, pieces: [body] };
  }

  function cacheable(response: Response): boolean {
    const control = response.headers.get('Cache-Control') ?? '';
    return response.status === 200 && response.body !== null && !response.headers.has('Set-Cookie') && !/no-store|private/i.test(control);
  }

  function store(key: string, entry: Entry) {
    entries.delete(key);
    entries.set(key, entry);
    // Map order is insertion order: the first key is the least recently stored.
    while (entries.size > options.maxEntries) entries.delete(entries.keys().next().value!);
  }

  return {
    /** The cached document for `key`, or a fresh render that is kept for the next visitors. */
    async serve(key: string, nonce: string | null, render: () => Promise<Response>): Promise<Response> {
      if (options.ttlMs <= 0 || nonce === '') return render();
      const entry = entries.get(key);
      if (entry && entry.expires > now()) {
        hits += 1;
        return respond(entry, nonce);
      }
      if (entry) entries.delete(key);
      const waiting = pending.get(key);
      if (waiting) {
        const rendered = await waiting;
        if (rendered) {
          hits += 1;
          return respond(rendered, nonce);
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
      const [toClient, toCache] = response.body!.tee();
      new Response(toCache)
        .arrayBuffer()
        .then((bytes) => {
          // Changed while rendering: this document may show the old data.
          if (generation !== started) return done(undefined);
          const entry = entryOf(response, Buffer.from(bytes), nonce);
          store(key, entry);
          done(entry);
        })
        .catch(() => done(undefined));
      return new Response(toClient, { status: response.status, headers: response.headers });
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

/** `body` cut at every occurrence of `separator`. */
function split(body: Buffer, separator: Buffer): Buffer[] {
  const pieces: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(separator); at !== -1; at = body.indexOf(separator, from)) {
    pieces.push(body.subarray(from, at));
    from = at + separator.length;
  }
  pieces.push(body.subarray(from));
  return pieces;
}
