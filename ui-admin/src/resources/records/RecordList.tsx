import { RECORD_KINDS, type AdminResource } from '@sports/contracts';
import type { ReactElement } from 'react';
import { DateInput, FunctionField, NullableBooleanInput, SelectInput, TextInput, type RaRecord } from 'react-admin';
import type { z } from 'zod';
import { RECORD_RESOURCES } from './recordResources';
import { ResourceList, type MobileLine } from '../ListDefaults';
import { choicesOf, humanize } from '../labels';
import { sortable } from '../queryShape';
import { canWriteCatalogue } from '../writeRules';
import { listColumns } from './columns';
import { PERSON_FIELDS, PersonName } from '../PersonField';
import { formatScalar } from './ValueView';
import { orgFilter } from '../OrgFilter';

const typeOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: { type: string; entries?: Record<string, string> } } })._zod.def;

/**
 * Exactly the filters the resource declares (queryShape.spec.ts): a status picker from the kind's
 * statuses, yes/no for booleans, choices for enums, text for ids, and both ends of each range.
 */
export function recordFilters(of: AdminResource): ReactElement[] {
  const kind = RECORD_RESOURCES[of.name];
  const equal = Object.entries(of.filters).map(([source, schema]) => {
    const def = typeOf(schema);
    if (source === 'orgId') return orgFilter();
    const label = humanize(source);
    if (source === 'status' && kind)
      return <SelectInput key={source} source={source} label="Status" choices={choicesOf(RECORD_KINDS[kind].statuses)} alwaysOn />;
    if (def.type === 'boolean') return <NullableBooleanInput key={source} source={source} label={label} />;
    if (def.type === 'enum')
      return <SelectInput key={source} source={source} label={label} choices={choicesOf(Object.values(def.entries ?? {}))} />;
    return <TextInput key={source} source={source} label={label} />;
  });
  const ranges = Object.keys(of.ranges ?? {}).flatMap((field) => [
    <DateInput key={`${field}_gte`} source={`${field}_gte`} label={`${humanize(field)} from`} />,
    <DateInput key={`${field}_lte`} source={`${field}_lte`} label={`${humanize(field)} until`} />,
  ]);
  return [...equal, ...ranges];
}

const mobile: MobileLine = {
  primary: (r: RaRecord) => String(r.name ?? r.key ?? r.id),
  secondary: (r: RaRecord) => (r.status ? humanize(String(r.status)) : formatScalar(r.validUntil)),
  tertiary: (r: RaRecord) => formatScalar(r.updated ?? r.created),
};

/** One list for the business records and members, its columns and filters read from the resource's declaration. */
export function RecordList({ of }: { of: AdminResource }) {
  const writable = RECORD_RESOURCES[of.name] !== undefined;
  return (
    <ResourceList of={of} mobile={mobile} filters={recordFilters(of)} {...(writable ? { createFor: canWriteCatalogue } : {})}>
      {listColumns(of).map((field) => (
        <FunctionField
          key={field}
          source={field}
          label={humanize(field)}
          sortable={sortable(of, field)}
          render={(record: RaRecord) =>
            field === 'status' ? (
              humanize(String(record.status))
            ) : PERSON_FIELDS.has(field) && typeof record[field] === 'string' ? (
              <PersonName id={record[field]} />
            ) : (
              formatScalar(record[field])
            )
          }
        />
      ))}
    </ResourceList>
  );
}
