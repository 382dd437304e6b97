import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { DataTable, FieldTitle } from 'react-admin';

/** What a list's Field says about its column: the props react-admin's Datagrid read from it. */
interface ColumnProps {
  source?: string;
  sortBy?: string;
  sortable?: boolean;
  label?: ReactNode;
  textAlign?: 'left' | 'right' | 'center';
}

/**
 * A list's Fields as react-admin's DataTable columns (DataTable.Col): the Field draws the cell,
 * its label heads the column, and the column sorts by the Field's `sortBy` (else its `source`)
 * unless it says `sortable={false}`, as Datagrid read them. The lists keep declaring their columns
 * as Fields, the way their sorts are specified against the admin API's (listColumns.spec.ts).
 * DataTable.Col children pass through as they are.
 */
export function fieldColumns(children: ReactNode): ReactNode {
  return Children.map(children, (child) => {
    if (!isValidElement(child) || child.type === DataTable.Col || child.type === DataTable.NumberCol) return child;
    const { source, sortBy, sortable, label, textAlign } = (child as ReactElement<ColumnProps>).props;
    const sortField = sortBy ?? source;
    return (
      <DataTable.Col
        source={sortField}
        label={label ?? (source ? <FieldTitle source={source} /> : undefined)}
        disableSort={sortable === false || !sortField}
        {...(textAlign ? { align: textAlign } : {})}
      >
        {child}
      </DataTable.Col>
    );
  });
}
