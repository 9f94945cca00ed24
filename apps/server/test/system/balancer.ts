import { Agent, createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Balancer {
  url: string;
  /** Requests a connection refusal sent on to the other instance (nothing had been sent). */
  retried: number;
  /** Requests answered 502 because no instance could take them. */
  unavailable: number;
  /** Readiness checks an instance answered with 503 (draining, or its database away). */
  notReadyAnswers: number;
  close(): Promise<void>;
}

/**
 * A load balancer on loopback, as production puts one in front of several instances: it asks
 * every instance's `/readyz` every `checkMs` and sends requests round-robin to the instances
 * whose last answer was 200. A request whose connection is refused (nothing of it was sent) goes
 * to the next ready instance; nothing else is tried again: a request that reached an instance gets
 * that instance's answer, or a 502 if the connection broke.
 */
export async function startBalancer(targets: string[], checkMs = 100): Promise<Balancer> {
  const ready = new Set<string>();
  const agent = new Agent({ keepAlive: true });
  let next = 0;
  let closed = false;

  async function check(target: string) {
    try {
      const response = await fetch(`${target}/readyz`, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.ok) ready.add(target);
      else {
        stats.notReadyAnswers += 1;
        ready.delete(target);
      }
    } catch {
      ready.delete(target);
    }
  }
  async function checkLoop(target: string) {
    while (!closed) {
      await check(target);
      await new Promise((resolve) => setTimeout(resolve, checkMs));
    }
  }
  const stats = { retried: 0, unavailable: 0, notReadyAnswers: 0 };
  await Promise.all(targets.map(check));
  const loops = targets.map(checkLoop);

  const server: Server = createServer(async (incoming, outgoing) => {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const tried = new Set<string>();
    for (;;) {
      const candidates = targets.filter((target) => ready.has(target) && !tried.has(target));
      if (candidates.length === 0) {
        stats.unavailable += 1;
        outgoing.writeHead(502).end();
        return;
      }
      const target = candidates[next++ % candidates.length]!;
      tried.add(target);
      const outcome = await forward(target, incoming, body);
      if (outcome.refused) {
        // Nothing reached the instance: take it out until its next check, try another one.
        ready.delete(target);
        stats.retried += 1;
        continue;
      }
      if (!outcome.response) {
        outgoing.writeHead(502).end();
        return;
      }
      outgoing.writeHead(outcome.response.statusCode ?? 502, outcome.response.headers);
      outcome.response.pipe(outgoing);
      return;
    }
  });

  function forward(
    target: string,
    incoming: IncomingMessage,
    body: Buffer,
  ): Promise<{ refused: boolean; response?: IncomingMessage }> {
    const url = new URL(target);
    return new Promise((resolve) => {
      const upstream = request(
        {
          agent,
          host: url.hostname,
          port: url.port,
          method: incoming.method,
          path: incoming.url,
          headers: { ...incoming.headers, connection: 'keep-alive' },
        },
        (response) => resolve({ refused: false, response }),
      );
      upstream.on('error', (error: NodeJS.ErrnoException) =>
        resolve({ refused: error.code === 'ECONNREFUSED' }),
      );
      upstream.end(body);
    });
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    get retried() {
      return stats.retried;
    },
    get unavailable() {
      return stats.unavailable;
    },
    get notReadyAnswers() {
      return stats.notReadyAnswers;
    },
    async close() {
      closed = true;
      await Promise.all(loops);
      agent.destroy();
      await new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
    },
  };
}
