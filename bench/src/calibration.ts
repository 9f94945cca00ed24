// How fast the shared machine is right now, with nothing of the product in it: the regression
// guard scales its timed figures by it, so a slow spell of the machine is not named a regression.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Figure } from './types.ts';
import { load } from './load.ts';
import { MACHINE_SPEED } from './report.ts';

/**
 * A small JSON answer over loopback HTTP, through the load tool the benchmarks use (10
 * connections, one process): the system calls, parsing and JSON that the product's loads spend
 * their time on.
 */
async function loopbackAnswersPerSecond(seconds: number): Promise<number> {
  const body = JSON.stringify({
    data: Array.from({ length: 20 }, (_, i) => ({ id: i, title: `Listing ${i}`, price: i * 100 })),
  });
  const server = createServer((_, res) => {
    res.writeHead(200, {
      'Content-Type': 'application/json',
      'Content-Length': Buffer.byteLength(body),
    });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    return (await load({ url, connections: 10, duration: seconds }, 1)).requestsPerSecond;
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

/** Measures the machine at the start of a pass; `end()` measures it again and gives the figure. */
export async function calibrate(seconds = 2): Promise<{ end(): Promise<Figure> }> {
  const start = await loopbackAnswersPerSecond(seconds);
  return {
    async end() {
      const end = await loopbackAnswersPerSecond(seconds);
      return {
        name: MACHINE_SPEED,
        value: Math.round((start + end) / 2),
        unit: 'req/s',
        note: `${start} at the start of the pass, ${end} at its end`,
      };
    },
  };
}
