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
 * null nonce: their bodies are kept as they are.
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
  /** The document, with NONCE_MARKER where the render's nonce was. */
  body: string;
}

const NONCE_MARKER = '\u0000nonce\u0000';

export type PageCache = ReturnType<typeof createPageCache>;

export function createPageCache(options: PageCacheOptions) {
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const pending = new Map<string, Promise<Entry | undefined>>();
  let generation = 0;
  let hits = 0;
  let misses = 0;

  function respond(entry: Entry, nonce: string | null): Response {
    return new Response(nonce === null ? entry.body : entry.body.replaceAll(NONCE_MARKER, nonce), { status: entry.status, headers: entry.headers });
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
      const headers = [...response.headers];
      new Response(toCache)
        .text()
        .then((html) => {
          // Changed while rendering: this document may show the old data.
          if (generation !== started) return done(undefined);
          const entry = { expires: now() + options.ttlMs, status: response.status, headers, body: nonce === null ? html : html.replaceAll(nonce, NONCE_MARKER) };
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
