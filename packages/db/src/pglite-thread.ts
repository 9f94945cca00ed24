import { Worker } from 'node:worker_threads';

type Parser = (value: string, typeId: number) => unknown;
type Row = Record<string, unknown> | unknown[];

export interface ThreadQueryOptions {
  rowMode?: 'array' | 'object';
  /** Parsers by type OID: PGlite hands those values over as written, and they are parsed here. */
  parsers?: Record<number, Parser>;
}

export interface ThreadResults {
  rows: Row[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

export interface ThreadTransaction {
  query(sql: string, params?: unknown[], options?: ThreadQueryOptions): Promise<ThreadResults>;
  exec(sql: string): Promise<ThreadResults[]>;
}

type Reply = { id: number; result?: unknown; error?: Record<string, unknown> };
type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };

const WORKER = new URL('./pglite-worker.mjs', import.meta.url);

/** The worker's error, with its fields (code, constraint, detail...) where callers look for them. */
function rebuilt(plain: Record<string, unknown>): Error {
  return Object.assign(new Error(String(plain.message)), plain);
}

function parse(
  result: ThreadResults,
  parsers: Record<number, Parser>,
  rowMode: 'array' | 'object',
) {
  result.fields.forEach((field, index) => {
    const parser = parsers[field.dataTypeID];
    if (!parser) return;
    const key = rowMode === 'array' ? index : field.name;
    for (const row of result.rows) {
      const value = (row as Record<string | number, unknown>)[key];
      if (typeof value === 'string')
        (row as Record<string | number, unknown>)[key] = parser(value, field.dataTypeID);
    }
  });
}

/**
 * PGlite on a worker thread, behind the part of PGlite's interface that Drizzle and the app use:
 * query, exec, transaction, listen and close.
 *
 * Starting PostgreSQL in PGlite is about a second of WebAssembly on whichever thread runs it. On a
 * thread of its own it overlaps the loading of the server's modules, and afterwards each query's
 * work runs beside the requests' JavaScript instead of between it (docs/decisions/0012).
 */
export class PgliteThread implements ThreadTransaction {
  private readonly calls = new Map<number, Pending>();
  private readonly channels = new Map<string, Set<(payload: string) => void>>();
  private nextCall = 1;
  /** Why calls are refused: the thread was closed, failed or stopped. */
  private failure: Error | undefined;

  get closed(): boolean {
    return this.failure !== undefined;
  }

  private constructor(private readonly worker: Worker) {
    worker.on('message', (message: Reply | { notify: string; payload: string }) => {
      if ('notify' in message) {
        for (const listener of this.channels.get(message.notify) ?? []) listener(message.payload);
        return;
      }
      const pending = this.calls.get(message.id);
      this.calls.delete(message.id);
      if (message.error) pending?.reject(rebuilt(message.error));
      else pending?.resolve(message.result);
    });
    const fail = (error: Error) => {
      this.failure ??= error;
      for (const pending of this.calls.values()) pending.reject(this.failure);
      this.calls.clear();
    };
    worker.on('error', fail);
    worker.on('exit', () => fail(new Error('The database thread has stopped')));
  }

  /** Starts the thread and waits until PostgreSQL is up in the data directory. */
  static start(dataDir: string): Promise<PgliteThread> {
    const worker = new Worker(WORKER, { workerData: { dataDir } });
    return new Promise((resolve, reject) => {
      const onError = (error: Error) => reject(error);
      const onExit = (code: number) =>
        reject(new Error(`The database thread stopped (${code}) before PGlite started`));
      worker.on('error', onError);
      worker.once('exit', onExit);
      worker.once('message', (message: { ready: boolean; error?: Record<string, unknown> }) => {
        worker.off('exit', onExit);
        if (message.ready) {
          worker.off('error', onError);
          resolve(new PgliteThread(worker));
          return;
        }
        // The listener stays: whatever the ending thread reports is part of this failure.
        reject(rebuilt(message.error ?? { message: 'PGlite did not start' }));
        void worker.terminate();
      });
    });
  }

  private call<T>(message: Record<string, unknown>): Promise<T> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextCall++;
    return new Promise<T>((resolve, reject) => {
      this.calls.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ ...message, id });
    });
  }

  async query(
    sql: string,
    params: unknown[] = [],
    options: ThreadQueryOptions = {},
    tx?: number,
  ): Promise<ThreadResults> {
    const parsers = options.parsers ?? {};
    const rawTypes = Object.keys(parsers).map(Number);
    const rowMode = options.rowMode ?? 'object';
    const result = await this.call<ThreadResults>({
      op: 'query',
      sql,
      params,
      rowMode,
      rawTypes,
      tx,
    });
    if (rawTypes.length > 0) parse(result, parsers, rowMode);
    return result;
  }

  exec(sql: string, tx?: number): Promise<ThreadResults[]> {
    return this.call({ op: 'exec', sql, tx });
  }

  /** Commits when `run` resolves, rolls back when it throws; other queries wait meanwhile. */
  async transaction<T>(run: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    const id = await this.call<number>({ op: 'begin' });
    const tx: ThreadTransaction = {
      query: (sql, params, options) => this.query(sql, params, options, id),
      exec: (sql) => this.exec(sql, id),
    };
    let result: T;
    try {
      result = await run(tx);
    } catch (error) {
      await this.call({ op: 'end', tx: id, commit: false }).catch(() => undefined);
      throw error;
    }
    await this.call({ op: 'end', tx: id, commit: true });
    return result;
  }

  async listen(
    channel: string,
    onPayload: (payload: string) => void,
  ): Promise<() => Promise<void>> {
    let listeners = this.channels.get(channel);
    if (!listeners) {
      listeners = new Set();
      this.channels.set(channel, listeners);
      await this.call({ op: 'listen', channel });
    }
    listeners.add(onPayload);
    return async () => {
      listeners.delete(onPayload);
      if (listeners.size > 0 || this.closed) return;
      this.channels.delete(channel);
      await this.call({ op: 'unlisten', channel });
    };
  }

  /** A consistent copy of the data directory as a gzipped tar, taken between transactions. */
  snapshot(): Promise<Uint8Array> {
    return this.call({ op: 'snapshot' });
  }

  /** Closes PostgreSQL (its data is on disk after this) and ends the thread. */
  async close(): Promise<void> {
    if (this.closed) return;
    await this.call({ op: 'close' });
    this.failure = new Error('The database is closed');
    await this.worker.terminate();
  }
}
