import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSpace, createUser } from '@rentspace/db/factories';
import { call, createTestApp, signUp, type TestApp } from '../harness.ts';
import { fromSchema, hostile, mutated } from './arbitraries.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
const STACK_TRACE =
  /\bat [\w.<>]+ \(|\.(ts|js|mjs):\d+:\d+|node_modules|DrizzleQueryError|PostgresError/;

interface Operation {
  method: string;
  path: string;
  params: { name: string; in: string; schema?: any; required?: boolean }[];
  body?: any;
}

function operations(document: any, prefix: string): Operation[] {
  const list: Operation[] = [];
  for (const [path, item] of Object.entries<any>(document.paths ?? {})) {
    for (const [method, operation] of Object.entries<any>(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      list.push({
        method: method.toUpperCase(),
        path: `${prefix}${path}`,
        params: operation.parameters ?? [],
        body: operation.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return list;
}

/**
 * Property-based fuzzing of every endpoint described by the OpenAPI documents: bodies, query
 * strings and path parameters generated from the schemas plus hostile variants. Whatever arrives,
 * the answer is never a 5xx and never carries a stack trace.
 */
describe('fuzzing every endpoint', () => {
  let t: TestApp;
  let tokens: (string | undefined)[];
  let knownIds: string[];
  let ops: Operation[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    const guest = await signUp(t.app);
    const host = await createUser(t.db);
    const space = await createSpace(t.db, { user_id: host.id, is_published: true });
    const ownSpace = await createSpace(t.db, { user_id: guest.userId, is_published: false });
    tokens = [undefined, guest.token];
    knownIds = [space.id, ownSpace.id, guest.userId, host.id];
    const rest = await call(t.app, 'GET', '/rest/v1/openapi.json');
    const functions = await call(t.app, 'GET', '/functions/v1/openapi.json');
    expect(rest.status).toBe(200);
    expect(functions.status).toBe(200);
    ops = [...operations(rest.json, '/rest/v1'), ...operations(functions.json, '/functions/v1')];
  }, 120_000);
  afterAll(() => t.close());

  it('finds the endpoints to fuzz', () => {
    expect(ops.length).toBeGreaterThan(20);
  });

  it('never answers 5xx nor shows a stack trace', { timeout: 600_000 }, async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const op of ops) {
      const pathParams = op.params.filter((p) => p.in === 'path');
      const queryParams = op.params.filter((p) => p.in === 'query');
      const request = fc.record({
        token: fc.constantFrom(...tokens),
        path: fc.tuple(
          ...pathParams.map(() =>
            fc.oneof(fc.constantFrom(...knownIds), fc.uuid(), hostile.map(String)),
          ),
        ),
        query: fc.array(
          fc.tuple(
            fc.constantFrom(...(queryParams.length ? queryParams.map((p) => p.name) : ['q'])),
            fc.oneof(fromSchema({ type: 'string' }), hostile.map(String)),
          ),
          { maxLength: 4 },
        ),
        body: op.body ? mutated(op.body) : fc.constant(undefined),
      });
      await fc
        .assert(
          fc.asyncProperty(request, async (input) => {
            let path = op.path;
            pathParams.forEach((param, index) => {
              path = path.replace(
                `{${param.name}}`,
                encodeURIComponent(String(input.path[index]).toWellFormed()),
              );
            });
            const query = new URLSearchParams(
              input.query.map(([key, value]): [string, string] => [
                String(key),
                String(value).toWellFormed(),
              ]),
            ).toString();
            sent += 1;
            const res = await call(t.app, op.method, query ? `${path}?${query}` : path, {
              token: input.token,
              body:
                op.method === 'GET'
                  ? undefined
                  : input.body === undefined
                    ? undefined
                    : JSON.stringify(input.body),
            });
            if (res.status >= 500 || STACK_TRACE.test(res.text)) {
              const shown = { ...input, token: input.token ? 'guest' : 'anonymous' };
              failures.push(
                `${op.method} ${op.path} -> ${res.status} ${res.text.slice(0, 300)} for ${JSON.stringify(shown).slice(0, 400)}`,
              );
              return false;
            }
            return true;
          }),
          { numRuns: RUNS, endOnFailure: true },
        )
        .catch((error: unknown) => {
          // A failed property already recorded its request; anything else (a throw) is a failure too.
          if (!failures.some((line) => line.startsWith(`${op.method} ${op.path} ->`)))
            failures.push(`${op.method} ${op.path}: ${String(error).slice(0, 500)}`);
        });
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(ops.length * RUNS);
    console.info(
      `security: fuzzed ${ops.length} operations with ${sent} requests, ${failures.length} 5xx or stack traces`,
    );
  });
});
