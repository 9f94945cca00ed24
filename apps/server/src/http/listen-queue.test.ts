import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { listenQueueEmptied } from './listen-queue.ts';

let server: http.Server | undefined;
afterEach(() => server?.closeAllConnections());

function listening(): Promise<{ server: http.Server; port: number }> {
  const created = http.createServer((_request, response) => {
    response.setHeader('connection', 'close');
    response.end('ok');
  });
  server = created;
  return new Promise((resolve) =>
    created.listen(0, '127.0.0.1', () =>
      resolve({ server: created, port: (created.address() as AddressInfo).port }),
    ),
  );
}

function get(port: number): Promise<number> {
  return new Promise((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path: '/', agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', () => resolve(0));
  });
}

/** Opens `count` connections, then, before the server has accepted any, stops listening the given way. */
function openThenClose(port: number, count: number, stop: () => Promise<void>) {
  const answers = Array.from({ length: count }, () => get(port));
  // Timers run before the next poll phase, so every connection is still in the listen queue here.
  const stopped = new Promise<void>((resolve) => setTimeout(() => void stop().then(resolve), 0));
  return { answers: Promise.all(answers), stopped };
}

describe('listenQueueEmptied', () => {
  it('lets every queued connection be accepted and answered before the listener closes', async () => {
    const { server, port } = await listening();
    const { answers, stopped } = openThenClose(port, 40, async () => {
      await listenQueueEmptied(server, 5_000);
      net.Server.prototype.close.call(server);
    });
    await stopped;
    expect(await answers).toEqual(Array.from({ length: 40 }, () => 200));
    // And once it has closed, a new connection is refused.
    expect(await get(port)).toBe(0);
  });

  it('is what keeps them: closing at once resets the queued connections', async () => {
    const { server, port } = await listening();
    const { answers, stopped } = openThenClose(port, 40, async () => {
      net.Server.prototype.close.call(server);
    });
    await stopped;
    expect((await answers).filter((status) => status === 0).length).toBeGreaterThan(0);
  });

  it('gives up at its time limit when connections never stop arriving', async () => {
    // A connection accepted in every turn: the queue never looks empty.
    const busy = new net.Server();
    let arriving = true;
    const arrive = () => {
      if (!arriving) return;
      busy.emit('connection');
      setImmediate(arrive);
    };
    arrive();
    const started = performance.now();
    await listenQueueEmptied(busy, 150);
    arriving = false;
    expect(performance.now() - started).toBeGreaterThanOrEqual(145);
    expect(busy.listenerCount('connection')).toBe(0);
  });
});
