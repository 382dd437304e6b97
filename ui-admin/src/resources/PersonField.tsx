import { Box, Typography } from '@mui/material';
import { ReferenceField, TextField, useFieldValue, useGetManyAggregate } from 'react-admin';
import { humanize } from './labels';

/**
 * People by name, never by id (docs/backoffice.md "People by name"): buyers, players, hosts, staff and actors are
 * looked up through GET /admin-api/people, react-admin's getMany (one call per page, batched by
 * react-admin), which names for organisation staff only the people related to their organisation.
 */
export const PEOPLE_RESOURCE = 'people';

/** What an id the lookup does not name reads as: a user since removed, a system actor, or someone outside the caller's organisation. */
export const UNKNOWN_PERSON = 'Unknown person';
export const UNKNOWN_PLAYER = 'Unknown player';

/** Fields of the generic record views (directory, business records) that hold a user id. */
export const PERSON_FIELDS: ReadonlySet<string> = new Set([
  'userId',
  'raterId',
  'ratedUserId',
  'settledBy',
  'markedBy',
  'raisedBy',
  'createdBy',
  'updatedBy',
]);

const Plain = ({ text }: { text: string }) => (
  <Typography component="span" variant="body2">
    {text}
  </Typography>
);

export interface PersonFieldProps {
  /** The field holding the user id (a path such as `resolution.resolvedBy` works). */
  source: string;
  label?: string;
  /** Shown when the id is not named. */
  fallback?: string;
  /** Shown when the record has no id there (not yet resolved, say). */
  emptyText?: string;
  /** Read from the column by the lists (resources/fieldColumns.tsx turns it into a DataTable column). */
  sortable?: boolean;
  sortBy?: string;
}

/** A person reference field: the name of the user whose id the record holds. */
export function PersonField({ source, fallback = UNKNOWN_PERSON, emptyText = '—' }: PersonFieldProps) {
  const id: unknown = useFieldValue({ source });
  if (id === undefined || id === null || id === '') return <Plain text={emptyText} />;
  return (
    <ReferenceField source={source} reference={PEOPLE_RESOURCE} link={false} empty={<Plain text={fallback} />}>
      <TextField source="name" />
    </ReferenceField>
  );
}

/** The same, for an id outside a record context (a phone list's line, a history entry's value). */
export function PersonName({ id, fallback = UNKNOWN_PERSON }: { id: string | null | undefined; fallback?: string }) {
  const { data, isPending } = useGetManyAggregate<{ id: string; name: string }>(
    PEOPLE_RESOURCE,
    { ids: id ? [id] : [] },
    { enabled: Boolean(id) },
  );
  if (!id) return <>—</>;
  if (isPending) return <>…</>;
  return <>{data?.find((person) => person.id === id)?.name ?? fallback}</>;
}

/** The person fields a generic record holds. */
export const personFieldsOf = (record: Record<string, unknown>): string[] =>
  Object.keys(record).filter((name) => PERSON_FIELDS.has(name) && typeof record[name] === 'string');

/** A generic record's person fields as a definition list of names ("User: Priya Sharma"), for the pages that list a record's fields. */
export function PeopleList({ record, names }: { record: Record<string, unknown>; names: readonly string[] }) {
  if (names.length === 0) return null;
  return (
    <Box
      component="dl"
      aria-label="People"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, max-content) 1fr' },
        columnGap: 3,
        rowGap: 1,
        mt: 0,
        mb: 1,
      }}
    >
      {names.map((name) => (
        <Box key={name} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ color: 'text.secondary', fontWeight: 500 }}>
            {humanize(name.replace(/Id$/, ''))}
          </Box>
          <Box component="dd" sx={{ m: 0 }}>
            <PersonName id={record[name] as string} />
          </Box>
        </Box>
      ))}
    </Box>
  );
}
