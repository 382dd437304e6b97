import { DomainError, adminPeople, contentRange, disputeScopeOf, personNameOf, readableOrgsOf, type Actor, type AdminPerson } from '@sports/contracts';
import {
  ACCESS_ACCOUNTS_COLLECTION,
  MEMBERSHIPS_COLLECTION,
  ORDERS_COLLECTION,
  RATING_DISPUTES_COLLECTION,
  RATING_ENTRIES_COLLECTION,
  SPACES_COLLECTION,
  STUDENTS_COLLECTION,
  USERS_COLLECTION,
  type DocumentStore,
  type Filter,
} from '@sports/projections';
import type { Api } from '@sports/service-kit';

/** Where a person meets an organisation: a read model, the field naming them, and the field it is scoped by. */
interface Relation {
  collection: string;
  person: string;
  scope: 'orgId' | 'spaceId';
}

/**
 * The people organisation staff may see named (docs/backoffice.md "People by name"): those who bought from, enrolled
 * at, are members or staff of their organisations, and those who rated or raised a dispute at
 * their venues. Each pair of fields is indexed on its read model. Staff who resolved, marked,
 * settled or acted in a history are staff of the organisation (access accounts) or platform operators.
 */
const RELATIONS: Relation[] = [
  { collection: ORDERS_COLLECTION, person: 'userId', scope: 'orgId' },
  { collection: STUDENTS_COLLECTION, person: 'userId', scope: 'orgId' },
  { collection: MEMBERSHIPS_COLLECTION, person: 'userId', scope: 'orgId' },
  { collection: ACCESS_ACCOUNTS_COLLECTION, person: 'userId', scope: 'orgId' },
  { collection: RATING_DISPUTES_COLLECTION, person: 'raisedBy', scope: 'spaceId' },
  { collection: RATING_ENTRIES_COLLECTION, person: 'raterId', scope: 'spaceId' },
  { collection: RATING_ENTRIES_COLLECTION, person: 'ratedUserId', scope: 'spaceId' },
];

interface UserName {
  id: string;
  name: string;
  phone: string | null;
  role: string;
}

/** The ids among `ids` related to the caller's organisations and venues. */
const relatedIds = async (store: DocumentStore, ids: string[], orgs: string[], spaces: string[]): Promise<Set<string>> => {
  const found = new Set<string>();
  for (const { collection, person, scope } of RELATIONS) {
    const within = scope === 'orgId' ? orgs : spaces;
    const open = ids.filter((id) => !found.has(id));
    if (within.length === 0 || open.length === 0) continue;
    const filter: Filter = { [scope]: { $in: within }, [person]: { $in: open } };
    const rows = await store.findFields(collection, { filter, limit: 10_000 }, [person]);
    for (const row of rows) found.add(String(row.values[0]));
  }
  return found;
};

/** GET /admin-api/people?filter={"id":[…]}: react-admin's getMany behind every person reference field. */
export const registerAdminPeopleRoute = (api: Api, store: DocumentStore): void => {
  api.bind(adminPeople, async ({ query, actor }) => {
    const orgs = readableOrgsOf(actor);
    if (orgs === null) throw new DomainError('FORBIDDEN', 'Organisation staff only', 'Authorization');
    const ids = [...new Set(Array.isArray(query.filter.id) ? query.filter.id : [query.filter.id])];
    const users = await store.find<UserName & Record<string, unknown>>(USERS_COLLECTION, { filter: { id: { $in: ids } }, limit: ids.length });
    const related = orgs === 'all' ? null : await relatedIds(store, ids, orgs, await venuesOf(store, actor, orgs));
    // Platform operators act on every organisation's records (histories, settlements, resolutions): their names are not private to one.
    const people: AdminPerson[] = users.filter((u) => related === null || related.has(u.id) || u.role === 'admin').map((u) => ({ id: u.id, name: personNameOf(u) }));
    people.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
    return { body: people, headers: { 'content-range': contentRange('people', 0, people.length, people.length), 'access-control-expose-headers': 'Content-Range' } };
  });
};

/** The venues of the caller's organisations, and any venue their token names (`space:<id>`), as the dispute queue reaches. */
const venuesOf = async (store: DocumentStore, actor: Actor, orgs: string[]): Promise<string[]> => {
  const named = disputeScopeOf(actor);
  const owned = orgs.length ? await store.findFields(SPACES_COLLECTION, { filter: { orgId: { $in: orgs } }, limit: 10_000 }, []) : [];
  return [...new Set([...owned.map((space) => space.id), ...(Array.isArray(named) ? named : [])])];
};
