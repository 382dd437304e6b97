import fc from 'fast-check';

/**
 * fast-check arbitraries for the fuzz test: requests shaped after an endpoint's
 * OpenAPI description, then broken in the ways clients and attackers break them.
 */

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

export interface Operation {
  method: string;
  path: string;
  pathParams: string[];
  queryParams: Array<{ name: string; schema: JsonSchema }>;
  body: JsonSchema | null;
}

/** Every operation of an OpenAPI document, with what its request may carry. */
/** The parts of an OpenAPI operation object read here. */
type OperationObject = {
  parameters?: Array<{ name: string; in: string; schema: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

export const operationsOf = (document: { paths: Record<string, Record<string, OperationObject>> }): Operation[] =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => {
      const parameters = op.parameters ?? [];
      return {
        method: method.toUpperCase(),
        path,
        pathParams: [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!),
        queryParams: parameters.filter((p) => p.in === 'query').map((p) => ({ name: p.name, schema: p.schema ?? {} })),
        body: op.requestBody?.content?.['application/json']?.schema ?? null,
      };
    }),
  );

/** Made once: the same strings drawn again are the same objects, so `encode` finds them in its cache. */
const huge = (n: number) => fc.constantFrom(...['a', 'é', '😀', '\u0000', '%', '"'].map((c) => c.repeat(n)));

/**
 * encodeURIComponent, remembered for the few huge strings above: encoding 70,000 characters again
 * on every draw was a fifth of the fuzz suite's time; what is sent is the same.
 */
const encodedHuge = new Map<string, string>();
const encode = (value: string): string => {
  if (value.length < 1_000) return encodeURIComponent(value);
  let encoded = encodedHuge.get(value);
  if (encoded === undefined) encodedHuge.set(value, (encoded = encodeURIComponent(value)));
  return encoded;
};

/** Strings a careless or hostile client sends: unicode, control characters, traversal, injection, very long. */
export const wildString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '../../etc/passwd',
    '..%2F..%2Fetc%2Fpasswd',
    '..\\..\\windows',
    "'; DROP TABLE events; --",
    '{"$gt":""}',
    '<script>alert(1)</script>',
    '\u202e\u0000\uffff',
    'null',
    'NaN',
    '-0',
    '1e309',
    '__proto__',
    'constructor',
  ),
  huge(70_000),
  huge(3_000),
);

const wildNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 64, 0.1, -0),
);

/** Any JSON value at all, from the harmless to the absurd. */
export const wildValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  wildString,
  wildNumber,
  fc.constantFrom(null, true, false, [], {}, [[[[[[[[[[]]]]]]]]]], { __proto__: { polluted: true } }),
  fc.array(fc.constant('x'), { minLength: 5_000, maxLength: 5_000 }),
);

const patternString = (pattern: string): fc.Arbitrary<string> => {
  try {
    return fc.stringMatching(new RegExp(pattern));
  } catch {
    return fc.string();
  }
};

/** A value that follows the schema (as far as a generator can), so a request gets past the first check. */
export const fromSchema = (schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> => {
  if (depth > 4) return fc.constant(null);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => fromSchema(s, depth + 1)));
  if (schema.allOf?.length) return fromSchema(schema.allOf[0]!, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      if (schema.pattern) return patternString(schema.pattern);
      return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 30, 60) });
    case 'integer':
      return fc.integer({ min: Math.max(schema.minimum ?? -1000, -(2 ** 31)), max: Math.min(schema.maximum ?? 100_000, 2 ** 31) });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 100_000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(fromSchema(schema.items ?? {}, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 3, 3),
      });
    case 'object': {
      const properties = Object.entries(schema.properties ?? {});
      if (!properties.length) return fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 });
      const required = new Set(schema.required ?? []);
      return fc.record(Object.fromEntries(properties.map(([key, s]) => [key, fromSchema(s, depth + 1)])), {
        requiredKeys: properties.map(([key]) => key).filter((key) => required.has(key)),
      });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
};

