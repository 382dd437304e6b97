import { DomainError, MAX_PERSON_MATCHES, adminPersonSearch, typedPhoneOf, type OrderDocument, type PersonMatch } from '@sports/contracts';
import { readableOrgsOf } from '@sports/shared-rules';
import {
  MEMBERSHIPS_COLLECTION,
  OFFERINGS_COLLECTION,
  ORDERS_COLLECTION,
  STUDENTS_COLLECTION,
  USERS_COLLECTION,
  type DocumentStore,
  type Filter,
} from '@sports/projections';
import type { Api } from '@sports/service-kit';
import { nameStartsWith, prefixRanges } from './search';

/**
 * "Find anyone" (docs/backoffice.md "Find anyone"): one search over the people an organisation
 * knows, by the start of a name or by a phone. Every read is one of the read models' indexes
 * within the caller's organisations: orders by the buyer's phone endings (buyerPhoneDigits) or
 * the booked-for name and phone, class students by name or whole phone, and, for a whole number,
 * the accounts now signing in with it (a buyer who changed number since buying). Whoever is found
 * is then told apart: student of which class, member of which plan, buyer of how many orders.
 */

type Scope = Filter;
/** The most orders or students one search reads whole: plenty for 25 people; a one-letter name in a large organisation stops here (type more). */
const MAX_CANDIDATES = 500;
/** The most orders of every organisation one phone is looked up in: the last 4 digits are shared by one number in 10,000. */
const PHONE_MATCHES = 5_000;
interface Candidate {
  name: string | null;
  phone: string | null;
}
type Candidates = Map<string, Candidate>;

const add = (found: Candidates, userId: string, name: string | null, phone: string | null): void => {
  const known = found.get(userId);
  if (!known) found.set(userId, { name, phone });
  else found.set(userId, { name: known.name ?? name, phone: known.phone ?? phone });
};

/** An order's booked-for phone in E.164. */
const bookedPhoneOf = (order: OrderDocument): string | null =>
  order.bookedFor.phone ? `+${order.bookedFor.countryCode}${order.bookedFor.phone}` : null;
/** Whom an order names: the booked-for person when they have an account id, else the buyer (as the order builder's default). */
const personOf = (order: OrderDocument): string => order.bookedFor.id ?? order.userId;
/** A number as the students read model keeps it (country code and digits): a ten-digit one is Indian (spec section 9). */
const wholeForms = (digits: string): string[] => [...new Set([digits, ...(digits.length === 10 ? [`91${digits}`] : [])])];

/**
 * The orders matching a phone, read by the phone indexes alone (the endings' side table, the booked-for
 * phone) and then by id: with the organisation in the same query SQLite may walk the organisation's
 * orders instead (bench:find-anyone). Only those of the caller's organisations are kept, before anything is read whole.
 */
const ordersByPhone = async (store: DocumentStore, orgs: 'all' | string[], digits: string): Promise<OrderDocument[]> => {
  const matches = await store.findFields(
    ORDERS_COLLECTION,
    { filter: { $or: [{ buyerPhoneDigits: digits }, { 'bookedFor.phone': digits }] }, limit: PHONE_MATCHES },
    ['orgId'],
  );
  const ids = matches
    .filter((m) => orgs === 'all' || orgs.includes(String(m.values[0])))
    .map((m) => m.id)
    .slice(0, MAX_CANDIDATES);
  return ids.length ? store.find<OrderDocument>(ORDERS_COLLECTION, { filter: { id: { $in: ids } }, limit: ids.length }) : [];
};

const byPhone = async (store: DocumentStore, scope: Scope, orgs: 'all' | string[], digits: string, found: Candidates): Promise<void> => {
  const orders = await ordersByPhone(store, orgs, digits);
  for (const order of orders) {
    if (order.buyerPhoneDigits?.includes(digits))
      add(found, order.userId, personOf(order) === order.userId ? order.bookedFor.name : null, order.buyerPhone ?? null);
    if (order.bookedFor.phone === digits) add(found, personOf(order), order.bookedFor.name, bookedPhoneOf(order));
  }
  const forms = wholeForms(digits);
  const students = await store.find<{ id: string; userId: string; name: string; phone: string | null }>(STUDENTS_COLLECTION, {
    filter: { ...scope, phone: { $in: forms } },
    limit: MAX_CANDIDATES,
  });
  for (const s of students) add(found, s.userId, s.name, s.phone ? `+${s.phone}` : null);
  // Accounts signing in with this whole number now: kept below only if they are this organisation's people.
  const accounts = await store.findFields(
    USERS_COLLECTION,
    { filter: { phone: { $in: forms.map((f) => `+${f}`) } }, limit: MAX_PERSON_MATCHES },
    [],
  );
  for (const account of accounts) add(found, account.id, null, null);
};

