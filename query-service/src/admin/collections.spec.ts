import { ADMIN_RESOURCES, type AdminResource, type AdminResourceName } from '@sports/contracts';
import { allProjections, queryableFields } from '@sports/projections';
import { describe, expect, it } from 'vitest';
import { ADMIN_COLLECTIONS } from './collections';

/** Every sortable and filterable column of the admin API is served by an index. */
describe.each(ADMIN_RESOURCES.map((r): [string, AdminResource] => [r.name, r]))('admin resource %s', (_name, resource) => {
  const spec = allProjections.map((p) => p.collection).find((c) => c.name === ADMIN_COLLECTIONS[resource.name as AdminResourceName]);

  it('reads a declared read model', () => {
    expect(spec).toBeDefined();
  });

  it('sorts and filters on indexed fields only', () => {
    const indexed = queryableFields(spec!);
    const derived = resource.derivedFilters ?? {};
    const filters = Object.keys(resource.filters).flatMap((field) => derived[field] ?? [field]);
    const used = [...resource.sortable, ...filters, ...Object.keys(resource.ranges ?? {}), ...Object.keys(resource.fixed ?? {})];
    // Search boxes look in their fields by range (a name's start) or equality (a phone's digits).
    used.push(...Object.values(resource.search ?? {}).flatMap((s) => [...s.prefix, ...(s.digits ?? [])]));
    expect(used.filter((field) => !indexed.has(field))).toEqual([]);
  });

  it('can scope its records', () => {
    const field =
      resource.scope === 'space' ? 'spaceId' : resource.scope === 'org' ? 'orgId' : resource.scope === 'game' ? resource.scopeField! : null;
    if (field) expect(queryableFields(spec!).has(field)).toBe(true);
  });
});
