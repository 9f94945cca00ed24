import { PassThrough, Readable } from 'node:stream';
import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import busboy from 'busboy';
import type { AppEnv } from '../http/env.ts';
import { ApiError, notFound } from '../http/errors.ts';
import { identify, requireUser } from '../http/require-user.ts';
import type { AuthService } from '../auth/service.ts';
import { isBucket, limitsFor } from './policy.ts';
import { tooLarge } from './receive.ts';
import type { UploadService } from './service.ts';
import { isSafePath, RangeNotSatisfiable, type ByteRange, type Storage } from './storage.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Public files may be shown by other sites (embeds, previews): Cross-Origin-Resource-Policy
 * cross-origin. Mounted before the security headers so that it has the last word on them.
 */
export const publicObjectHeaders = createMiddleware(async (c, next) => {
  await next();
  c.res.headers.set('Cross-Origin-Resource-Policy', 'cross-origin');
  c.res.headers.set('X-Content-Type-Options', 'nosniff');
});

function parseRange(header: string | undefined): ByteRange | undefined {
  const match = header ? /^bytes=(\d+)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return undefined;
  return { start: Number(match[1]), end: match[2] ? Number(match[2]) : undefined };
}

const unreadableForm = () =>
  new ApiError(400, 'invalid_multipart', 'The form data could not be read');

/**
 * The first file of a multipart form, streamed (never buffered whole). A form cut off in the middle
 * of the file (a dropped connection, a missing closing boundary) ends the file's stream with the
 * same 400 as a form that cannot be read at all, never with the parser's own error.
 */
function multipartFile(
  c: Context,
  body: ReadableStream<Uint8Array>,
): Promise<ReadableStream<Uint8Array>> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { 'content-type': c.req.header('content-type') ?? '' },
        limits: { files: 1, fields: 20 },
      });
    } catch {
      reject(unreadableForm());
      return;
    }
    let file: PassThrough | undefined;
    parser.on('file', (_field, stream) => {
      if (file) return stream.resume();
      const received = (file = new PassThrough());
      stream.on('error', () => received.destroy(unreadableForm()));
      stream.pipe(received);
      resolve(Readable.toWeb(received) as ReadableStream<Uint8Array>);
    });
    parser.on('error', () => {
      if (file) file.destroy(unreadableForm());
      else reject(unreadableForm());
    });
    parser.on('close', () => {
      if (!file) reject(new ApiError(400, 'missing_file', 'Choose a file to upload'));
    });
    const source = Readable.fromWeb(body as Parameters<typeof Readable.fromWeb>[0]);
    source.on('error', (error) => parser.destroy(error));
    source.pipe(parser);
  });
}

/** /storage/v1: uploads to a bucket, public reads, deletion of own files. */
export function storageRoutes({
  storage,
  uploads,
  auth,
}: {
  storage: Storage;
  uploads: UploadService;
  auth: AuthService;
}) {
  const app = new Hono<AppEnv>();

  app.get('/object/public/:bucket/:path{.+}', async (c) => {
    const { bucket, path } = c.req.param();
    if (!isBucket(bucket) || !isSafePath(path)) throw notFound('File not found');
    const elsewhere = storage.publicLocation?.(bucket, path);
    if (elsewhere) return c.redirect(elsewhere, 302);
    let file;
    try {
      file = await storage.get(bucket, path, parseRange(c.req.header('range')));
    } catch (error) {
      if (!(error instanceof RangeNotSatisfiable)) throw error;
      c.header('Content-Range', `bytes */${error.totalSize}`);
      return c.body(null, 416);
    }
    if (!file) throw notFound('File not found');
    c.header('Content-Type', file.contentType);
    c.header('Content-Length', String(file.size));
    c.header('Cache-Control', IMMUTABLE);
    c.header('Accept-Ranges', 'bytes');
    if (c.req.method === 'HEAD') {
      file.body.destroy();
      return c.body(null, file.range ? 206 : 200);
    }
    const stream = Readable.toWeb(file.body) as ReadableStream<Uint8Array>;
    if (file.range) {
      c.header('Content-Range', `bytes ${file.range.start}-${file.range.end}/${file.totalSize}`);
      return c.body(stream, 206);
    }
    return c.body(stream, 200);
  });

  app.use('/object/*', identify(auth));

  app.post('/object/:bucket/:path{.+}', async (c) => {
    const user = requireUser(c);
    const { bucket, path } = c.req.param();
    if (!isBucket(bucket)) throw notFound('Bucket not found');
    const limits = limitsFor(bucket, path);
    const declared = Number(c.req.header('content-length') ?? NaN);
    // A declared size over every limit is refused before a byte is read.
    if (declared > Math.max(limits.image, limits.video) + 64 * 1024)
      throw tooLarge(Math.max(limits.image, limits.video));
    const raw = c.req.raw.body;
    if (!raw) throw new ApiError(400, 'missing_file', 'Choose a file to upload');
    const isMultipart = /^multipart\/form-data/i.test(c.req.header('content-type') ?? '');
    const body = isMultipart ? await multipartFile(c, raw) : raw;
    const object = await uploads.upload({ bucket, userId: user.id, requested: path, body });
    return c.json(object, 201);
  });

  app.delete('/object/:bucket/:path{.+}', async (c) => {
    const user = requireUser(c);
    const { bucket, path } = c.req.param();
    if (!isBucket(bucket)) throw notFound('Bucket not found');
    const deleted = await uploads.remove(bucket, user.id, path);
    return c.json({ deleted }, 200);
  });

  return app;
}