/** A schema-shaped value with one thing wrong: a field missing, of the wrong type or huge, or an extra one. */
export const brokenFromSchema = (schema: JsonSchema): fc.Arbitrary<unknown> =>
  fc
    .tuple(fromSchema(schema), fc.nat(), fc.constantFrom('drop', 'replace', 'extra'), wildValue, fc.string({ maxLength: 12 }))
    .map(([value, n, how, wild, extraKey]) => {
      if (!value || typeof value !== 'object' || Array.isArray(value)) return wild;
      const copy = { ...(value as Record<string, unknown>) };
      const keys = Object.keys(copy);
      const key = keys.length ? keys[n % keys.length]! : extraKey;
      if (how === 'drop') delete copy[key];
      else if (how === 'replace') copy[key] = wild;
      else copy[extraKey || 'extra'] = wild;
      return copy;
    });

export interface FuzzBody {
  raw: string | undefined;
  contentType: string | undefined;
}

const json = (value: unknown) => JSON.stringify(value) ?? 'null';

/** What goes on the wire as a body: schema-shaped, broken, malformed JSON, the wrong content type, too big. */
export const bodyArbitrary = (schema: JsonSchema | null): fc.Arbitrary<FuzzBody> => {
  const shaped = schema ? fc.oneof(fromSchema(schema), brokenFromSchema(schema), brokenFromSchema(schema)) : wildValue;
  return fc.oneof(
    { weight: 6, arbitrary: shaped.map((v) => ({ raw: json(v), contentType: 'application/json' })) },
    { weight: 1, arbitrary: wildValue.map((v) => ({ raw: json(v), contentType: 'application/json' })) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          fc.constantFrom('{', '{"a":', '[1,2', '{"name":"x",}', "{'a':1}", 'undefined', '\u0000', '{"a":1}{"b":2}', ''),
          fc.string({ maxLength: 20 }),
        )
        .map(([start, tail]) => ({ raw: start + tail, contentType: 'application/json' })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          shaped,
          fc.constantFrom(
            'text/plain',
            'application/x-www-form-urlencoded',
            'multipart/form-data; boundary=x',
            'application/xml',
            'application/json; charset=latin1',
            'image/png',
            undefined,
          ),
        )
        .map(([v, contentType]) => ({ raw: json(v), contentType })),
    },
    { weight: 1, arbitrary: fc.constant({ raw: `{"name":"${'x'.repeat(200_000)}"}`, contentType: 'application/json' }) },
    { weight: 1, arbitrary: fc.constant({ raw: undefined, contentType: undefined }) },
  );
};

/** A path parameter: a real id of the seeded data, a schema-like id, or something hostile. */
export const pathParamArbitrary = (knownIds: readonly string[]) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...knownIds).map(encodeURIComponent) },
    { weight: 2, arbitrary: fc.stringMatching(/^[A-Za-z0-9_.:@+-]{1,64}$/).map(encodeURIComponent) },
    { weight: 3, arbitrary: wildString.map(encode) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '..',
        '../..',
        '..%2f..%2fadmin-api',
        '%2e%2e',
        '%E0%A4%A',
        '%00',
        '%',
        '0',
        '-1',
        '99999999999999999999',
        'a/b',
      ),
    },
  );

export const queryArbitrary = (declared: Operation['queryParams']) =>
  fc
    .tuple(
      fc.array(
        fc.oneof(
          ...(declared.length
            ? [
                fc
                  .constantFrom(...declared)
                  .chain((p) => fc.tuple(fc.constant(p.name), fc.oneof(fromSchema(p.schema).map(String), wildString))),
              ]
            : []),
          fc.tuple(fc.string({ maxLength: 10 }), wildString),
        ),
        { maxLength: 4 },
      ),
    )
    .map(([pairs]) => (pairs.length ? `?${pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&')}` : ''));
