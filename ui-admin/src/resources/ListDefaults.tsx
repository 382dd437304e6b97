import { Alert, Box, useMediaQuery, type Theme } from '@mui/material';
import type { AdminResource } from '@sports/contracts';
import type { ReactNode } from 'react';
import {
  CreateButton,
  DataTable,
  FilterButton,
  List,
  Pagination,
  SimpleList,
  TopToolbar,
  useListContext,
  usePermissions,
  type DataTableProps,
  type RaRecord,
} from 'react-admin';
import type { StaffPermissions } from '../auth/authProvider';
import { ExportAllButton } from '../export/ExportAllButton';
import { lazyExporter } from '../export/lazyExporter';
import { EmptyList } from './EmptyList';
import { defaultSortOf } from './queryShape';
import { fieldColumns } from './fieldColumns';

/** The admin API serves at most 500 records a page; react-admin's choices stay well below. */
const PER_PAGE_CHOICES = [10, 25, 50, 100];

/** How one record reads as a line of a phone-sized list. */
export interface MobileLine<R extends RaRecord = RaRecord> {
  primary: (record: R) => ReactNode;
  secondary?: (record: R) => ReactNode;
  tertiary?: (record: R) => ReactNode;
}

/**
 * The second and third texts as lines of their own under the first. SimpleList floats its tertiary
 * text right, beside the secondary one, which squeezed that into a narrow column wrapping to four
 * lines at 375 px (UX review at 375 px): stacked, each text keeps the screen's width.
 */
export const stackedBelow = (line: MobileLine) => {
  const { secondary, tertiary } = line;
  if (!secondary && !tertiary) return undefined;
  return (record: RaRecord) => (
    <>
      {secondary ? (
        <Box component="span" sx={{ display: 'block' }}>
          {secondary(record)}
        </Box>
      ) : null}
      {tertiary ? (
        <Box component="span" sx={{ display: 'block' }}>
          {tertiary(record)}
        </Box>
      ) : null}
    </>
  );
};

/** Who may create records of a resource; the server decides again, this only hides a button that would be refused. */
export type CreateRule = (permissions: StaffPermissions | null | undefined) => boolean;

function ListActions({ canCreate, hasFilters }: { canCreate: boolean; hasFilters: boolean }) {
  return (
    <TopToolbar>
      {hasFilters ? <FilterButton /> : null}
      {canCreate ? <CreateButton /> : null}
      <ExportAllButton />
    </TopToolbar>
  );
}

/** The status of a refused read (react-admin's HttpError carries it). */
const statusOf = (error: unknown): number | undefined =>
  typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number' ? error.status : undefined;

/**
 * What a list says when its read failed, in place of the rows: a 403 (the role may not read this
 * resource) reads as no access, never as an empty list with the last page's count (UX review at 375 px).
 */
export function ListError({ label }: { label: string }) {
  const { error } = useListContext();
  if (statusOf(error) === 403) {
    return (
      <Alert severity="warning" role="alert" sx={{ m: 2 }}>
        You have no access to {label}. {error instanceof Error ? error.message : ''}
      </Alert>
    );
  }
  return (
    <Alert severity="error" role="alert" sx={{ m: 2 }}>
      {label} could not be loaded{error instanceof Error && error.message ? `: ${error.message}` : '.'}
    </Alert>
  );
}

/** The pages, unless the read failed: a refused list has no "1-25 of 25" to show (react-admin keeps the previous page's count). */
function PagesUnlessFailed() {
  const { error } = useListContext();
  return error ? null : <Pagination rowsPerPageOptions={PER_PAGE_CHOICES} />;
}

/**
 * A list in the admin API's terms: its default sort, CSV export of what its filters select
 * (names for ids, money in rupees: export/), no bulk actions (every write is one command), and a Create button only for those `createFor` allows. Phones get a one-line-per-record list;
 * wider screens react-admin's DataTable, which scrolls inside its card rather than widening the page.
 */
export function ResourceList<R extends RaRecord>({
  of: resource,
  filters,
  mobile,
  createFor,
  children,
  ...table
}: { of: AdminResource; filters?: ReactNode[]; mobile: MobileLine<R>; createFor?: CreateRule; children: ReactNode } & Omit<
  DataTableProps,
  'children'
>) {
  const { permissions } = usePermissions<StaffPermissions | null>();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  // SimpleList hands each record of the resource to these; R only names its shape.
  const line = mobile as unknown as MobileLine;
  const canCreate = createFor?.(permissions) ?? false;
  return (
    <List
      resource={resource.name}
      title={resource.label}
      sort={defaultSortOf(resource)}
      filters={filters as never}
      perPage={25}
      exporter={lazyExporter}
      actions={<ListActions canCreate={canCreate} hasFilters={(filters?.length ?? 0) > 0} />}
      empty={<EmptyList resource={resource.name} label={resource.label} canCreate={canCreate} />}
      pagination={<PagesUnlessFailed />}
      error={<ListError label={resource.label} />}
    >
      {phone ? (
        <SimpleList aria-label={resource.label} linkType="show" primaryText={line.primary} secondaryText={stackedBelow(line)} />
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <DataTable rowClick="show" bulkActionButtons={false} {...table}>
            {fieldColumns(children)}
          </DataTable>
        </Box>
      )}
    </List>
  );
}
