import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/harness.ts';
import type { WebHandler } from '../web/ssr.ts';

const ADMIN_EMAILS = 'Chief.Root@Example.TEST, ops-lead@example.test';
const ask = (t: TestApp, email: unknown) =>
  call(t.app, 'POST', '/rest/v1/admin-label', { body: { email } });

describe('POST /rest/v1/admin-label: the sign-in dialog asks about one typed address', () => {
  let t: TestApp;
  let renders = 0;
  // A stand-in renderer that counts its renders (the real one needs a web build).
  const web: WebHandler = {
    assets: async (_c, next) => next(),
    render: async () => {
      renders += 1;
      return new Response(`<html>render ${renders}</html>`, {
        headers: { 'Content-Type': 'text/html; charset=utf-8' },
      });
    },
  };
  beforeAll(async () => {
    t = await createTestApp({
      deps: { web },
      env: { ADMIN_EMAILS, RATE_LIMIT_ADMIN_LABEL_PER_5_MIN: '1000', PAGE_CACHE_SECONDS: '60' },
    });
  });
  afterAll(() => t.close());

  it('labels a configured address typed in any case, with spaces around it', async () => {
    for (const email of [
      'chief.root@example.test',
      'CHIEF.ROOT@EXAMPLE.TEST',
      '  Chief.Root@Example.Test ',
      'Ops-Lead@Example.test',
    ]) {
      const res = await ask(t, email);
      expect(res.status, email).toBe(200);
      expect(res.json, email).toEqual({ admin_account: true });
    }
  });

  it('answers every other address in the same shape, and nothing is kept by a cache', async () => {
    const admin = await ask(t, 'chief.root@example.test');
    for (const email of [
      'someone@example.test',
      'chief.root@example.tes',
      'chief.root+x@example.test',
      'root@example.test',
    ]) {
      const res = await ask(t, email);
      expect(res.status, email).toBe(200);
      expect(res.json, email).toEqual({ admin_account: false });
      expect(Object.keys(res.json)).toEqual(Object.keys(admin.json));
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
    expect(admin.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses what is not an address, as the dialog would, without a label either way', async () => {
    for (const email of ['', 'chief.root', 'chief.root@', 42, null]) {
      const res = await ask(t, email);
      expect(res.status, String(email)).toBe(400);
      expect(res.json.error.code).toBe('validation_failed');
    }
  });

  it('keeps the page caches: asking changes nothing (a write such as a newsletter sign-up empties them)', async () => {
    await call(t.app, 'GET', '/about');
    const before = renders;
    await call(t.app, 'GET', '/about');
    expect(renders).toBe(before);
    await ask(t, 'chief.root@example.test');
    await ask(t, 'someone@example.test');
    await call(t.app, 'GET', '/about');
    expect(renders).toBe(before);
    await call(t.app, 'POST', '/rest/v1/newsletter', { body: { email: 'reader@example.test' } });
    await call(t.app, 'GET', '/about');
    expect(renders).toBe(before + 1);
  });

  it('is in the OpenAPI document with its strict answer', async () => {
    const doc = (await call(t.app, 'GET', '/rest/v1/openapi.json')).json;
    const answer = doc.paths['/admin-label'].post.responses['200'].content['application/json'];
    expect(answer.schema.$ref).toBe('#/components/schemas/AdminLabel');
    expect(doc.components.schemas.AdminLabel).toMatchObject({
      required: ['admin_account'],
      additionalProperties: false,
    });
  });
});
