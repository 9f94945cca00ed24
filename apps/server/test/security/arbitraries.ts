import fc from 'fast-check';

type Schema = Record<string, any>;

/** Values no endpoint should ever answer with a 500: wrong types, huge and odd strings, injections. */
export const hostile = fc.constantFrom<unknown>(
  null,
  '',
  ' ',
  "'; drop table spaces; --",
  "' or '1'='1",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '\u0000',
  '\ud800',
  'ＡＢＣ😀𝕏',
  '𝕏'.repeat(5000),
  'a'.repeat(100_000),
  '../../../etc/passwd',
  '%00',
  '{{7*7}}',
  '${7*7}',
  -1,
  0,
  1.5,
  Number.MAX_SAFE_INTEGER + 2,
  -(Number.MAX_SAFE_INTEGER + 2),
  1e308,
  true,
  false,
  [],
  [null],
  {},
  { $gt: '' },
  '2026-02-30T25:61:00Z',
  '00000000-0000-0000-0000-000000000000',
  'NaN',
  'Infinity',
);

/** An arbitrary for a JSON Schema (the subset zod-openapi emits), valid most of the time. */
export function fromSchema(schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return fc.jsonValue({ maxDepth: 2 });
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...schema.enum);
  const variants = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(variants) && variants.length > 0)
    return fc.oneof(...variants.map((v: Schema) => fromSchema(v, depth + 1)));
  const types: string[] = Array.isArray(schema.type)
    ? schema.type
    : schema.type
      ? [schema.type]
      : [];
  if (types.length > 1)
    return fc.oneof(...types.map((type) => fromSchema({ ...schema, type }, depth + 1)));
  switch (types[0]) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer({
        min: schema.minimum ?? -1000,
        max: Math.min(schema.maximum ?? 100_000, 2 ** 31),
      });
    case 'number':
      return fc.double({
        min: schema.minimum ?? -1000,
        max: schema.maximum ?? 100_000,
        noNaN: true,
      });
    case 'string':
      return stringFor(schema);
    case 'array':
      return fc.array(fromSchema(schema.items, depth + 1), {
        maxLength: Math.min(schema.maxItems ?? 4, 6),
      });
    case 'object':
      return objectFor(schema, depth);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function stringFor(schema: Schema): fc.Arbitrary<string> {
  switch (schema.format) {
    case 'uuid':
      return fc.uuid();
    case 'email':
      return fc.emailAddress();
    case 'date-time':
      return fc
        .date({ min: new Date('2020-01-01'), max: new Date('2035-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString());
    case 'uri':
      return fc.webUrl();
    default:
      return fc.string({
        minLength: schema.minLength ?? 0,
        maxLength: Math.min(schema.maxLength ?? 40, 200),
      });
  }
}

function objectFor(schema: Schema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties: Record<string, Schema> = schema.properties ?? {};
  const required = new Set<string>(schema.required ?? []);
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(properties))
    record[name] = fromSchema(property, depth + 1);
  return fc.record(record, {
    requiredKeys: [...required].filter((key) => key in record),
  }) as fc.Arbitrary<Record<string, unknown>>;
}

/** A valid-looking value, or one with a field replaced, dropped or added, or something hostile. */
export function mutated(schema: Schema | undefined): fc.Arbitrary<unknown> {
  const valid = fromSchema(schema);
  return fc.oneof(
    { weight: 3, arbitrary: valid },
    {
      weight: 2,
      arbitrary: fc
        .tuple(valid, fc.string({ maxLength: 12 }), hostile)
        .map(([value, key, bad]) => replaceField(value, key, bad)),
    },
    { weight: 1, arbitrary: hostile },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  );
}

function replaceField(value: unknown, key: string, bad: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return bad;
  const keys = Object.keys(value);
  const target = keys.length > 0 ? keys[Math.abs(hash(key)) % keys.length]! : key;
  return { ...(value as object), [target]: bad };
}

function hash(text: string): number {
  let h = 0;
  for (const char of text) h = (h * 31 + char.charCodeAt(0)) | 0;
  return h;
}
