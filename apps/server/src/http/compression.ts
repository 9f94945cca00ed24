import { Duplex } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';

/** Below this a response fits in one packet anyway; compressing it costs more than it saves. */
const THRESHOLD_BYTES = 1024;

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

function compressor(encoding: Encoding) {
  // Brotli at quality 4 compresses HTML and JSON better than gzip -6 at a similar CPU cost; the
  // default (11) is meant for files compressed once at build time, not for every response.
  const stream =
    encoding === 'br'
      ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
      : createGzip({ level: 6 });
  return Duplex.toWeb(stream) as unknown as TransformStream<Uint8Array, Uint8Array>;
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
    return c.body(text, arg as never, {
      'Content-Type': 'application/json',
      ...headers,
      'Content-Length': String(Buffer.byteLength(text)),
    });
  }) as Context['json'];
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
    if (!encoding || !res.body) return;
    c.res = new Response(res.body.pipeThrough(compressor(encoding)), res);
    c.res.headers.delete('Content-Length');
    c.res.headers.set('Content-Encoding', encoding);
    const etag = c.res.headers.get('ETag');
    // The bytes differ from the identity encoding's, so a strong validator would be wrong.
    if (etag && !etag.startsWith('W/')) c.res.headers.set('ETag', `W/${etag}`);
  };
}
