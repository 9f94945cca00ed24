import type { Context } from 'hono';
import type { z } from 'zod';
import { EmailSchema, MAX_PASSWORD_LENGTH } from '@rentspace/core/auth/schemas';
import { ApiError } from '../http/errors.ts';
import { readJson } from '../http/json-body.ts';
import { AuthError, noAuthorization } from './errors.ts';

/** The GoTrue API version our answers speak (auth-js reads this header). */
export const API_VERSION = '2024-01-01';

export function authErrorResponse(c: Context, error: AuthError) {
  for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
  c.header('X-Supabase-Api-Version', API_VERSION);
  return c.json(
    {
      code: error.code,
      error_code: error.code,
      msg: error.message,
      message: error.message,
      ...error.extra,
    },
    error.status,
  );
}

/** Reads a body and shapes it; a wrong shape is GoTrue's 400 validation_failed. */
export async function parse<T>(c: Context, schema: z.ZodType<T>): Promise<T> {
  let body: unknown;
  try {
    body = await readJson(c);
  } catch (error) {
    if (error instanceof ApiError)
      throw new AuthError(error.status === 415 ? 415 : 400, 'bad_json', error.message);
    throw error;
  }
  const result = schema.safeParse(body);
  if (!result.success)
    throw new AuthError(400, 'validation_failed', 'Request body has missing or invalid fields');
  return result.data;
}

export function email(raw: string): string {
  const result = EmailSchema.safeParse(raw);
  if (!result.success)
    throw new AuthError(
      400,
      'validation_failed',
      'Unable to validate email address: invalid format',
    );
  return result.data;
}

export function password(raw: string): string {
  if (raw.length > MAX_PASSWORD_LENGTH) {
    throw new AuthError(
      422,
      'weak_password',
      `Password cannot be longer than ${MAX_PASSWORD_LENGTH} characters`,
      {
        weak_password: { reasons: ['length'] },
      },
    );
  }
  return raw;
}

export function bearer(c: Context): string {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw noAuthorization();
  return match[1];
}
