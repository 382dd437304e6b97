import { DomainError, adminPeople, contentRange, personNameOf, type Actor, type AdminPerson } from '@sports/contracts';
import { readableOrgsOf } from '@sports/shared-rules';
import {
  ACCESS_ACCOUNTS_COLLECTION,
  MEMBERSHIPS_COLLECTION,
  ORDERS_COLLECTION,
  RATING_DISPUTES_COLLECTION,
  RATING_ENTRIES_COLLECTION,
  STUDENTS_COLLECTION,
  USERS_COLLECTION,
  type DocumentStore,
  type Filter,
} from '@sports/projections';
import type { Api } from '@sports/service-kit';
import { disputeQueueOf, type DisputeQueue } from '../ratings/disputeQueue';

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

/** The ids among `ids` related to the caller's organisations and venues (`venues`: their dispute queue, disputeQueue.ts). */
const relatedIds = async (store: DocumentStore, ids: string[], orgs: string[], venues: DisputeQueue): Promise<Set<string>> => {
  const found = new Set<string>();
  for (const { collection, person, scope } of RELATIONS) {
    const open = ids.filter((id) => !found.has(id));
    if (open.length === 0) continue;
    // A venue's ratings and cases: those recorded at it, and those about games that name it only
    // through a field or a typed place (they carry no spaceId; docs/adr/0108-games-at-their-venues.md).
    const wheres: Array<[field: string, values: string[]]> =
      scope === 'orgId'
        ? [['orgId', orgs]]
        : [
            ['spaceId', venues.spaceIds],
            ['activityId', venues.activityIds],
          ];
    for (const [field, values] of wheres) {
      if (values.length === 0) continue;
      const filter: Filter = { [field]: { $in: values }, [person]: { $in: open } };
      const rows = await store.findFields(collection, { filter, limit: 10_000 }, [person]);
      for (const row of rows) found.add(String(row.values[0]));
    }
  }
  return found;
};

/** GET /admin-api/people?filter={"id":[…]}: react-admin's getMany behind every person reference field. */
export const registerAdminPeopleRoute = (api: Api, store: DocumentStore): void => {
  api.bind(adminPeople, async ({ query, actor }) => {
    const orgs = readableOrgsOf(actor);
    if (orgs === null) throw new DomainError('FORBIDDEN', 'Organisation staff only', 'Authorization');
    const ids = [...new Set(Array.isArray(query.filter.id) ? query.filter.id : [query.filter.id])];
    const users = await store.find<UserName & Record<string, unknown>>(USERS_COLLECTION, {
      filter: { id: { $in: ids } },
      limit: ids.length,
    });
    const related = orgs === 'all' ? null : await relatedIds(store, ids, orgs, await venuesOf(store, actor));
    // Platform operators act on every organisation's records (histories, settlements, resolutions): their names are not private to one.
    const people: AdminPerson[] = users
      .filter((u) => related === null || related.has(u.id) || u.role === 'admin')
      .map((u) => ({ id: u.id, name: personNameOf(u) }));
    people.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
    return {
      body: people,
      headers: {
        'content-range': contentRange('people', 0, people.length, people.length),
        'access-control-expose-headers': 'Content-Range',
      },
    };
  });
};

/** The venues of the caller's organisations, any venue their token names (`space:<id>`), and the games linked to them, as the dispute queue reaches. */
const venuesOf = async (store: DocumentStore, actor: Actor): Promise<DisputeQueue> => {
  const queue = await disputeQueueOf(store, actor);
  return queue === null || queue === 'all' ? { spaceIds: [], activityIds: [] } : queue;
};
