import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { ApiError, errorBody, sendError } from './errors.ts';
import { isJsonRequest } from './json-body.ts';

/** The largest JSON body an API endpoint reads. */
export const JSON_BODY_LIMIT = 1024 * 1024;

/** Methods that change nothing (and carry no body worth reading). */
export const isRead = (method: string) =>
  method === 'GET' || method === 'HEAD' || method === 'OPTIONS';

const tooLarge = (c: Context) =>
  c.json(errorBody(new ApiError(413, 'payload_too_large', 'The request body is too large')), 413);
const jsonLimit = bodyLimit({ maxSize: JSON_BODY_LIMIT, onError: tooLarge });

/**
 * Refuses a write whose body is over the limit with 413. Only requests that can carry a body are
 * measured. A declared length is checked as it is (Node never reads past it); only a chunked body
 * is counted as it streams in, since that check reads the body stream and makes the adapter build
 * a full Request.
 */
export const limitJsonBodies: MiddlewareHandler = createMiddleware(async (c, next) => {
  if (isRead(c.req.method)) return next();
  const length = c.req.header('content-length');
  if (length === undefined || c.req.header('transfer-encoding') !== undefined)
    return jsonLimit(c, next);
  return Number.parseInt(length, 10) > JSON_BODY_LIMIT ? tooLarge(c) : next();
});

/**
 * From the headers where they tell: reading `raw.body` makes the Node adapter build a full
 * Request, so it is read only for a request built in-process, which has neither header.
 */
function hasBody(c: Context) {
  if (c.req.header('transfer-encoding') !== undefined) return true;
  const length = c.req.header('content-length');
  return length === undefined ? c.req.raw.body !== null : length !== '0';
}

/** JSON endpoints take JSON only (the payment webhook reads its raw body itself): else 415. */
export const jsonOnly: MiddlewareHandler = createMiddleware(async (c, next) => {
  const method = c.req.method;
  const writes = method === 'POST' || method === 'PUT' || method === 'PATCH';
  if (writes && hasBody(c) && !isJsonRequest(c) && !c.req.path.endsWith('/webhook')) {
    return sendError(
      c,
      new ApiError(415, 'unsupported_media_type', 'Send the request body as application/json'),
    );
  }
  await next();
});
