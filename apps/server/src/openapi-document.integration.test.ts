import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../test/harness.ts';

type Schema = Record<string, unknown> & {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};
interface Document {
  paths: Record<string, Record<string, { responses?: Record<string, Response> }>>;
  components?: { schemas?: Record<string, Schema> };
}
interface Response {
  content?: Record<string, { schema?: Schema }>;
}

/**
 * Every place in the document where a success answer is not described: no JSON schema, a
 * reference to nothing, a value of no type, an object without fields or one open to any field.
 */
function undescribedAnswers(document: Document): string[] {
  const problems: string[] = [];
  const components = document.components?.schemas ?? {};

  function check(schema: Schema | undefined, where: string, seen: Set<string>) {
    if (!schema) return problems.push(`${where}: no schema`);
    if (schema.$ref) {
      const name = schema.$ref.replace('#/components/schemas/', '');
      if (!components[name]) return problems.push(`${where}: refers to a missing ${name}`);
      if (!seen.has(name)) check(components[name], `${where} (${name})`, new Set([...seen, name]));
      return;
    }
    const parts = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
    if (parts.length > 0) return parts.forEach((part, i) => check(part, `${where}|${i}`, seen));
    const types = [schema.type ?? []].flat();
    if (types.length === 0 && !('const' in schema) && !('enum' in schema))
      return problems.push(`${where}: untyped`);
    if (types.includes('object')) {
      const fields = Object.entries(schema.properties ?? {});
      const map = typeof schema.additionalProperties === 'object';
      if (fields.length === 0 && !map) problems.push(`${where}: an object without fields`);
      if (fields.length > 0 && schema.additionalProperties !== false)
        problems.push(`${where}: an object open to undeclared fields`);
      for (const [name, field] of fields) check(field, `${where}.${name}`, seen);
      if (map) check(schema.additionalProperties as Schema, `${where}.*`, seen);
    }
    if (types.includes('array')) check(schema.items, `${where}[]`, seen);
  }

  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        if (!status.startsWith('2') || status === '204') continue;
        const where = `${method.toUpperCase()} ${path} ${status}`;
        check(response.content?.['application/json']?.schema, where, new Set());
      }
    }
  }
  return problems;
}

describe('the OpenAPI documents', () => {
  let t: TestApp;
  const documents: Record<string, Document> = {};
  beforeAll(async () => {
    t = await createTestApp();
    for (const api of ['/rest/v1', '/functions/v1']) {
      const res = await call(t.app, 'GET', `${api}/openapi.json`);
      expect(res.status).toBe(200);
      documents[api] = res.json;
    }
  });
  afterAll(() => t.close());

  it('describe the body of every success answer of every operation', () => {
    for (const [api, document] of Object.entries(documents))
      expect(undescribedAnswers(document), api).toEqual([]);
  });

  it('cover every operation, with named components for the answers', () => {
    const operations = (api: string) =>
      Object.values(documents[api]!.paths).flatMap((operations) => Object.keys(operations));
    expect(operations('/rest/v1').length).toBeGreaterThanOrEqual(40);
    expect(operations('/functions/v1')).toHaveLength(7);
    const named = Object.keys(documents['/rest/v1']!.components?.schemas ?? {});
    expect(named).toEqual(
      expect.arrayContaining([
        'SpaceSummary',
        'SpaceDetail',
        'EditableSpace',
        'MyBooking',
        'Error',
      ]),
    );
  });

  it('would name an answer left undescribed', () => {
    const document: Document = {
      paths: {
        '/open': {
          get: { responses: { 200: { content: { 'application/json': { schema: {} } } } } },
        },
        '/loose': {
          get: {
            responses: {
              200: {
                content: {
                  'application/json': {
                    schema: { type: 'object', properties: { id: { type: 'string' } } },
                  },
                },
              },
            },
          },
        },
        '/empty': { post: { responses: { 201: { content: { 'application/json': {} } } } } },
        '/nothing': {
          get: {
            responses: {
              200: {
                content: {
                  'application/json': { schema: { $ref: '#/components/schemas/Thing' } },
                },
              },
            },
          },
        },
        '/bare': {
          get: {
            responses: {
              200: {
                content: {
                  'application/json': {
                    schema: { type: 'array', items: { type: 'object', properties: {} } },
                  },
                },
              },
            },
          },
        },
      },
    };
    expect(undescribedAnswers(document)).toEqual([
      'GET /open 200: untyped',
      'GET /loose 200: an object open to undeclared fields',
      'POST /empty 201: no schema',
      'GET /nothing 200: refers to a missing Thing',
      'GET /bare 200[]: an object without fields',
    ]);
  });
});
