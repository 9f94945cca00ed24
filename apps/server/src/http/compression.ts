import { Duplex } from 'node:stream';
import {
  brotliCompressSync,
  constants,
  createBrotliCompress,
  createGzip,
  gzipSync,
} from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';

/** Below this a response fits in one packet anyway; compressing it costs more than it saves. */
const THRESHOLD_BYTES = 1024;
/**
 * JSON answers up to this size are compressed at once, in one call, rather than through a stream:
 * a search page (20-60 KB) takes a fraction of a millisecond, where the stream, its chunks and
 * their separate socket writes cost several times that (docs/decisions/0052-json-answers-at-once.md).
 */
const AT_ONCE_BYTES = 256 * 1024;

export type Encoding = 'br' | 'gzip';

/** Text worth compressing: a compressible type, and more than fits in one packet. */
export function worthCompressing(type: string | null, bytes: number | undefined): boolean {
  return (
    type !== null &&
    COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) &&
    (bytes === undefined || bytes >= THRESHOLD_BYTES)
  );
}

/** Clients send a handful of distinct Accept-Encoding values; each is parsed once (up to 64 kept). */
const chosen = new Map<string, Encoding | undefined>();

/** The client's preferred encoding of the two we offer (q-values honoured, brotli on a tie). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  if (chosen.has(acceptEncoding)) return chosen.get(acceptEncoding);
  const encoding = parseAcceptEncoding(acceptEncoding);
  if (chosen.size >= 64) chosen.clear();
  chosen.set(acceptEncoding, encoding);
  return encoding;
}

function parseAcceptEncoding(acceptEncoding: string): Encoding | undefined {
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    if (name) weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: Encoding) => weights.get(name) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gzip = weightOf('gzip');
  if (br <= 0 && gzip <= 0) return undefined;
  return br >= gzip ? 'br' : 'gzip';
}

// Brotli at quality 4 compresses HTML and JSON better than gzip -6 at a similar CPU cost; the
// default (11) is meant for files compressed once at build time, not for every response.
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
const GZIP = { level: 6 };

function compressor(encoding: Encoding) {
  const stream = encoding === 'br' ? createBrotliCompress(BROTLI) : createGzip(GZIP);
  return Duplex.toWeb(stream) as unknown as TransformStream<Uint8Array, Uint8Array>;
}

/**
 * Brotli's quality for JSON answers: on a search page (14.5 KB of JSON), quality 3 writes 0.7 %
 * more bytes than 4 (2,540 against 2,522) for 57 % of the CPU; on a page of HTML it writes 5-6 %
 * more, so pages keep quality 4 (docs/decisions/0052-json-answers-at-once.md).
 */
const BROTLI_JSON_QUALITY = 3;

/**
 * One call on this thread. A buffer sent to zlib's thread pool costs about four times the CPU of
 * compressing it here (a new encoder, its window and the hand-over, for 15 KB of JSON); the size
 * hint lets brotli size its buffers to the text (a quarter less CPU again).
 */
function compressAtOnce(encoding: Encoding, text: string): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(text, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: BROTLI_JSON_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text),
        },
      })
    : gzipSync(text, GZIP);
}

/**
 * The text of each answer `c.json` made, by its response: the ETag and the compression read it
 * as it is, where the body would have to be read back through a stream. A response that a later
 * middleware rebuilt is not here, and goes the stream's way.
 */
const jsonTexts = new WeakMap<Response, string>();

/** The JSON text `c.json` made this response from, if it is still that response. */
export function jsonTextOf(res: Response): string | undefined {
  return jsonTexts.get(res);
}

/**
 * Makes `c.json` give its answer a Content-Length, so that a small one is left alone without being
 * read back (which makes the Node adapter build a full Response): a compression stream for a few
 * hundred bytes costs more than the rest of a request. Mirrors hono's own `c.json` (the same body,
 * status and headers, JSON's type unless one is given).
 */
function jsonWithLength(c: Context) {
  const json = c.json;
  c.json = ((
    object: unknown,
    arg?: Parameters<Context['body']>[1],
    headers?: Record<string, string | string[]>,
  ) => {
    const text = JSON.stringify(object) as string | undefined;
    if (text === undefined) return json(object as never, arg as never, headers);
    const res = c.body(text, arg as never, {
      'Content-Type': 'application/json',
      ...headers,
      'Content-Length': String(Buffer.byteLength(text)),
    });
    jsonTexts.set(res, text);
    return res;
  }) as Context['json'];
}

/**
 * Puts `res` in place of the context's response as it is: hono's setter copies a response set over
 * another into a new one (its body and headers again), unless the old one is cleared first.
 */
function replace(c: Context, res: Response) {
  c.res = undefined;
  c.res = res;
}

/**
 * Compresses dynamic responses (server-rendered pages, API JSON) with brotli or gzip, as the client
 * prefers. Left alone: event streams (text/event-stream is excluded by the type filter, and the
 * realtime and message streams must flush each event at once), responses already encoded
 * (precompressed static files), ranges, small bodies, HEAD, and `no-transform`. JSON answers
 * carry their length from `c.json` on, so a small one is known to be small.
 */
export function compression(): MiddlewareHandler {
  return async (c, next) => {
    jsonWithLength(c);
    await next();
    const res = c.res;
    const type = res.headers.get('Content-Type');
    const length = res.headers.get('Content-Length');
    // `res.body` is read last: reading it turns the adapter's plain response into a stream.
    if (
      c.req.method === 'HEAD' ||
      res.status === 206 ||
      res.status === 204 ||
      res.status === 304 ||
      res.headers.has('Content-Encoding') ||
      !worthCompressing(type, length === null ? undefined : Number(length)) ||
      /(?:^|,)\s*no-transform\s*(?:,|$)/i.test(res.headers.get('Cache-Control') ?? '')
    ) {
      return;
    }
    const vary = res.headers.get('Vary');
    // On the response itself: `c.header` after a response exists rebuilds it around a stream.
    if (!vary || !/accept-encoding/i.test(vary))
      res.headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    const encoding = chooseEncoding(c.req.header('Accept-Encoding'));
    if (!encoding) return;
    const text = jsonTextOf(res);
    if (text !== undefined && length !== null && Number(length) <= AT_ONCE_BYTES) {
      const bytes = compressAtOnce(encoding, text);
      replace(c, new Response(bytes, res));
      c.res.headers.set('Content-Length', String(bytes.length));
    } else {
      if (!res.body) return;
      replace(c, new Response(res.body.pipeThrough(compressor(encoding)), res));
      c.res.headers.delete('Content-Length');
    }
    c.res.headers.set('Content-Encoding', encoding);
    const etag = c.res.headers.get('ETag');
    // The bytes differ from the identity encoding's, so a strong validator would be wrong.
    if (etag && !etag.startsWith('W/')) c.res.headers.set('ETag', `W/${etag}`);
  };
}
