import { Fragment } from 'react';
import type { AdminResource } from '@sports/contracts';
import { FunctionField, type RaRecord } from 'react-admin';
import { formatMoney } from '../../format/money';
import { ResourceList, type CreateRule, type MobileLine } from '../ListDefaults';
import { humanize } from '../labels';
import { sortable } from '../queryShape';
import { PERSON_FIELDS, PersonName } from '../PersonField';
import { NamesOf } from '../names';
import { recordFilters } from '../records/RecordList';
import { formatScalar } from '../records/ValueView';
import { Stars } from './Stars';

/** Fields whose values are codes (shown humanized) or paise (shown as money). */
const CODES = new Set(['status', 'role', 'kind', 'raterRole']);
const MONEY = new Set(['amount']);

/** Fields holding venue or organisation ids, shown by name (UX review at 375 px). */
const NAMED: Record<string, 'spaces' | 'organisations'> = { spaceId: 'spaces', spaceIds: 'spaces', orgId: 'organisations' };
const idsOf = (value: unknown): string[] | null => (typeof value === 'string' ? [value] : Array.isArray(value) && value.every((v) => typeof v === 'string') ? value : null);

const cell = (field: string, value: unknown) => (field === 'stars' && typeof value === 'number' ? <Stars stars={value} /> : NAMED[field] && idsOf(value) ? <NamesOf resource={NAMED[field]} ids={idsOf(value)!} /> : PERSON_FIELDS.has(field) && typeof value === 'string' ? <PersonName id={value} /> : CODES.has(field) && typeof value === 'string' ? humanize(value) : MONEY.has(field) && typeof value === 'number' ? formatMoney(value) : formatScalar(value));

/** A phone line's text: one field, or several ("Game · ★★★★☆ 4/5") joined by dots, leaving out those the record lacks. */
export type PhoneText = string | readonly string[];
const phoneText = (fields: PhoneText) => (r: RaRecord) => {
  if (typeof fields === 'string') return cell(fields, r[fields]);
  const parts = fields.filter((field) => r[field] !== null && r[field] !== undefined);
  return parts.map((field, i) => (
    <Fragment key={field}>
      {i > 0 ? ' · ' : null}
      {cell(field, r[field])}
    </Fragment>
  ));
};

/** A list of one of the directory resources: the given columns (sortable where the API sorts), the declared filters. */
export function DirectoryList({ of, columns, mobile, createFor }: { of: AdminResource; columns: readonly string[]; mobile: readonly [PhoneText, PhoneText?, PhoneText?]; createFor?: CreateRule }) {
  const [primary, secondary, tertiary] = mobile;
  const line: MobileLine = {
    primary: phoneText(primary),
    ...(secondary ? { secondary: phoneText(secondary) } : {}),
    ...(tertiary ? { tertiary: phoneText(tertiary) } : {}),
  };
  return (
    <ResourceList of={of} mobile={line} filters={recordFilters(of)} {...(createFor ? { createFor } : {})}>
      {columns.map((field) => (
        <FunctionField key={field} source={field} label={humanize(field)} sortable={sortable(of, field)} render={(record: RaRecord) => cell(field, record[field])} />
      ))}
    </ResourceList>
  );
}
