import { adminGamePlayers, adminGames, adminOrders, adminSortFields, adminUsers, type AdminResource } from '@sports/contracts';
import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { DataTable } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';

// The lists are read as elements, outside an <Admin>: the games list asks who is signed in (its filters differ for operators).
vi.mock('react-admin', async (original) => ({
  ...(await original<typeof import('react-admin')>()),
  usePermissions: () => ({ permissions: null, isPending: false }),
}));
import GameList from './games/GameList';
import { GamePlayersGrid } from './games/GamePlayers';
import OrderList from './orders/OrderList';
import UserList from './users/UserList';

/**
 * Every column the big lists show either sorts through the admin API or says it
 * does not (sortable={false}), read from the list components themselves and the API's declared
 * sorts (contracts' adminSortFields), so the two cannot drift: a column offering a sort the API
 * answers with 400, or a sortable field left unsortable in the list, fails here.
 */
interface Column {
  name: string;
  sortField: string | undefined;
  sortable: boolean;
}

const columnsOf = (list: () => ReactNode): Column[] => {
  const root = list() as ReactElement<{ children: ReactNode }>;
  return Children.toArray(root.props.children)
    .filter(isValidElement)
    .map((element) => {
      const props = element.props as { source?: string; sortBy?: string; sortable?: boolean; label?: string; disableSort?: boolean };
      // react-admin's DataTable.Col sorts by its source unless disableSort; a list's Field becomes one that sorts by
      // its sortBy, else its source, unless sortable is false (fieldColumns.tsx).
      if (element.type === DataTable.Col)
        return { name: props.label ?? props.source ?? '?', sortField: props.source, sortable: props.disableSort !== true };
      return { name: props.label ?? props.source ?? '?', sortField: props.sortBy ?? props.source, sortable: props.sortable !== false };
    });
};

const LISTS: Array<[string, () => ReactNode, AdminResource, string[]]> = [
  // What was booked is the order's lines in words, not a field of the index.
  ['orders', OrderList, adminOrders, ['Booking']],
  // The players' count is two fields; privacy is nearly always "public" (the Privacy filter serves it).
  ['games', GameList, adminGames, ['Players', 'Privacy']],
  ['users', UserList, adminUsers, []],
  // A game's Players tab; host, co-host and offline are flags, not a column of the index.
  ['game players', GamePlayersGrid, adminGamePlayers, ['Role']],
];

describe.each(LISTS)('the %s list', (_name, list, resource, unsortable) => {
  const columns = columnsOf(list);

  it('offers a sort only on a field the admin API sorts by', () => {
    const offered = columns.filter((c) => c.sortable);
    expect(offered.filter((c) => !c.sortField || !adminSortFields(resource).includes(c.sortField)).map((c) => c.name)).toEqual([]);
  });

  it('leaves unsortable only the columns the API cannot sort, each one named here with its reason', () => {
    const refused = columns.filter((c) => !c.sortable);
    expect(refused.map((c) => c.name)).toEqual(unsortable);
    expect(refused.filter((c) => c.sortField && adminSortFields(resource).includes(c.sortField)).map((c) => c.name)).toEqual([]);
  });
});
