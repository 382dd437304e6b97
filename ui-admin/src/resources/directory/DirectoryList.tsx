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

/** Fields whose values are codes (shown humanized) or paise (shown as money). */
const CODES = new Set(['status', 'role', 'kind', 'raterRole']);
const MONEY = new Set(['amount']);

/** Fields holding venue or organisation ids, shown by name (UX review at 375 px). */
const NAMED: Record<string, 'spaces' | 'organisations'> = { spaceId: 'spaces', spaceIds: 'spaces', orgId: 'organisations' };
const idsOf = (value: unknown): string[] | null => (typeof value === 'string' ? [value] : Array.isArray(value) && value.every((v) => typeof v === 'string') ? value : null);

const cell = (field: string, value: unknown) => (NAMED[field] && idsOf(value) ? <NamesOf resource={NAMED[field]} ids={idsOf(value)!} /> : PERSON_FIELDS.has(field) && typeof value === 'string' ? <PersonName id={value} /> : CODES.has(field) && typeof value === 'string' ? humanize(value) : MONEY.has(field) && typeof value === 'number' ? formatMoney(value) : formatScalar(value));

/** A list of one of the directory resources: the given columns (sortable where the API sorts), the declared filters. */
export function DirectoryList({ of, columns, mobile, createFor }: { of: AdminResource; columns: readonly string[]; mobile: readonly [string, string?, string?]; createFor?: CreateRule }) {
  const [primary, secondary, tertiary] = mobile;
  const line: MobileLine = {
    primary: (r: RaRecord) => cell(primary, r[primary]),
    ...(secondary ? { secondary: (r: RaRecord) => cell(secondary, r[secondary]) } : {}),
    ...(tertiary ? { tertiary: (r: RaRecord) => cell(tertiary, r[tertiary]) } : {}),
  };
  return (
    <ResourceList of={of} mobile={line} filters={recordFilters(of)} {...(createFor ? { createFor } : {})}>
      {columns.map((field) => (
        <FunctionField key={field} source={field} label={humanize(field)} sortable={sortable(of, field)} render={(record: RaRecord) => cell(field, record[field])} />
      ))}
    </ResourceList>
  );
}
