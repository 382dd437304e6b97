import { adminSortFields, type AdminResource } from '@sports/contracts';

/**
 * The list parameters a resource declares (contracts/src/admin/resources.ts), so a column is
 * sortable and a filter exists only where the admin API accepts it: anything else is a 400.
 */
export type FilterSource<R extends AdminResource> =
  | 'id'
  | (keyof R['filters'] & string)
  | (keyof NonNullable<R['search']> & string)
  | `${keyof NonNullable<R['ranges']> & string}_gte`
  | `${keyof NonNullable<R['ranges']> & string}_lte`;

export const filterSource = <R extends AdminResource>(_resource: R, source: FilterSource<R>): string => source;

/** Whether the admin API sorts the resource by this field (`id` on every resource). */
export const sortable = (resource: AdminResource, field: string): boolean => adminSortFields(resource).includes(field);

/** react-admin's default sort for a resource, the API's own. */
export const defaultSortOf = (resource: AdminResource) => ({ field: resource.defaultSort[0], order: resource.defaultSort[1] });

/** Every filter the API accepts for the resource: its equality filters, its search boxes and both ends of each range. */
export const declaredFilters = (resource: AdminResource): string[] => [
  'id',
  ...Object.keys(resource.filters),
  ...Object.keys(resource.search ?? {}),
  ...Object.keys(resource.ranges ?? {}).flatMap((field) => [`${field}_gte`, `${field}_lte`]),
];
