import { Box, useMediaQuery, type Theme } from '@mui/material';
import type { AdminResource } from '@sports/contracts';
import type { ReactNode } from 'react';
import { CreateButton, Datagrid, FilterButton, List, Pagination, SimpleList, TopToolbar, usePermissions, type DatagridProps, type RaRecord } from 'react-admin';
import type { StaffPermissions } from '../auth/authProvider';
import { defaultSortOf } from './queryShape';

/** The admin API serves at most 500 records a page; react-admin's choices stay well below. */
const PER_PAGE_CHOICES = [10, 25, 50, 100];

/** How one record reads as a line of a phone-sized list. */
export interface MobileLine<R extends RaRecord = RaRecord> {
  primary: (record: R) => ReactNode;
  secondary?: (record: R) => ReactNode;
  tertiary?: (record: R) => ReactNode;
}

/** Who may create records of a resource; the server decides again, this only hides a button that would be refused. */
export type CreateRule = (permissions: StaffPermissions | null | undefined) => boolean;

function ListActions({ canCreate, hasFilters }: { canCreate: boolean; hasFilters: boolean }) {
  return (
    <TopToolbar>
      {hasFilters ? <FilterButton /> : null}
      {canCreate ? <CreateButton /> : null}
    </TopToolbar>
  );
}

/**
 * A list in the admin API's terms: its default sort, no export (it would ask for more
 * than a page), no bulk actions (every write is one command), and a Create button only for those `createFor` allows. Phones get a one-line-per-record list;
 * wider screens the table, which scrolls inside its card rather than widening the page.
 */
export function ResourceList<R extends RaRecord>({ of: resource, filters, mobile, createFor, children, ...datagrid }: { of: AdminResource; filters?: ReactNode[]; mobile: MobileLine<R>; createFor?: CreateRule; children: ReactNode } & Omit<DatagridProps, 'children'>) {
  const { permissions } = usePermissions<StaffPermissions | null>();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  // SimpleList hands each record of the resource to these; R only names its shape.
  const line = mobile as unknown as MobileLine;
  return (
    <List
      resource={resource.name}
      title={resource.label}
      sort={defaultSortOf(resource)}
      filters={filters as never}
      perPage={25}
      exporter={false}
      actions={<ListActions canCreate={createFor?.(permissions) ?? false} hasFilters={(filters?.length ?? 0) > 0} />}
      pagination={<Pagination rowsPerPageOptions={PER_PAGE_CHOICES} />}
    >
      {phone ? (
        <SimpleList linkType="show" primaryText={line.primary} secondaryText={line.secondary} tertiaryText={line.tertiary} />
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Datagrid rowClick="show" bulkActionButtons={false} {...datagrid}>
            {children}
          </Datagrid>
        </Box>
      )}
    </List>
  );
}
