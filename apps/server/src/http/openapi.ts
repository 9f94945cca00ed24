import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppEnv } from './env.ts';
import { fieldErrors, validationError } from './errors.ts';

/** A router whose request schemas report failures in the API's error shape, with field names. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw validationError(fieldErrors(result.error.issues));
    },
  });
}

export const ErrorSchema = z
  .strictObject({
    error: z.strictObject({
      code: z.string(),
      message: z.string(),
      fields: z.record(z.string(), z.array(z.string())).optional(),
    }),
  })
  .openapi('Error');

/**
 * A JSON answer of a route: its schema comes from packages/core (a strict object with its name in
 * the OpenAPI document), and the response check holds the route to it in tests.
 */
export function jsonResponse<T extends z.ZodType>(schema: T, description: string) {
  return { description, content: { 'application/json': { schema } } };
}

/** Standard error responses to list on a route. */
export const errorResponses = {
  400: { description: 'Invalid input', content: { 'application/json': { schema: ErrorSchema } } },
  401: { description: 'Not signed in', content: { 'application/json': { schema: ErrorSchema } } },
  403: { description: 'Not allowed', content: { 'application/json': { schema: ErrorSchema } } },
  404: { description: 'Not found', content: { 'application/json': { schema: ErrorSchema } } },
  409: { description: 'Conflict', content: { 'application/json': { schema: ErrorSchema } } },
} as const;

export const bearerSecurity = [{ bearerAuth: [] }];
