import { Fragment } from 'react';
import type { AdminResource } from '@sports/contracts';
import { FunctionField, type RaRecord } from 'react-admin';
import { formatMoney } from '../../format/money';
import { ResourceList, type CreateRule, type MobileLine } from '../ListDefaults';
import { humanize } from '../labels';
import { sortable } from '../queryShape';
import { PERSON_FIELDS, PersonName, UNKNOWN_PLAYER } from '../PersonField';
import { NamesOf } from '../names';
import { idFieldLabel } from '../idFields';
import { recordFilters } from '../records/RecordList';
import { formatScalar } from '../records/ValueView';
import { Stars } from './Stars';

/** Fields whose values are codes (shown humanized) or paise (shown as money). */
const CODES = new Set(['status', 'role', 'kind', 'raterRole']);
const MONEY = new Set(['amount']);

/** Fields holding venue or organisation ids, shown by name (UX review at 375 px). */
const NAMED: Record<string, 'spaces' | 'organisations'> = { spaceId: 'spaces', spaceIds: 'spaces', orgId: 'organisations' };
const idsOf = (value: unknown): string[] | null =>
  typeof value === 'string' ? [value] : Array.isArray(value) && value.every((v) => typeof v === 'string') ? value : null;

/**
 * Fields the admin API names itself (ratings: docs/adr/0106-words-not-ids.md): the list shows the name field it answers beside the id, and
 * the fallback when that
 * is null (a game or person since gone). The column still sorts by the id field, which the API
 * orders by the name.
 */
const SERVER_NAMED: Record<string, { name: string; missing: (record: RaRecord) => string }> = {
  raterId: { name: 'raterName', missing: () => UNKNOWN_PLAYER },
  ratedUserId: { name: 'ratedUserName', missing: () => UNKNOWN_PLAYER },
  activityId: { name: 'activityName', missing: (r) => (typeof r.listingId === 'string' ? `${humanize(r.listingId)} game` : 'A game') },
  listingId: { name: 'listingName', missing: (r) => (typeof r.listingId === 'string' ? humanize(r.listingId) : '—') },
  ratedLevel: { name: 'ratedLevelName', missing: () => '—' },
};
/** Column headings where the field's name is not the words (rater: "Rated by"). */
export const COLUMN_LABELS: Record<string, string> = {
  raterId: 'Rated by',
  ratedUserId: 'Player rated',
  activityId: 'Game',
  listingId: 'Sport',
  ratedLevel: 'Level',
  at: 'When',
};
/** A column's heading: ours, else the name an id field is shown by (a venue's column reads Venue, not Space id), else the field in words. */
export const columnLabel = (field: string) => COLUMN_LABELS[field] ?? idFieldLabel(field) ?? humanize(field);

/** Lines made of several named fields (a phone row's "Vikram Rao rated Arjun Mehta"). */
const COMPOSED: Record<string, (record: RaRecord) => string> = {
  whoRatedWhom: (r) => {
    const rater = (r.raterName as string | null | undefined) ?? UNKNOWN_PLAYER;
    if (!r.ratedUserId) return `Rated by ${rater}`;
    return `${rater} rated ${(r.ratedUserName as string | null | undefined) ?? UNKNOWN_PLAYER}`;
  },
};

/** A field of a record as words: a name the API joined, else the value in words. */
const cellOf = (field: string, record: RaRecord) => {
  const composed = COMPOSED[field];
  if (composed) return composed(record);
  const named = SERVER_NAMED[field];
  if (named && named.name in record)
    return record[field] === null || record[field] === undefined ? '—' : ((record[named.name] as string | null) ?? named.missing(record));
  return cell(field, record[field]);
};

const cell = (field: string, value: unknown) =>
  field === 'stars' && typeof value === 'number' ? (
    <Stars stars={value} />
  ) : NAMED[field] && idsOf(value) ? (
    <NamesOf resource={NAMED[field]} ids={idsOf(value)!} />
  ) : PERSON_FIELDS.has(field) && typeof value === 'string' ? (
    <PersonName id={value} />
  ) : CODES.has(field) && typeof value === 'string' ? (
    humanize(value)
  ) : MONEY.has(field) && typeof value === 'number' ? (
    formatMoney(value)
  ) : (
    formatScalar(value)
  );

/** Columns that show a name but whose API sort is by id (a game's id orders nothing a person sees): not offered. */
const UNSORTED_BY_NAME = new Set(['activityId']);

/** A phone line's text: one field, or several ("Game · ★★★★☆ 4/5") joined by dots, leaving out those the record lacks. */
export type PhoneText = string | readonly string[];
const phoneText = (fields: PhoneText) => (r: RaRecord) => {
  if (typeof fields === 'string') return cellOf(fields, r);
  const parts = fields.filter((field) => r[field] !== null && r[field] !== undefined);
  return parts.map((field, i) => (
    <Fragment key={field}>
      {i > 0 ? ' · ' : null}
      {cellOf(field, r)}
    </Fragment>
  ));
};

/** A list of one of the directory resources: the given columns (sortable where the API sorts), the declared filters. */
export function DirectoryList({
  of,
  columns,
  mobile,
  createFor,
}: {
  of: AdminResource;
  columns: readonly string[];
  mobile: readonly [PhoneText, PhoneText?, PhoneText?];
  createFor?: CreateRule;
}) {
  const [primary, secondary, tertiary] = mobile;
  const line: MobileLine = {
    primary: phoneText(primary),
    ...(secondary ? { secondary: phoneText(secondary) } : {}),
    ...(tertiary ? { tertiary: phoneText(tertiary) } : {}),
  };
  return (
    <ResourceList of={of} mobile={line} filters={recordFilters(of)} {...(createFor ? { createFor } : {})}>
      {columns.map((field) => (
        <FunctionField
          key={field}
          source={field}
          label={columnLabel(field)}
          sortable={sortable(of, field) && !UNSORTED_BY_NAME.has(field)}
          render={(record: RaRecord) => cellOf(field, record)}
        />
      ))}
    </ResourceList>
  );
}
