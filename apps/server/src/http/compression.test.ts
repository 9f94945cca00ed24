import { describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { chooseEncoding, compression } from './compression.ts';

const big = {
  data: Array.from({ length: 200 }, (_, i) => ({ id: i, title: `Sunny loft number ${i}` })),
};

function app() {
  const a = new Hono();
  a.use(compression());
  a.get('/big', (c) => c.json(big));
  a.get('/small', (c) =>
    c.body('{"ok":true}', 200, { 'Content-Type': 'application/json', 'Content-Length': '11' }),
  );
  a.get('/small-json', (c) => {
    c.header('X-Kept', 'yes');
    return c.json({ ok: true, place: 'Café Müller' }, 201);
  });
  a.get('/tagged', (c) => {
    c.header('ETag', '"abc"');
    return c.json(big);
  });
  a.get('/raw', (c) => {
    c.header('Cache-Control', 'no-transform');
    return c.json(big);
  });
  a.get('/image', (c) => c.body(new Uint8Array(4096), 200, { 'Content-Type': 'image/webp' }));
  a.get('/events', (c) =>
    streamSSE(c, async (stream) => {
      await stream.writeSSE({ data: 'x'.repeat(4096) });
    }),
  );
  return a;
}

describe('chooseEncoding', () => {
  it('prefers brotli, honours q-values and refusals', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0')).toBeUndefined();
    expect(chooseEncoding('identity')).toBeUndefined();
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding(undefined)).toBeUndefined();
  });
});

describe('compression', () => {
  it('compresses JSON with brotli or gzip as asked, and the bytes decode to the same body', async () => {
    const br = await app().request('/big', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Vary')).toMatch(/Accept-Encoding/);
    const brBytes = Buffer.from(await br.arrayBuffer());
    // Compressed at once: the answer carries its compressed length (see the stream's case below).
    expect(br.headers.get('Content-Length')).toBe(String(brBytes.length));
    expect(brBytes.length).toBeLessThan(JSON.stringify(big).length / 3);
    expect(JSON.parse(brotliDecompressSync(brBytes).toString())).toEqual(big);

    const gz = await app().request('/big', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('Content-Encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString())).toEqual(big);
  });

  it('streams what it has no JSON text for, without a length', async () => {
    const a = new Hono();
    a.use(compression());
    a.get('/text', (c) => c.body('x'.repeat(4096), 200, { 'Content-Type': 'text/plain' }));
    const res = await a.request('/text', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers.get('Content-Encoding')).toBe('gzip');
    expect(res.headers.get('Content-Length')).toBeNull();
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe('x'.repeat(4096));
  });

  it('sends the identity to a client that accepts no encoding, still varying on Accept-Encoding', async () => {
    const res = await app().request('/big');
    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect(res.headers.get('Vary')).toMatch(/Accept-Encoding/);
    expect(await res.json()).toEqual(big);
  });

  it('weakens a strong ETag of a compressed body', async () => {
    const res = await app().request('/tagged', { headers: { 'Accept-Encoding': 'br' } });
    expect(res.headers.get('ETag')).toBe('W/"abc"');
  });

  it('sends a small JSON answer as it is, with its length, status and headers', async () => {
    const res = await app().request('/small-json', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(res.status).toBe(201);
    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect(res.headers.get('X-Kept')).toBe('yes');
    expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(res.headers.get('Content-Length')).toBe(String(bytes.length));
    expect(JSON.parse(bytes.toString())).toEqual({ ok: true, place: 'Café Müller' });
  });

  it('gives JSON answers their length, keeping the status, headers and a type of their own', async () => {
    const a = new Hono();
    a.use(compression());
    a.get('/problem', (c) =>
      c.json({ title: 'Gone' }, 410, { 'Content-Type': 'application/problem+json', 'X-One': '1' }),
    );
    a.get('/plain', (c) => c.json([1, 2, 3]));
    const problem = await a.request('/problem');
    expect(problem.status).toBe(410);
    expect(problem.headers.get('Content-Type')).toBe('application/problem+json');
    expect(problem.headers.get('X-One')).toBe('1');
    expect(problem.headers.get('Content-Length')).toBe(
      String(JSON.stringify({ title: 'Gone' }).length),
    );
    const plain = await a.request('/plain');
    expect(plain.headers.get('Content-Type')).toBe('application/json');
    expect(await plain.json()).toEqual([1, 2, 3]);
  });

  it('leaves small bodies, images, no-transform and event streams alone', async () => {
    for (const path of ['/small', '/small-json', '/image', '/raw', '/events']) {
      const res = await app().request(path, { headers: { 'Accept-Encoding': 'br, gzip' } });
      expect(res.headers.get('Content-Encoding'), path).toBeNull();
      await res.arrayBuffer();
    }
  });
});
