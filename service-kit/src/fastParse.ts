import type { z } from 'zod';

/**
 * Zod's safeParse of a list request's query and path parameters was 3.4 % of
 * the list's profile. A flat object of strings in the common shapes (coerced numbers with
 * bounds, strings with a pattern, ISO dates, enums, an enum turned into a value, optional and
 * default) is checked here by a small function made once per schema. It only ever ACCEPTS: a
 * value it is not sure of (an unknown key, a number in exponent form, anything out of range, any
 * value that is not a string) returns FALLBACK, and the caller asks zod, so every 400 problem
 * document is zod's own. What it accepts, zod accepts with the same values (fastParse.spec.ts).
 * A schema with anything else (refinements, trims, other formats, nested objects) gets no fast
 * path at all.
 */
export const FALLBACK: unique symbol = Symbol('fallback');
type Fallback = typeof FALLBACK;
type FieldParser = (value: string) => unknown;
/** A field's parser, and what an absent field gives: nothing (optional) or a default. */
interface Field {
  key: string;
  parse: FieldParser;
  absent: 'fallback' | 'omit' | (() => unknown);
}
export type FastParser = (raw: unknown) => unknown;

// Plain decimals only: "1e3", " 5", "0x10", "" and the like are zod's to judge.
const DECIMAL = /^-?(?:\d{1,16}(?:\.\d{1,16})?|\.\d{1,16})$/;

interface Def {
  type: string;
  coerce?: boolean;
  format?: string;
  pattern?: RegExp;
  checks?: { _zod: { def: { check: string; format?: string; pattern?: RegExp; value?: unknown; inclusive?: boolean; when?: unknown } } }[];
  entries?: Record<string, unknown>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  transform?: (value: unknown) => unknown;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
}
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

const numberParser = (def: Def): FieldParser | null => {
  if (!def.coerce) return null; // a plain z.number() refuses every string
  let min = -Infinity;
  let minInclusive = true;
  let max = Infinity;
  let maxInclusive = true;
  let safeInt = false;
  for (const check of def.checks ?? []) {
    const c = check._zod.def;
    if (c.when !== undefined) return null;
    if (c.check === 'greater_than' && typeof c.value === 'number')
      [min, minInclusive] = c.value > min ? [c.value, Boolean(c.inclusive)] : [min, minInclusive];
    else if (c.check === 'less_than' && typeof c.value === 'number')
      [max, maxInclusive] = c.value < max ? [c.value, Boolean(c.inclusive)] : [max, maxInclusive];
    else if (c.check === 'number_format' && c.format === 'safeint') safeInt = true;
    else return null;
  }
  return (text) => {
    if (!DECIMAL.test(text)) return FALLBACK;
    const n = Number(text);
    if (!Number.isFinite(n) || (safeInt && !Number.isSafeInteger(n))) return FALLBACK;
    if (minInclusive ? n < min : n <= min) return FALLBACK;
    if (maxInclusive ? n > max : n >= max) return FALLBACK;
    return n;
  };
};

const stringParser = (def: Def): FieldParser | null => {
  if (def.coerce) return null;
  const patterns: RegExp[] = [];
  // z.iso.date() is itself a format check carrying its pattern; z.string().regex() carries checks.
  if (def.format !== undefined) {
    if ((def.format !== 'date' && def.format !== 'regex') || !(def.pattern instanceof RegExp)) return null;
    patterns.push(def.pattern);
  }
  for (const check of def.checks ?? []) {
    const c = check._zod.def;
    if (c.when !== undefined || c.check !== 'string_format' || c.format !== 'regex' || !(c.pattern instanceof RegExp)) return null;
    patterns.push(c.pattern);
  }
  return (text) => {
    for (const pattern of patterns) {
      pattern.lastIndex = 0; // as zod does, for a global or sticky pattern
      if (!pattern.test(text)) return FALLBACK;
    }
    return text;
  };
};

const enumParser = (def: Def): FieldParser | null => {
  const values = Object.values(def.entries ?? {});
  if (!values.length || (def.checks ?? []).length || values.some((v) => typeof v !== 'string')) return null;
  const allowed = new Set(values as string[]);
  return (text) => (allowed.has(text) ? text : FALLBACK);
};

