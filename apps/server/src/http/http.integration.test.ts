import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request as httpRequest } from 'node:http';
import { call, createTestApp, signUp, uniqueEmail, type TestApp } from '../../test/harness.ts';

describe('server basics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { CORS_ORIGINS: 'https://partner.example' } });
  });
  afterAll(() => t.close());

  it('answers unknown API paths with a JSON 404', async () => {
    for (const path of [
      '/rest/v1/nope',
      '/functions/v1/nope',
      '/storage/v1/nope',
      '/auth/v1/nope',
    ]) {
      const res = await call(t.app, 'GET', path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
    }
    expect((await call(t.app, 'GET', '/rest/v1/nope')).json.error.code).toBe('not_found');
  });

  it('answers a path it has, asked with a method it does not take, 405 with what it takes', async () => {
    const newsletter = await call(t.app, 'GET', '/rest/v1/newsletter');
    expect(newsletter.status).toBe(405);
    expect(newsletter.headers.get('allow')).toBe('POST');
    expect(newsletter.json.error).toEqual({
      code: 'method_not_allowed',
      message: 'GET is not allowed on /rest/v1/newsletter: it answers POST',
    });
    // Routes of several routers at one path, a parameter in it; HEAD goes with GET.
    const spaces = await call(t.app, 'PATCH', '/rest/v1/spaces');
    expect(spaces.status).toBe(405);
    expect(spaces.headers.get('allow')).toBe('GET, HEAD, POST');
    const space = await call(t.app, 'POST', `/rest/v1/spaces/${crypto.randomUUID()}`);
    expect(space.status).toBe(405);
    expect(space.headers.get('allow')).toMatch(/^GET, HEAD, PUT\b/);
    // A path it does not have is still 404, whatever the method.
    expect((await call(t.app, 'DELETE', '/rest/v1/newsletter/nope')).status).toBe(404);
    expect((await call(t.app, 'GET', '/rest/v1/spaces/nope/reviews/more')).status).toBe(404);
  });

  it('refuses malformed JSON with 400 and a non-JSON body with 415', async () => {
    const malformed = await call(t.app, 'POST', '/rest/v1/newsletter', { body: '{"email": ' });
    expect(malformed.status).toBe(400);
    expect(malformed.json.error.code).toBeTruthy();
    const form = await call(t.app, 'POST', '/auth/v1/signup', {
      body: 'email=a@b.c',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    const text = await call(t.app, 'POST', '/rest/v1/newsletter', {
      body: 'email=a@b.c',
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(text.status).toBe(415);
    expect(text.json.error.code).toBe('unsupported_media_type');
  });

  it('refuses an oversized body with 413', async () => {
    const res = await call(t.app, 'POST', '/rest/v1/newsletter', {
      body: { email: `${'a'.repeat(2 * 1024 * 1024)}@x.test` },
    });
    expect(res.status).toBe(413);
    expect(res.json.error.code).toBe('payload_too_large');
  });

  it('reports validation failures with the field names', async () => {
    const res = await call(t.app, 'POST', '/rest/v1/newsletter', { body: { email: 'nope' } });
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe('validation_failed');
    expect(res.json.error.fields.email).toEqual(['Please enter a valid email address']);
  });

  it('sends security headers on every response', async () => {
    for (const path of [
      '/healthz',
      '/about',
      '/rest/v1/nope',
      '/rest/v1/spaces',
      '/storage/v1/object/public/none.webp',
    ]) {
      const res = await call(t.app, 'GET', path);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("frame-ancestors 'none'");
      if (path.startsWith('/rest/') || path.startsWith('/storage/')) {
        // API answers never run as documents: nothing may load or run in them.
        expect(csp).toMatch(/^default-src 'none'/);
        expect(csp).not.toContain('nonce-');
      } else {
        expect(csp).toMatch(/script-src 'self' 'nonce-[^']+'/);
        expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      }
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      // Plain http here: no HSTS.
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('allows CORS only for configured origins', async () => {
    const allowed = await call(t.app, 'GET', '/rest/v1/nope', {
      headers: { Origin: 'https://partner.example' },
    });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://partner.example');
    const other = await call(t.app, 'GET', '/rest/v1/nope', {
      headers: { Origin: 'https://evil.example' },
    });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('serves health, readiness and the OpenAPI document', async () => {
    expect((await call(t.app, 'GET', '/healthz')).json.status).toBe('ok');
    expect((await call(t.app, 'GET', '/readyz')).json.status).toBe('ready');
    const doc = await call(t.app, 'GET', '/rest/v1/openapi.json');
    expect(doc.status).toBe(200);
    expect(Object.keys(doc.json.paths)).toContain('/profiles/me');
    // Outside production, without a metrics token, the metrics are open (health/metrics tests).
    expect((await call(t.app, 'GET', '/metrics')).text).toContain('process_resident_memory_bytes');
  });

  it('answers a newsletter sign-up and its repeat the same way', async () => {
    const first = await call(t.app, 'POST', '/rest/v1/newsletter', {
      body: { email: 'Reader@Example.test' },
    });
    const again = await call(t.app, 'POST', '/rest/v1/newsletter', {
      body: { email: 'reader@example.test' },
    });
    expect(first.status).toBe(202);
    expect(again.status).toBe(202);
    expect(again.json).toEqual(first.json);
  });
});

describe('HSTS on https', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SITE_URL: 'https://rentspace.example' } });
  });
  afterAll(() => t.close());

  it('sends Strict-Transport-Security when the site is served over https', async () => {
    const res = await call(t.app, 'GET', '/healthz');
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  });
});

describe("the base map in the pages' security policy", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { MAP_STYLE_URL: 'https://tiles.maps.example/styles/streets/style.json?key=public' },
    });
  });
  afterAll(() => t.close());

  it("allows MAP_STYLE_URL's origin for the map's requests and images, and the map's worker", async () => {
    const csp = (await call(t.app, 'GET', '/about')).headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/connect-src 'self' https:\/\/tiles\.maps\.example;/);
    expect(csp).toMatch(/img-src [^;]*https:\/\/tiles\.maps\.example;/);
    expect(csp).toContain("worker-src 'self' blob:");
    // API answers stay closed.
    const api = (await call(t.app, 'GET', '/rest/v1/spaces')).headers.get(
      'content-security-policy',
    );
    expect(api).not.toContain('tiles.maps.example');
  });

  it('allows no other origin without it', async () => {
    const plain = await createTestApp();
    try {
      const csp =
        (await call(plain.app, 'GET', '/about')).headers.get('content-security-policy') ?? '';
      expect(csp).toMatch(/connect-src 'self';/);
    } finally {
      await plain.close();
    }
  });
});

