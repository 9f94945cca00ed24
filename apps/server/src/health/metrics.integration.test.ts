import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/harness.ts';

/** What production requires to start at all (the database URL is read by the caller, not the app). */
const PRODUCTION = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://unused.example/rentspace',
  JWT_SECRET: 'production-secret-that-is-long-enough-for-hs256',
};
const TOKEN = 'scraper-token-0123456789';
const METRIC = 'process_resident_memory_bytes';

describe('/metrics in production', () => {
  let open: TestApp;
  let guarded: TestApp;
  beforeAll(async () => {
    open = await createTestApp({ env: PRODUCTION });
    guarded = await createTestApp({ env: { ...PRODUCTION, METRICS_TOKEN: TOKEN } });
  });
  afterAll(async () => {
    await open.close();
    await guarded.close();
  });

  it('is not there without a metrics token: a 404 for everyone, with or without credentials', async () => {
    for (const headers of <Record<string, string>[]>[
      {},
      { Authorization: `Bearer ${TOKEN}` },
      { Authorization: 'Bearer ' },
    ]) {
      const res = await call(open.app, 'GET', '/metrics', { headers });
      expect(res.status).toBe(404);
      expect(res.json.error.code).toBe('not_found');
      expect(res.text).not.toContain(METRIC);
      expect(res.text).not.toContain('http_request_duration_seconds');
    }
    // The rest of the instance works as usual.
    expect((await call(open.app, 'GET', '/healthz')).status).toBe(200);
  });

  it('serves a scraper that presents the token, and refuses anyone else', async () => {
    const refused = await call(guarded.app, 'GET', '/metrics');
    expect(refused.status).toBe(401);
    expect(refused.text).not.toContain(METRIC);
    const scraped = await call(guarded.app, 'GET', '/metrics', { token: TOKEN });
    expect(scraped.status).toBe(200);
    expect(scraped.text).toContain(METRIC);
  });
});

describe('/metrics in development', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { NODE_ENV: 'development' } });
  });
  afterAll(() => t.close());

  it('stays open without a token, for a developer on their own machine', async () => {
    const res = await call(t.app, 'GET', '/metrics');
    expect(res.status).toBe(200);
    expect(res.text).toContain(METRIC);
  });
});
