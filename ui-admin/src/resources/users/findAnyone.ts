import type { PersonMatch } from '@sports/contracts';

/** One thing a found person is to the organisation, and where its record is (react-admin paths, under the basename). */
export interface PersonRole {
  label: string;
  to: string;
}

type PathOf = (target: { resource: string; id?: string; type: 'show' | 'list' }) => string;

/** The orders list filtered by the buyer, with the filter shown so it can be cleared (react-admin reads `filter` and `displayedFilters`). */
export const ordersOfPath = (pathOf: PathOf, userId: string): string =>
  `${pathOf({ resource: 'orders', type: 'list' })}?${new URLSearchParams({ filter: JSON.stringify({ userId }), displayedFilters: JSON.stringify({ userId: true }) })}`;

/** "Student of …", "Member · …", "Buyer of N orders": each linking to its record (docs/backoffice.md "Find anyone"). */
export const rolesOf = (person: PersonMatch, pathOf: PathOf): PersonRole[] => [
  ...person.student.map((s) => ({
    label: `Student of ${s.className}${s.status === 'active' ? '' : ` (${s.status})`}`,
    to: pathOf({ resource: 'students', id: s.id, type: 'show' }),
  })),
  ...person.member.map((m) => ({ label: `Member · ${m.plan}`, to: pathOf({ resource: 'members', id: m.id, type: 'show' }) })),
  ...(person.buyer.orders > 0
    ? [{ label: `Buyer of ${person.buyer.orders} order${person.buyer.orders === 1 ? '' : 's'}`, to: ordersOfPath(pathOf, person.id) }]
    : []),
];

/** A refusal as staff read it: the server's sentence without the parameter's name ("query.q: …") or its code. */
export const searchErrorText = (error: Error): string => error.message.replace(/^query\.q: /, '').replace(/ \([A-Z_]+\)$/, '');
