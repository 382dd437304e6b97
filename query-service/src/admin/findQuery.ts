import type { AdminListQuery, AdminResource } from '@sports/contracts';
import type { Condition, Filter, FindQuery, Operators, Scalar } from '@sports/projections';
import type { ScopeLimit } from './scope';

/** react-admin's default page when a client sends no range. */
const DEFAULT_RANGE: [number, number] = [0, 24];

const asCondition = (value: unknown): Condition => (Array.isArray(value) ? { $in: value as Scalar[] } : (value as Scalar));

/** The values a filter condition allows, as a list (scalars and `in` lists only: what the filter schema admits). */
const valuesOf = (value: unknown): Scalar[] => (Array.isArray(value) ? (value as Scalar[]) : [value as Scalar]);

/** The list's filter in the store's terms, with `_gte`/`_lte` on declared range fields turned into operators. */
const storeFilter = (resource: AdminResource, filter: Record<string, unknown>): Filter => {
  const out: Filter = {};
  for (const [key, value] of Object.entries(filter)) {
    // Search boxes are not conditions on a field: withSearch (search.ts) resolves them.
    if (value === undefined || (resource.search && key in resource.search)) continue;
    const range = /^(.+)_(gte|lte)$/.exec(key);
    if (range && resource.ranges && range[1]! in resource.ranges) {
      const field = range[1]!;
      out[field] = { ...(out[field] as Operators | undefined), [`$${range[2]}`]: value as Scalar };
    } else out[key] = asCondition(value);
  }
  return out;
};

/**
 * Narrows the filter to the caller's part of the resource: a filter on the scope field keeps only
 * the values the caller may see; none means the list is empty without asking the store.
 */
const scoped = (filter: Filter, requested: unknown, limit: ScopeLimit): Filter | null => {
  if (limit.values === 'all') return filter;
  const allowed = limit.values;
  const values =
    requested === undefined ? allowed : valuesOf(requested).filter((v): v is string => typeof v === 'string' && allowed.includes(v));
  // A filter on the scope field asks for those records only; otherwise the caller's other part counts too (ScopeLimit.also).
  const also = requested === undefined && limit.also && limit.also.values.length > 0 ? limit.also : null;
  if (values.length === 0 && !also) return null;
  // One value is an equality: the planner seeks it, where a one-value `in` may scan.
  const own: Filter = { [limit.field]: values.length === 1 ? values[0]! : { $in: values } };
  if (!also) return { ...filter, ...own };
  const other: Filter = { [also.field]: also.values.length === 1 ? also.values[0]! : { $in: also.values } };
  return { ...filter, $or: values.length === 0 ? [other] : [own, other] };
};

export interface AdminFind {
  /** null: nothing in the caller's part can match. */
  filter: Filter | null;
  query: FindQuery;
  start: number;
}

/**
 * The sort terms: the field, the resource's declared ties for it (the columns after it in its
 * index, in the index's relative directions) and id in the last term's direction, as every index
 * stores it (projections' sqlite schema), so pages never overlap and no sort step is needed.
 */
const sortOf = (resource: AdminResource, field: string, direction: 1 | -1): Array<readonly [string, 1 | -1]> => {
  if (field === 'id') return [['id', direction]];
  const terms: Array<readonly [string, 1 | -1]> = [
    [field, direction],
    ...(resource.sortTies?.[field] ?? []).map(([tie, relative]) => [tie, (relative * direction) as 1 | -1] as const),
  ];
  return [...terms, ['id', terms.at(-1)![1]]];
};

/** A ra-data-simple-rest list request as a store query; ties broken by id so pages never overlap. `extra`: conditions derived from the request (gameScope.ts). */
export const adminFindOf = (resource: AdminResource, request: AdminListQuery, limit: ScopeLimit, extra: Filter = {}): AdminFind => {
  const [field, order] = request.sort ?? resource.defaultSort;
  const [start, end] = request.range ?? DEFAULT_RANGE;
  const requested = request.filter ?? {};
  const filter = scoped({ ...storeFilter(resource, requested), ...extra, ...resource.fixed }, requested[limit.field], limit);
  const sort = sortOf(resource, field, order === 'ASC' ? 1 : -1);
  return { filter, start, query: { filter: filter ?? undefined, sort, skip: start, limit: end - start + 1 } };
};
