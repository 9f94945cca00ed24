import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Hono } from 'hono';
import { createRoute, z } from '@hono/zod-openapi';
import { createSpace } from '@rentspace/db/factories';
import { call, createTestApp, signUp, type TestApp } from '../../test/harness.ts';
import { createLogger, type Logger } from '../logger.ts';
import type { AppEnv } from './env.ts';
import { createRouter, errorResponses, jsonResponse } from './openapi.ts';
import { errorMapper } from './error-mapper.ts';
import { notFound } from './errors.ts';
import { checkResponses } from './response-contracts.ts';

const Greeting = z.strictObject({ text: z.string() });

const route = (path: string) =>
  createRoute({
    method: 'get',
    path,
    responses: { 200: jsonResponse(Greeting, 'A greeting'), 404: errorResponses[404] },
  });

/** A router with the check, mounted under a prefix as the API's routers are, with routes that lie. */
function app() {
  const logger = { error: vi.fn() };
  const router = createRouter();
  router.use('*', checkResponses(router, logger as unknown as Logger));
  router.openapi(route('/kept'), (c) => c.json({ text: 'hello' }, 200));
  // Each of these answers what its route does not declare; the types are forced to let it through.
  router.openapi(route('/extra'), (c) => c.json({ text: 'hello', secret: 'x' } as never, 200));
  router.openapi(route('/wrong/{n}'), (c) => c.json({ text: 42 } as never, 200));
  router.openapi(route('/status'), (c) => c.json({ text: 'hello' }, 201 as never));
  router.openapi(route('/missing'), () => {
    throw notFound('No greeting');
  });
  router.get('/undeclared', (c) => c.json({ text: 'hello' }));
  router.get('/openapi.json', (c) => c.json({ openapi: '3.1.0' }));
  const root = new Hono<AppEnv>();
  root.route('/api', router);
  root.onError(errorMapper(logger as unknown as Logger));
  return { root, logger };
}

describe('the response check', () => {
  it('lets an answer through unchanged when it matches the declared schema', async () => {
    const { root, logger } = app();
    const res = await call(root, 'GET', '/api/kept');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ text: 'hello' });
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('answers 500 and logs the issues when a route adds a field it did not declare', async () => {
    const { root, logger } = app();
    const res = await call(root, 'GET', '/api/extra');
    expect(res.status).toBe(500);
    expect(res.json.error.code).toBe('response_contract');
    expect(res.json.error.message).toBe('GET /extra answered 200 with a body it does not declare');
    expect(res.json).not.toHaveProperty('text');
    const [details, message] = logger.error.mock.calls[0]!;
    expect(message).toBe('response does not match its declared schema');
    expect(details).toMatchObject({
      route: 'GET /extra',
      status: 200,
      issues: [{ code: 'unrecognized_keys', keys: ['secret'] }],
    });
  });

  it('names the field of a wrong type, on a route with a path parameter', async () => {
    const { root, logger } = app();
    const res = await call(root, 'GET', '/api/wrong/7');
    expect(res.status).toBe(500);
    expect(Object.keys(res.json.error.fields)).toEqual(['text']);
    expect(logger.error.mock.calls[0]![0]).toMatchObject({ route: 'GET /wrong/:n' });
  });

  it('refuses a success status the route does not declare, and a route that declares nothing', async () => {
    const { root } = app();
    expect((await call(root, 'GET', '/api/status')).status).toBe(500);
    const undeclared = await call(root, 'GET', '/api/undeclared');
    expect(undeclared.status).toBe(500);
    expect(undeclared.json.error.fields).toEqual({ _: ['the route declares nothing'] });
  });

  it('holds errors to the shared error shape and leaves the OpenAPI document alone', async () => {
    const { root, logger } = app();
    const missing = await call(root, 'GET', '/api/missing');
    expect(missing.status).toBe(404);
    expect(missing.json).toEqual({ error: { code: 'not_found', message: 'No greeting' } });
    expect((await call(root, 'GET', '/api/openapi.json')).status).toBe(200);
    expect(logger.error).not.toHaveBeenCalled();
  });
});

describe('the response check in the application', () => {
  // The database holds a condition the listing form never writes: the owner's view declares the
  // form's conditions only, so the answer breaks its contract.
  async function ownListingWithStrayCondition(t: TestApp) {
    const host = await signUp(t.app);
    const space = await createSpace(t.db, { user_id: host.userId, condition: 'mint' });
    return call(t.app, 'GET', `/rest/v1/spaces/${space.id}/edit`, { token: host.token });
  }

  let checked: TestApp;
  let unchecked: TestApp;
  const logged: { msg: string; route?: string; status?: number }[] = [];
  const logger = createLogger('error', { write: (line: string) => logged.push(JSON.parse(line)) });
  beforeAll(async () => {
    checked = await createTestApp({ deps: { logger } });
    unchecked = await createTestApp({ env: { RESPONSE_CHECKS: 'false' } });
  });
  afterAll(async () => {
    await checked.close();
    await unchecked.close();
  });

  it('is on in tests: a listing whose answer breaks its schema is a 500', async () => {
    const res = await ownListingWithStrayCondition(checked);
    expect(res.status).toBe(500);
    expect(res.json.error.fields).toHaveProperty('condition');
    expect(logged).toContainEqual(
      expect.objectContaining({
        msg: 'response does not match its declared schema',
        route: 'GET /spaces/:id/edit',
        status: 200,
      }),
    );
  });

  it('is off when RESPONSE_CHECKS is false (the production default): the answer goes out as is', async () => {
    const res = await ownListingWithStrayCondition(unchecked);
    expect(res.status).toBe(200);
    expect(res.json.condition).toBe('mint');
  });
});