/** An enum (or any field above) then a synchronous one-argument transform, as contracts' booleanFlag. */
const pipeParser = (def: Def): FieldParser | null => {
  if (!def.in || !def.out || (def.checks ?? []).length) return null;
  const first = valueParser(def.in);
  const then = defOf(def.out);
  if (
    !first ||
    then.type !== 'transform' ||
    typeof then.transform !== 'function' ||
    then.transform.length > 1 ||
    (then.checks ?? []).length
  )
    return null;
  const transform = then.transform;
  return (text) => {
    const value = first(text);
    if (value === FALLBACK) return FALLBACK;
    const out = transform(value);
    return out instanceof Promise ? FALLBACK : out;
  };
};

const valueParser = (schema: z.ZodType): FieldParser | null => {
  const def = defOf(schema);
  switch (def.type) {
    case 'number':
      return numberParser(def);
    case 'string':
      return stringParser(def);
    case 'enum':
      return enumParser(def);
    case 'pipe':
      return pipeParser(def);
    default:
      return null;
  }
};

const fieldOf = (key: string, schema: z.ZodType): Field | null => {
  const def = defOf(schema);
  if ((def.checks ?? []).length && (def.type === 'optional' || def.type === 'default')) return null;
  if (def.type === 'optional') {
    const parse = def.innerType && valueParser(def.innerType);
    return parse ? { key, parse, absent: 'omit' } : null;
  }
  if (def.type === 'default') {
    const parse = def.innerType && valueParser(def.innerType);
    // zod gives the default without parsing it (no "prefault"), read afresh each time as zod does.
    const withDefault = def as unknown as { defaultValue: unknown };
    return parse ? { key, parse, absent: () => withDefault.defaultValue } : null;
  }
  const parse = valueParser(schema);
  return parse ? { key, parse, absent: 'fallback' } : null;
};

/** The fast parser of a flat object schema of strings, or null when it has a part this does not know. */
export const compileFastParser = (schema: z.ZodType): FastParser | null => {
  const def = defOf(schema);
  if (def.type !== 'object' || !def.shape || (def.checks ?? []).length) return null;
  const catchall = def.catchall ? defOf(def.catchall).type : 'strip';
  if (catchall !== 'never' && catchall !== 'strip') return null; // passthrough keeps unknown keys: zod's job
  const strict = catchall === 'never';
  const fields: Field[] = [];
  for (const [key, field] of Object.entries(def.shape)) {
    const compiled = fieldOf(key, field);
    if (!compiled) return null;
    fields.push(compiled);
  }
  const known = new Set(fields.map((f) => f.key));
  return (raw) => {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return FALLBACK;
    const input = raw as Record<string, unknown>;
    const keys = Object.keys(input);
    if (strict) for (const key of keys) if (!known.has(key)) return FALLBACK;
    const out: Record<string, unknown> = {};
    for (const field of fields) {
      const value = Object.hasOwn(input, field.key) ? input[field.key] : undefined;
      if (value === undefined) {
        if (Object.hasOwn(input, field.key) || field.absent === 'fallback') return FALLBACK; // an explicit undefined: zod's rules
        if (field.absent !== 'omit') out[field.key] = field.absent();
        continue;
      }
      if (typeof value !== 'string') return FALLBACK;
      const parsed = field.parse(value);
      if (parsed === FALLBACK) return FALLBACK;
      out[field.key] = parsed;
    }
    return out;
  };
};

const compiled = new WeakMap<z.ZodType, FastParser | null>();

/** The schema's fast parser, made on first use and kept beside the schema. */
export const fastParserOf = (schema: z.ZodType): FastParser | null => {
  let parser = compiled.get(schema);
  if (parser === undefined) {
    parser = compileFastParser(schema);
    compiled.set(schema, parser);
  }
  return parser;
};

/** Parsed by the fast path, or FALLBACK: then zod decides (and names the error). */
export const fastParse = (schema: z.ZodType, raw: unknown): unknown | Fallback => {
  const parser = fastParserOf(schema);
  return parser ? parser(raw) : FALLBACK;
};
