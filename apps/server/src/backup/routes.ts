import { Hono } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { notFound, sendError } from '../http/errors.ts';
import { presentsKey } from './operator.ts';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** True for a connection made on this machine, not relayed by a proxy. */
function fromThisMachine(c: Parameters<typeof getConnInfo>[0]): boolean {
  if (c.req.header('x-forwarded-for') || c.req.header('forwarded')) return false;
  try {
    return LOOPBACK.has(getConnInfo(c).remote.address ?? '');
  } catch {
    return false;
  }
}

/**
 * `POST /ops/v1/database-snapshot`: the embedded database's consistent copy, for `npm run backup`
 * (docs/decisions/0029-backup-and-restore.md). PGlite lives inside this process, so only this
 * process can copy it. Everyone but the local operator (a loopback connection, no proxy headers,
 * the operator key) gets a 404, as if the path did not exist; so does every instance on PostgreSQL.
 */
export function operatorRoutes(options: { key: string; snapshot?: () => Promise<Uint8Array> }) {
  const app = new Hono();
  app.post('/ops/v1/database-snapshot', async (c) => {
    const { snapshot } = options;
    if (
      !snapshot ||
      !fromThisMachine(c) ||
      !presentsKey(c.req.header('authorization'), options.key)
    )
      return sendError(c, notFound());
    const bytes = await snapshot();
    return c.body(bytes.buffer as ArrayBuffer, 200, {
      'Content-Type': 'application/gzip',
      'Cache-Control': 'no-store',
    });
  });
  return app;
}
