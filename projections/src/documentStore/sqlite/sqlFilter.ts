import { UnindexedQueryError, type CollectionSpec, type Condition, type Filter, type Operators, type Scalar } from '../port';

/** Names of the SQL objects behind one collection. */
export const tableOf = (collection: string) => `doc_${collection}`;
/** Deleted documents, kept as (id, position) so followers of the changes and projectors see the deletion. */
export const tombstonesTableOf = (collection: string) => `${tableOf(collection)}__tombstones`;
export const columnOf = (field: string) => (field === 'id' ? 'id' : `c_${field.replace(/[^A-Za-z0-9]/g, '_')}`);
/** What follows the document table's name in its array side tables' names. */
export const ARRAY_TABLE_INFIX = '__c_';
export const arrayTableOf = (collection: string, field: string) => `${tableOf(collection)}__${columnOf(field)}`;

/** The scalar fields of a collection's indexes, in declaration order: the columns ahead of its documents' bodies. */
export const scalarFieldsOf = (spec: CollectionSpec): string[] => [
  ...new Set(spec.indexes.flatMap((i) => i.fields.map(([f]) => f)).filter((f) => f !== 'id' && !spec.arrayFields?.includes(f))),
];

/** SQLite has no boolean: true/false are stored as 1/0, as json_extract returns them. */
export const toSql = (value: Scalar): string | number | null => (typeof value === 'boolean' ? (value ? 1 : 0) : value);

/**
 * The value json_extract(body, '$.a.b') would give for a dotted field: scalars as they are
 * (booleans 1/0), objects and arrays as JSON text, missing as NULL.
 */
export const fieldValue = (doc: Record<string, unknown>, field: string): string | number | null => valueAt(doc, field.split('.'));

/** fieldValue with the field's path already split (a replay writes hundreds of thousands of rows). */
export const valueAt = (doc: Record<string, unknown>, path: readonly string[]): string | number | null => {
  let value: unknown = doc;
  for (const key of path) value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  if (value === undefined || value === null) return null;
  if (typeof value === 'object') return JSON.stringify(value);
  return toSql(value as Scalar);
};

const OPS: Record<Exclude<keyof Operators, '$in'>, string> = {
  $eq: '=',
  $ne: '!=',
  $gt: '>',
  $gte: '>=',
  $lt: '<',
  $lte: '<=',
};

const isOperators = (c: Condition): c is Operators => c !== null && typeof c === 'object';

/** The fields a filter may name, worked out once per collection spec (every query compiles a filter). */
const namesBySpec = new WeakMap<CollectionSpec, { arrayFields: Set<string>; allowed: Set<string>; scalars: string[] }>();
export const fieldNamesOf = (spec: CollectionSpec) => {
  let names = namesBySpec.get(spec);
  if (!names) {
    const arrayFields = new Set(spec.arrayFields ?? []);
    names = {
      arrayFields,
      allowed: new Set(['id', ...spec.indexes.flatMap((i) => i.fields.map(([f]) => f)), ...arrayFields]),
      scalars: scalarFieldsOf(spec),
    };
    namesBySpec.set(spec, names);
  }
  return names;
};

/** Translates a filter into a WHERE clause over the collection's field columns and array tables. */
export const compileFilter = (spec: CollectionSpec, filter: Filter | undefined, params: unknown[]): string => {
  if (!filter) return '1';
  const { arrayFields, allowed } = fieldNamesOf(spec);
  const parts: string[] = [];
  for (const [field, condition] of Object.entries(filter)) {
    if (condition === undefined) continue;
    if (field === '$or') {
      const branches = (condition as Filter[]).map((f) => `(${compileFilter(spec, f, params)})`);
      parts.push(branches.length ? `(${branches.join(' OR ')})` : '0');
      continue;
    }
    if (!allowed.has(field)) throw new UnindexedQueryError(spec.name, field);
    const c = condition as Condition;
    if (arrayFields.has(field)) {
      parts.push(compileArrayCondition(spec.name, field, c, params));
      continue;
    }
    parts.push(compileScalarCondition(columnOf(field), c, params));
  }
  return parts.length ? parts.join(' AND ') : '1';
};

const compileScalarCondition = (column: string, c: Condition, params: unknown[]): string => {
  if (!isOperators(c)) {
    if (c === null) return `${column} IS NULL`;
    params.push(toSql(c));
    return `${column} = ?`;
  }
  const parts: string[] = [];
  for (const [op, value] of Object.entries(c) as Array<[keyof Operators, unknown]>) {
    if (value === undefined) continue;
    if (op === '$in') {
      const list = value as Scalar[];
      if (list.length === 0) {
        parts.push('0');
        continue;
      }
      params.push(...list.map(toSql));
      parts.push(`${column} IN (${list.map(() => '?').join(',')})`);
      continue;
    }
    if (value === null && (op === '$eq' || op === '$ne')) {
      parts.push(`${column} IS ${op === '$eq' ? '' : 'NOT '}NULL`);
      continue;
    }
    params.push(toSql(value as Scalar));
    parts.push(`${column} ${OPS[op]} ?`);
  }
  return parts.length ? parts.join(' AND ') : '1';
};

/** `{tags: v}` on an array field means "contains v", as in MongoDB; served by the per-element table. */
const compileArrayCondition = (collection: string, field: string, c: Condition, params: unknown[]): string => {
  const table = arrayTableOf(collection, field);
  const values = !isOperators(c) ? [c] : (c.$in ?? (c.$eq !== undefined ? [c.$eq] : undefined));
  if (!values) throw new Error(`Only equality and $in are supported on array field ${field}`);
  if (values.length === 0) return '0';
  params.push(...values.map(toSql));
  return `id IN (SELECT id FROM ${table} WHERE value IN (${values.map(() => '?').join(',')}))`;
};
