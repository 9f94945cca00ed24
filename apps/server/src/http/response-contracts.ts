import type { OpenAPIHono, RouteConfig } from '@hono/zod-openapi';
import { createMiddleware } from 'hono/factory';
import { matchedRoutes, routePath } from 'hono/route';
import type { z } from 'zod';
import type { Logger } from '../logger.ts';
import type { AppEnv } from './env.ts';
import { ApiError, fieldErrors, sendError } from './errors.ts';
import { ErrorSchema } from './openapi.ts';

/** JSON answers that are not an operation of the API: the OpenAPI document itself. */
const UNDOCUMENTED = new Set(['GET /openapi.json']);

const isZod = (schema: unknown): schema is z.ZodType =>
  typeof (schema as z.ZodType | undefined)?.safeParse === 'function';

type Verdict = { schema: z.ZodType } | { broken: string } | undefined;

/** The schema a JSON answer of this status must match, or why there is none. */
function expectation(route: RouteConfig | undefined, key: string, status: number): Verdict {
  const response = route?.responses[status];
  const json =
    response && 'content' in response ? response.content?.['application/json'] : undefined;
  const declared = json && 'schema' in json ? json.schema : undefined;
  if (isZod(declared)) return { schema: declared };
  // Errors come from the error mapper in the one shape, whichever route or middleware raised them.
  if (status >= 400) return { schema: ErrorSchema };
  if (!route) return UNDOCUMENTED.has(key) ? undefined : { broken: 'the route declares nothing' };
  return { broken: `the route declares no JSON answer for status ${status}` };
}

/**
 * Checks every JSON answer of a router's routes against the schema the route declares for its
 * status (strict schemas: a field the schema does not name fails too). A mismatch is logged with
 * its zod issues and becomes a 500, so that a test of the route fails. On in tests, off in
 * production (RESPONSE_CHECKS): the API's routers use it only when asked, so production pays
 * nothing for it. Use it before the router's routes; it reads their declarations on first use.
 */
export function checkResponses(router: OpenAPIHono<AppEnv>, logger: Logger) {
  let routes: Map<string, RouteConfig> | undefined;
  const routeOf = (key: string) => {
    if (!routes) {
      routes = new Map();
      for (const definition of router.openAPIRegistry.definitions) {
        if (definition.type !== 'route') continue;
        const { method, path } = definition.route;
        // Keyed as Hono names the route that answered: 'GET /spaces/:id'.
        routes.set(
          `${method.toUpperCase()} ${path.replaceAll(/\{(\w+)\}/g, ':$1')}`,
          definition.route,
        );
      }
    }
    return routes.get(key);
  };

  return createMiddleware<AppEnv>(async (c, next) => {
    // Where the router is mounted ('/rest/v1/*'), to name the route that answered as it declared it.
    const mount = routePath(c).replace(/\/?\*$/, '');
    await next();
    const type = c.res.headers.get('content-type') ?? '';
    if (!type.startsWith('application/json')) return;
    const answered = matchedRoutes(c)[c.req.routeIndex];
    const key = `${answered?.method ?? c.req.method} ${(answered?.path ?? '').slice(mount.length)}`;
    const verdict = expectation(routeOf(key), key, c.res.status);
    if (!verdict) return;
    const issues =
      'broken' in verdict
        ? [{ path: [], message: verdict.broken }]
        : verdict.schema.safeParse(await c.res.clone().json()).error?.issues;
    if (!issues) return;
    logger.error(
      { requestId: c.get('requestId'), route: key, status: c.res.status, issues },
      'response does not match its declared schema',
    );
    c.res = sendError(
      c,
      new ApiError(
        500,
        'response_contract',
        `${key} answered ${c.res.status} with a body it does not declare`,
        fieldErrors(issues),
      ),
    );
  });
}
