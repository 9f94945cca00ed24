import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export type FieldErrors = Record<string, string[]>;

/** An error with the API's shape: { error: { code, message, fields? } } and a status. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly fields?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (message = 'Not found') => new ApiError(404, 'not_found', message);
export const unauthorized = (message = 'Sign in to continue') =>
  new ApiError(401, 'unauthorized', message);
export const forbidden = (message = 'You do not have access to this') =>
  new ApiError(403, 'forbidden', message);
export const conflict = (code: string, message: string) => new ApiError(409, code, message);
export const validationError = (
  fields: FieldErrors,
  message = 'Please check the highlighted fields',
) => new ApiError(400, 'validation_failed', message, fields);

export function errorBody(error: ApiError) {
  return {
    error: {
      code: error.code,
      message: error.message,
      ...(error.fields ? { fields: error.fields } : {}),
    },
  };
}

export function sendError(c: Context, error: ApiError) {
  if (error.headers)
    for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
  return c.json(errorBody(error), error.status);
}

/** Turns zod issues into { field: [messages] }, the field being the dotted path. */
export function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    const messages = (fields[key] ??= []);
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  return fields;
}
