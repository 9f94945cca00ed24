import { OpenAPIHono, z, type RouteConfig } from '@hono/zod-openapi';
import type { AppEnv } from './env.ts';
import { fieldErrors, validationError } from './errors.ts';
import { signedInFirst } from './require-user.ts';

/**
 * Whether a route is for signed-in people only: it names the bearer token as its one way in. (An
 * operation open to anyone as well would list an empty requirement beside it, as OpenAPI has it.)
 */
export function signedInOnly(route: Pick<RouteConfig, 'security'>): boolean {
  const ways = route.security ?? [];
  return ways.length > 0 && ways.every((way) => 'bearerAuth' in way);
}

/**
 * A router whose request schemas report failures in the API's error shape, with field names. A
 * route for signed-in people answers a signed-out caller 401 before its parameters or body are
 * validated: a 400 would describe a form to someone who may not send it.
 */
export function createRouter() {
  const router = new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw validationError(fieldErrors(result.error.issues));
    },
  });
  const register = router.openapi;
  router.openapi = ((route: RouteConfig, ...rest: unknown[]) => {
    if (!signedInOnly(route)) return (register as (...args: unknown[]) => unknown)(route, ...rest);
    const own = route.middleware ? [route.middleware].flat() : [];
    return (register as (...args: unknown[]) => unknown)(
      { ...route, middleware: [signedInFirst, ...own] },
      ...rest,
    );
  }) as typeof register;
  return router;
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
