import type { ReactNode } from 'react';
import { Datagrid, List, Pagination, type DatagridProps } from 'react-admin';
import type { AdminResource } from '@sports/contracts';
import { defaultSortOf } from './queryShape';

/** The admin API serves at most 500 records a page; react-admin's choices stay well below. */
const PER_PAGE_CHOICES = [10, 25, 50, 100];

/**
 * A read-only list in the admin API's terms: its default sort, no export (it would ask for more
 * than a page) and no bulk actions (writes come later).
 */
export function ResourceList({ of: resource, filters, children, ...datagrid }: { of: AdminResource; filters?: ReactNode[]; children: ReactNode } & Omit<DatagridProps, 'children'>) {
  return (
    <List
      resource={resource.name}
      title={resource.label}
      sort={defaultSortOf(resource)}
      filters={filters as never}
      perPage={25}
      exporter={false}
      pagination={<Pagination rowsPerPageOptions={PER_PAGE_CHOICES} />}
    >
      <Datagrid rowClick="show" bulkActionButtons={false} {...datagrid}>
        {children}
      </Datagrid>
    </List>
  );
}
