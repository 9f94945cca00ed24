import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSpace, createUser } from '@rentspace/db/factories';
import { call, createTestApp, type TestApp } from '../harness.ts';
import type { WebHandler } from '../../src/web/ssr.ts';

const ADMINS = ['Chief.Root@Example.TEST', 'ops-lead@example.test'];

/** The forms an address could take in a page: as typed or lowercased, escaped, encoded, hashed. */
function traces(address: string): { text: string; anyCase: boolean }[] {
  const lower = address.toLowerCase();
  const caseless = [
    lower,
    lower.replace('@', '\\u0040'),
    encodeURIComponent(lower),
    lower.replace('@', '&#64;'),
    lower.replace('@', '&#x40;'),
  ].map((text) => ({ text, anyCase: true }));
  const exact = [address, lower].flatMap((form) => [
    Buffer.from(form).toString('base64'),
    Buffer.from(form).toString('base64url'),
    createHash('sha256').update(form).digest('hex'),
    createHash('sha256').update(form).digest('base64'),
  ]);
  return [...caseless, ...exact.map((text) => ({ text, anyCase: false }))];
}

function findAddresses(body: string): string[] {
  const lower = body.toLowerCase();
  return ADMINS.flatMap((address) =>
    traces(address)
      .filter(({ text, anyCase }) =>
        anyCase ? lower.includes(text.toLowerCase()) : body.includes(text),
      )
      .map(({ text }) => `${address} as ${text}`),
  );
}

/**
 * The scan that found it: every page's HTML carried `"adminEmails":[...]` in its data, for the
 * sign-in dialog's "Admin account" label. The renderer here writes out everything the server
 * hands it for a page (the real one puts the root's data into every page and its JSON), so an
 * address given to any page shows up in its body.
 */
describe('no page carries an admin address', () => {
  let t: TestApp;
  let spaceId: string;
  const web: WebHandler = {
    assets: async (_c, next) => next(),
    render: async (c, context) =>
      new Response(`<!doctype html><pre>${JSON.stringify({ path: c.req.path, context })}</pre>`, {
        headers: { 'Content-Type': 'text/html; charset=utf-8' },
      }),
  };
  beforeAll(async () => {
    t = await createTestApp({ deps: { web }, env: { ADMIN_EMAILS: ADMINS.join(',') } });
    const host = await createUser(t.db);
    spaceId = (await createSpace(t.db, { user_id: host.id })).id;
  });
  afterAll(() => t.close());

  it('finds the addresses when they are there (the scan works)', () => {
    expect(findAddresses('{"adminEmails":["chief.root@example.test"]}')).not.toEqual([]);
    expect(findAddresses('<p>OPS-LEAD&#64;EXAMPLE.TEST</p>')).not.toEqual([]);
    expect(findAddresses('nothing here')).toEqual([]);
  });

  it('in the HTML or data of public, first-visit, signed-in and unknown pages', async () => {
    const paths = [
      '/',
      '/explore',
      '/new-york',
      `/space/${spaceId}`,
      '/about',
      '/help',
      '/dashboard',
      '/admin',
      '/my-listings',
      '/no-such-page',
      // React Router's data requests: the root's data and a page's, as JSON.
      '/_root.data',
      '/explore.data',
      `/space/${spaceId}.data`,
    ];
    for (const path of paths) {
      const res = await call(t.app, 'GET', path);
      expect(res.status, path).toBe(200);
      expect(res.text, path).toContain(`"path":"${path}"`);
      expect(findAddresses(res.text), path).toEqual([]);
    }
  });

  it('in the API documents, robots and sitemap an anonymous scanner reads', async () => {
    for (const path of [
      '/rest/v1/openapi.json',
      '/functions/v1/openapi.json',
      '/robots.txt',
      '/sitemap.xml',
    ]) {
      const res = await call(t.app, 'GET', path);
      expect(res.status, path).toBe(200);
      expect(findAddresses(res.text), path).toEqual([]);
    }
  });
});

/**
 * The label is answered by the server for one typed address at a time. An attacker may still ask,
 * but only a few times per client address, and learns nothing from the answer's form.
 */
describe('asking the admin label about many addresses', () => {
  let t: TestApp;
  const LIMIT = 5;
  const ask = (email: string, client = '203.0.113.7') =>
    call(t.app, 'POST', '/rest/v1/admin-label', {
      body: { email },
      headers: { 'X-Forwarded-For': client },
    });
  /** What a response shows besides the label itself. */
  const form = (res: Awaited<ReturnType<typeof ask>>) => ({
    status: res.status,
    keys: Object.keys(res.json ?? {}),
    headers: [...res.headers.keys()].filter((name) => name !== 'date' && name !== 'x-request-id'),
  });
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        ADMIN_EMAILS: ADMINS.join(','),
        RATE_LIMIT_ADMIN_LABEL_PER_5_MIN: String(LIMIT),
        TRUST_PROXY: 'true',
      },
    });
  });
  afterAll(() => t.close());

  it('answers an admin address and any other in the same form, then refuses both past the limit', async () => {
    const guesses = [
      'admin@example.test',
      'CHIEF.ROOT@example.test',
      'root@example.test',
      'ops@example.test',
      'ops-lead@example.test',
    ];
    const answered = [];
    for (const email of guesses) answered.push(await ask(email));
    expect(answered.map((res) => res.json.admin_account)).toEqual([
      false,
      true,
      false,
      false,
      true,
    ]);
    expect(new Set(answered.map((res) => JSON.stringify(form(res)))).size).toBe(1);

    const refused = [await ask('chief.root@example.test'), await ask('nobody@example.test')];
    for (const res of refused) {
      expect(res.status).toBe(429);
      expect(res.json.error.code).toBe('over_request_rate_limit');
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(res.text).not.toContain('admin_account');
    }
    expect(form(refused[0]!)).toEqual(form(refused[1]!));
    for (const res of refused)
      expect(res.json.error.message).toMatch(
        /^Too many requests\. Please try again in \d+ seconds\.$/,
      );

    // The limit is the asking client's: another one is still answered.
    expect((await ask('chief.root@example.test', '198.51.100.4')).json).toEqual({
      admin_account: true,
    });
  });
});
