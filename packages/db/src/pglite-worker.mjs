// PGlite on a thread of its own (the other half is pglite-thread.ts). Plain JavaScript, so the
// server bundle and the TypeScript tests start the same file without a compiler.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const port = parentPort;
if (!port) throw new Error('pglite-worker.mjs runs as a worker thread');

/**
 * Parsers that hand these types' values over as PostgreSQL wrote them (the calling side parses
 * them), made once per list of types: Drizzle sends the same list with every query.
 */
const asWrittenByTypes = new Map();
function asWritten(oids) {
  if (!oids?.length) return undefined;
  const key = oids.join(',');
  let parsers = asWrittenByTypes.get(key);
  if (!parsers) {
    parsers = Object.fromEntries(oids.map((oid) => [oid, (value) => value]));
    asWrittenByTypes.set(key, parsers);
  }
  return parsers;
}

/** An error's message and its plain fields (a database error's code, constraint, detail...). */
function plainError(error) {
  const out = { name: error?.name ?? 'Error', message: error?.message ?? String(error) };
  if (error && typeof error === 'object') {
    for (const [key, value] of Object.entries(error)) {
      if (value === null || ['string', 'number', 'boolean'].includes(typeof value))
        out[key] = value;
    }
  }
  return out;
}

let client;
try {
  client = await PGlite.create({
    dataDir: workerData.dataDir,
    extensions: { btree_gist, cube, pg_trgm },
  });
} catch (error) {
  // Reported as the start's failure; the thread then ends without an error of its own.
  port.postMessage({ ready: false, error: plainError(error) });
  port.close();
}

/** Open transactions by id: the PGlite transaction and how to end it. */
const transactions = new Map();
const listeners = new Map();
let nextTransaction = 1;

function target(tx) {
  if (tx === undefined) return client;
  const open = transactions.get(tx);
  if (!open) throw new Error('The transaction has already ended');
  return open.tx;
}

const operations = {
  query: ({ sql, params, rowMode, rawTypes, tx }) =>
    target(tx).query(sql, params, { rowMode, parsers: asWritten(rawTypes) }),
  exec: ({ sql, tx }) => target(tx).exec(sql),
  begin: () =>
    new Promise((resolveBegin, rejectBegin) => {
      const id = nextTransaction++;
      const open = {};
      // PGlite commits when the callback's promise resolves and rolls back when it rejects: `end`
      // settles it. Meanwhile other queries wait for the transaction, as they do in one thread.
      open.done = client.transaction(
        (tx) =>
          new Promise((commit, rollback) => {
            Object.assign(open, { tx, commit, rollback });
            transactions.set(id, open);
            resolveBegin(id);
          }),
      );
      open.done.catch(rejectBegin);
    }),
  end: async ({ tx, commit }) => {
    const open = transactions.get(tx);
    if (!open) return null;
    if (commit) open.commit();
    else open.rollback(new Error('rolled back'));
    try {
      await open.done;
    } catch (error) {
      if (commit) throw error;
    } finally {
      transactions.delete(tx);
    }
    return null;
  },
  listen: async ({ channel }) => {
    if (!listeners.has(channel)) {
      listeners.set(
        channel,
        await client.listen(channel, (payload) => port.postMessage({ notify: channel, payload })),
      );
    }
    return null;
  },
  unlisten: async ({ channel }) => {
    const unsubscribe = listeners.get(channel);
    listeners.delete(channel);
    if (unsubscribe && !client.closed) await unsubscribe();
    return null;
  },
  // A consistent copy of the data directory (a gzipped tar) for backups: taken inside a
  // transaction of PGlite's, so no other transaction is open meanwhile, after a checkpoint, so the
  // copy needs no recovery to open.
  snapshot: async () => {
    const file = await client.transaction(async (tx) => {
      await tx.exec('CHECKPOINT');
      return client.dumpDataDir('gzip');
    });
    return new Uint8Array(await file.arrayBuffer());
  },
  close: async () => {
    if (!client.closed) await client.close();
    return null;
  },
};

if (client) {
  port.on('message', async (message) => {
    try {
      const result = await operations[message.op](message);
      port.postMessage({ id: message.id, result });
    } catch (error) {
      port.postMessage({ id: message.id, error: plainError(error) });
    }
  });
  port.postMessage({ ready: true });
}
