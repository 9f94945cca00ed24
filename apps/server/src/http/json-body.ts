import type { Context } from 'hono';
import { ApiError } from './errors.ts';

const JSON_TYPE = /^application\/([\w.-]+\+)?json$/i;

export function isJsonRequest(c: Context): boolean {
  const type = c.req.header('content-type')?.split(';')[0]?.trim() ?? '';
  return JSON_TYPE.test(type);
}

/** Reads a JSON body: 415 for another content type, 400 for malformed JSON. */
export async function readJson(c: Context): Promise<unknown> {
  if (!isJsonRequest(c)) {
    throw new ApiError(415, 'unsupported_media_type', 'Send the request body as application/json');
  }
  const text = await c.req.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, 'invalid_json', 'The request body is not valid JSON');
  }
}
