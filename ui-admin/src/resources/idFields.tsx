import { createElement, type ReactNode } from 'react';
import { Link as RaLink, useCreatePath } from 'react-admin';
import { humanize } from './labels';
import { NamesOf } from './names';
import { PERSON_FIELDS, PersonName } from './PersonField';

/**
 * What a generic show page does with a record's id fields (docs/adr/0106-words-not-ids.md): those a person can use are shown by name and
 * linked (organisation, venues,
 * people, the order a record came from, sports), every other internal id (the record's own id, a
 * game's, a plan's) is left out. A record's own code staff quote (a business record's key, a
 * coupon code) is not an id field and stays.
 */
type Named = { label: string; value: (value: unknown) => ReactNode };

const stringsOf = (value: unknown): string[] | null =>
  typeof value === 'string' ? [value] : Array.isArray(value) && value.every((v) => typeof v === 'string') ? value : null;
const venues = (value: unknown) => createElement(NamesOf, { resource: 'spaces', ids: stringsOf(value) ?? [], link: true });
const sports = (value: unknown) => (stringsOf(value) ?? []).map(humanize).join(', ') || '—';

function OrderLink({ id }: { id: string }) {
  const createPath = useCreatePath();
  // The order's id is its number: staff quote it to buyers and the gateway.
  return <RaLink to={createPath({ resource: 'orders', id, type: 'show' })}>{id}</RaLink>;
}

const NAMED: Record<string, Named> = {
  orgId: {
    label: 'Organisation',
    value: (value) => createElement(NamesOf, { resource: 'organisations', ids: stringsOf(value) ?? [], link: true }),
  },
  spaceId: { label: 'Venue', value: venues },
  spaceIds: { label: 'Venues', value: venues },
  listingId: { label: 'Sport', value: sports },
  listingIds: { label: 'Sports', value: sports },
  orderId: { label: 'Order', value: (value) => (typeof value === 'string' ? <OrderLink id={value} /> : '—') },
};

/** A column's heading for an id field drawn as a name ("Venue", not "Space id"), or undefined for any other field. */
export const idFieldLabel = (field: string): string | undefined =>
  NAMED[field]?.label ?? (PERSON_FIELDS.has(field) ? humanize(field.replace(/Id$/, '')) : undefined);

/** The record's own id and every id field without a name to show. */
const isInternalId = (field: string) => field === 'id' || /[a-z](Id|Ids)$/.test(field);

type InWords = { show: false } | { show: true; value: unknown; label?: string };

/** How a field of a generic record reads on its show page: a name or a link under a heading in words, left out, or its value as it is. */
export const fieldInWords = (field: string, value: unknown): InWords => {
  const named = NAMED[field];
  const person = PERSON_FIELDS.has(field);
  if (value === null || value === undefined || value === '')
    return isInternalId(field) && !named && !person ? { show: false } : { show: true, value, ...(named ? { label: named.label } : {}) };
  if (named) return { show: true, value: named.value(value), label: named.label };
  if (person && typeof value === 'string')
    return { show: true, value: <PersonName id={value} />, label: humanize(field.replace(/Id$/, '')) };
  if (isInternalId(field)) return { show: false };
  return { show: true, value };
};

/** Entries for a definition list, in words: named ids as names and links under headings in words, internal ids left out. */
export const entriesInWords = <E extends { name: string; value: unknown; label?: string }>(entries: readonly E[]): E[] =>
  entries.flatMap((entry) => {
    const shown = fieldInWords(entry.name, entry.value);
    if (!shown.show) return [];
    return [{ ...entry, value: shown.value, ...(shown.label ? { label: shown.label } : {}) }];
  });