const byName = async (store: DocumentStore, scope: Scope, text: string, found: Candidates): Promise<void> => {
  const orders = await store.find<OrderDocument>(ORDERS_COLLECTION, {
    filter: { ...scope, $or: prefixRanges('bookedFor.name', text) },
    limit: MAX_CANDIDATES,
  });
  for (const order of orders)
    if (nameStartsWith(order.bookedFor.name, text))
      add(
        found,
        personOf(order),
        order.bookedFor.name,
        personOf(order) === order.userId ? (order.buyerPhone ?? bookedPhoneOf(order)) : bookedPhoneOf(order),
      );
  const students = await store.find<{ id: string; userId: string; name: string; phone: string | null }>(STUDENTS_COLLECTION, {
    filter: { ...scope, $or: prefixRanges('name', text) },
    limit: MAX_CANDIDATES,
  });
  for (const s of students) if (nameStartsWith(s.name, text)) add(found, s.userId, s.name, s.phone ? `+${s.phone}` : null);
};

/** What each candidate is to the caller's organisations; those who are none of it (an unrelated account) are left out. */
const described = async (store: DocumentStore, scope: Scope, found: Candidates): Promise<PersonMatch[]> => {
  const ids = [...found.keys()].slice(0, MAX_CANDIDATES);
  if (ids.length === 0) return [];
  const [users, students, memberships] = await Promise.all([
    store.find<{ id: string; name: string }>(USERS_COLLECTION, { filter: { id: { $in: ids } }, limit: ids.length }),
    store.find<{ id: string; userId: string; orgId: string; classId: string; status: string; phone: string | null }>(STUDENTS_COLLECTION, {
      filter: { ...scope, userId: { $in: ids } },
      limit: MAX_CANDIDATES,
    }),
    store.find<{ id: string; userId: string; orgId: string; name: string; validUntil: string }>(MEMBERSHIPS_COLLECTION, {
      filter: { ...scope, userId: { $in: ids } },
      limit: MAX_CANDIDATES,
    }),
  ]);
  const classIds = [...new Set(students.map((s) => s.classId))];
  const classes = classIds.length
    ? await store.find<{ id: string; name: string }>(OFFERINGS_COLLECTION, { filter: { id: { $in: classIds } }, limit: classIds.length })
    : [];
  const className = new Map(classes.map((c) => [c.id, c.name]));
  const userName = new Map(users.map((u) => [u.id, u.name]));
  const people: PersonMatch[] = [];
  for (const id of ids) {
    const filter = { ...scope, userId: id };
    const [orders, latest] = await Promise.all([
      store.count(ORDERS_COLLECTION, filter),
      store.find<OrderDocument>(ORDERS_COLLECTION, { filter, sort: [['created', -1]], limit: 1 }),
    ]);
    const student = students
      .filter((s) => s.userId === id)
      .map((s) => ({ id: s.id, orgId: s.orgId, classId: s.classId, className: className.get(s.classId) ?? s.classId, status: s.status }));
    const member = memberships
      .filter((m) => m.userId === id)
      .map((m) => ({ id: m.id, orgId: m.orgId, plan: m.name, validUntil: m.validUntil }));
    if (orders === 0 && student.length === 0 && member.length === 0) continue;
    const candidate = found.get(id)!;
    const studentPhone = students.find((s) => s.userId === id && s.phone)?.phone;
    const phone = candidate.phone ?? latest[0]?.buyerPhone ?? (studentPhone ? `+${studentPhone}` : null);
    people.push({ id, name: userName.get(id) ?? candidate.name ?? id, phone, student, member, buyer: { orders } });
    if (people.length === MAX_PERSON_MATCHES) break;
  }
  return people.sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
};

/** GET /admin-api/people/search?q=…: organisation staff search their own organisations' people, platform operators everyone's. */
export const registerAdminPersonSearchRoute = (api: Api, store: DocumentStore): void => {
  api.bind(adminPersonSearch, async ({ query, actor }) => {
    const orgs = readableOrgsOf(actor);
    if (orgs === null) throw new DomainError('FORBIDDEN', 'Organisation staff only', 'Authorization');
    if (orgs !== 'all' && orgs.length === 0) return { body: [] };
    // One organisation as an equality: SQLite then reads the phone endings' index first and each match by (orgId, id).
    const scope: Scope = orgs === 'all' ? {} : orgs.length === 1 ? { orgId: orgs[0]! } : { orgId: { $in: orgs } };
    const found: Candidates = new Map();
    const digits = typedPhoneOf(query.q);
    if (digits) await byPhone(store, scope, orgs, digits, found);
    else await byName(store, scope, query.q, found);
    return { body: await described(store, scope, found) };
  });
};
