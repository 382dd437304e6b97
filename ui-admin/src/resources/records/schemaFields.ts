import { minorUnits } from '@sports/contracts';
import type { z } from 'zod';

/** How one field of a record kind's details is edited and shown, read from its zod schema. */
export type FieldKind = 'text' | 'longText' | 'number' | 'money' | 'boolean' | 'enum' | 'date' | 'dateTime' | 'strings' | 'object' | 'json';

export interface FieldSpec {
  name: string;
  kind: FieldKind;
  required: boolean;
  /** Enums: the values allowed. */
  choices?: readonly string[];
  /** Objects: their own fields, edited in place. */
  fields?: FieldSpec[];
}

interface Def {
  type: string;
  innerType?: z.ZodType;
  format?: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  entries?: Record<string, string>;
}
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Optional, defaulted, nullable and refined wrappers removed: the schema of the value itself, and whether it must be given. */
function unwrap(schema: z.ZodType): { inner: z.ZodType; required: boolean } {
  let inner = schema;
  let required = true;
  for (;;) {
    const def = defOf(inner);
    if (def.type === 'optional' || def.type === 'default' || def.type === 'nullable' || def.type === 'prefault') required = false;
    else if (def.type !== 'readonly' && def.type !== 'catch') return { inner, required };
    inner = def.innerType!;
  }
}

const maxLengthOf = (schema: z.ZodType): number | null => (schema as unknown as { maxLength?: number | null }).maxLength ?? null;

function specOf(name: string, schema: z.ZodType, depth: number): FieldSpec {
  const { inner, required } = unwrap(schema);
  const def = defOf(inner);
  const base = { name, required };
  if (inner === minorUnits) return { ...base, kind: 'money' };
  switch (def.type) {
    case 'string':
      if (def.format === 'date') return { ...base, kind: 'date' };
      if (def.format === 'datetime') return { ...base, kind: 'dateTime' };
      return { ...base, kind: (maxLengthOf(inner) ?? 0) > 500 ? 'longText' : 'text' };
    case 'number':
      return { ...base, kind: 'number' };
    case 'boolean':
      return { ...base, kind: 'boolean' };
    case 'enum':
      return { ...base, kind: 'enum', choices: Object.values(def.entries ?? {}) };
    case 'array':
      return { ...base, kind: defOf(unwrap(def.element!).inner).type === 'string' ? 'strings' : 'json' };
    case 'object':
      // One level of nesting reads well as a group of inputs; deeper shapes are edited as JSON.
      return depth === 0 ? { ...base, kind: 'object', fields: fieldsOf(inner, depth + 1) } : { ...base, kind: 'json' };
    default:
      return { ...base, kind: 'json' };
  }
}

/** The fields of an object schema (a record kind's details), in declaration order. */
export function fieldsOf(schema: z.ZodType, depth = 0): FieldSpec[] {
  const { inner } = unwrap(schema);
  const shape = defOf(inner).shape;
  if (!shape) return [];
  return Object.entries(shape).map(([name, field]) => specOf(name, field, depth));
}
