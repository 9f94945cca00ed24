import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenerOrigin, warmUp, WARM_UP_PATHS } from './warm-up.ts';

describe('warming up the public pages after a start', () => {
  const seen: { url: string; headers: IncomingHttpHeaders }[] = [];
  const server = createServer((req, res) => {
    seen.push({ url: req.url ?? '', headers: req.headers });
    res.statusCode = req.url === '/missing' ? 404 : 200;
    res.end('<html>page</html>');
  });
  let origin = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('asks for each public page in turn, as a browser would, and reports each answer', async () => {
    const pages = await warmUp(origin);
    expect(pages.map((page) => [page.path, page.outcome])).toEqual(
      WARM_UP_PATHS.map((path) => [path, 200]),
    );
    expect(seen.map((request) => request.url)).toEqual(WARM_UP_PATHS);
    expect(seen.every((request) => /br/.test(request.headers['accept-encoding'] ?? ''))).toBe(true);
    expect(pages.every((page) => page.ms >= 0)).toBe(true);
  });

  it('asks its own listener: loopback for a wildcard bind, brackets for IPv6', () => {
    expect(listenerOrigin('0.0.0.0', 3000)).toBe('http://localhost:3000');
    expect(listenerOrigin('::', 3000)).toBe('http://localhost:3000');
    expect(listenerOrigin('127.0.0.1', 8080)).toBe('http://127.0.0.1:8080');
    expect(listenerOrigin('::1', 8080)).toBe('http://[::1]:8080');
  });

  it('reports a page that failed and goes on, without throwing', async () => {
    const pages = await warmUp(origin, ['/missing', '/about']);
    expect(pages.map((page) => page.outcome)).toEqual([404, 200]);
    const closed = await warmUp('http://127.0.0.1:1', ['/']);
    expect(closed).toHaveLength(1);
    expect(typeof closed[0]!.outcome).toBe('string');
  });
});
