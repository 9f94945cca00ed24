import { describe, expect, it } from 'vitest';
import { operatorKey } from './operator.ts';
import { operatorRoutes } from './routes.ts';

const key = operatorKey('a-token-secret');
const snapshot = async () => new Uint8Array([31, 139, 8]);

/** A request as @hono/node-server hands it over, from a given remote address. */
function call(
  app: ReturnType<typeof operatorRoutes>,
  remoteAddress: string,
  headers: Record<string, string> = {},
) {
  return app.request(
    '/ops/v1/database-snapshot',
    { method: 'POST', headers },
    { incoming: { socket: { remoteAddress } } },
  );
}

describe('the operator snapshot endpoint', () => {
  const app = operatorRoutes({ key, snapshot });
  const withKey = { Authorization: `Bearer ${key}` };

  it('gives the local operator the database copy', async () => {
    const res = await call(app, '127.0.0.1', withKey);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/gzip');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(new Uint8Array([31, 139, 8]));
    expect((await call(app, '::1', withKey)).status).toBe(200);
  });

  it('answers 404 to everyone else, as if it did not exist', async () => {
    expect((await call(app, '127.0.0.1')).status).toBe(404);
    expect(
      (await call(app, '127.0.0.1', { Authorization: `Bearer ${operatorKey('other')}` })).status,
    ).toBe(404);
    expect((await call(app, '203.0.113.9', withKey)).status).toBe(404);
    expect(
      (await call(app, '127.0.0.1', { ...withKey, 'X-Forwarded-For': '203.0.113.9' })).status,
    ).toBe(404);
    expect(
      (await call(app, '127.0.0.1', { ...withKey, Forwarded: 'for=203.0.113.9' })).status,
    ).toBe(404);
    const onPostgres = operatorRoutes({ key });
    expect((await call(onPostgres, '127.0.0.1', withKey)).status).toBe(404);
  });
});