describe('metrics behind a token', () => {
  let t: TestApp;
  const token = 'scraper-token-0123456789';
  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: token } });
  });
  afterAll(() => t.close());

  it('serves /metrics only to a scraper with the token', async () => {
    for (const headers of <Record<string, string>[]>[
      {},
      { Authorization: 'Bearer wrong-token-0123456789' },
      { Authorization: token },
    ]) {
      const refused = await call(t.app, 'GET', '/metrics', { headers });
      expect(refused.status).toBe(401);
      expect(refused.text).not.toContain('http_request_duration_seconds');
    }
    const scraped = await call(t.app, 'GET', '/metrics', { token });
    expect(scraped.status).toBe(200);
    expect(scraped.text).toContain('http_request_duration_seconds');
  });
});

describe('values the database cannot store', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 400, not 500, for a NUL character in text that passes validation', async () => {
    const { token } = await signUp(t.app);
    const res = await call(t.app, 'PUT', '/rest/v1/profiles/me', {
      token,
      body: { bio: 'Nul\u0000 bio' },
    });
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe('invalid_input');
  });
});

describe('JSON bodies over a real HTTP connection', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp();
    url = await t.listen();
  });
  afterAll(() => t.close());

  /**
   * A POST with the headers given and the raw answer back. A whole body goes through node:http:
   * after a 413 the server closes a connection whose body it did not read, and fetch would send the
   * next test's request down that kept-alive connection ("other side closed").
   */
  function post(
    path: string,
    headers: Record<string, string>,
    body: string | ReadableStream<Uint8Array>,
  ) {
    if (typeof body !== 'string') {
      return fetch(`${url}${path}`, {
        method: 'POST',
        headers,
        body,
        duplex: 'half',
      } as RequestInit).then(async (res) => ({
        status: res.status,
        headers: Object.fromEntries(res.headers),
        body: Buffer.from(await res.arrayBuffer()),
      }));
    }
    return new Promise<{
      status: number;
      headers: Record<string, string | string[] | undefined>;
      body: Buffer;
    }>((resolve, reject) => {
      const req = httpRequest(
        `${url}${path}`,
        {
          method: 'POST',
          headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)) },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks),
            }),
          );
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }
  const oversized = JSON.stringify({ email: `${'a'.repeat(2 * 1024 * 1024)}@x.test` });

  it('refuses a body over the limit by its declared length with 413', async () => {
    const res = await post(
      '/rest/v1/newsletter',
      { 'Content-Type': 'application/json' },
      oversized,
    );
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body.toString()).error.code).toBe('payload_too_large');
  });

  it('counts a chunked body as it streams in and refuses it past the limit with 413', async () => {
    const bytes = new TextEncoder().encode(oversized);
    let offset = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (offset >= bytes.length) return controller.close();
        controller.enqueue(bytes.subarray(offset, offset + 256 * 1024));
        offset += 256 * 1024;
      },
    });
    const res = await post('/rest/v1/newsletter', { 'Content-Type': 'application/json' }, body);
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body.toString()).error.code).toBe('payload_too_large');
  });

  it('refuses a declared body that is not JSON with 415', async () => {
    const res = await post('/rest/v1/newsletter', { 'Content-Type': 'text/plain' }, 'email=a@b.c');
    expect(res.status).toBe(415);
    expect(JSON.parse(res.body.toString()).error.code).toBe('unsupported_media_type');
  });

  it('takes a JSON body and answers a small JSON uncompressed, with its length, to a client asking for brotli', async () => {
    const res = await post(
      '/rest/v1/newsletter',
      { 'Content-Type': 'application/json', 'Accept-Encoding': 'br, gzip' },
      JSON.stringify({ email: uniqueEmail('letter') }),
    );
    expect(res.status).toBe(202);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-length']).toBe(String(res.body.length));
    expect(JSON.parse(res.body.toString())).toEqual({ received: true });
  });
});
