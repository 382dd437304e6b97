import { Box, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { isValidElement, type ReactNode } from 'react';
import { formatMoney } from '../../format/money';
import { formatVenueDate } from '../../format/venueTime';
import { isE164Phone, phoneInWords } from '../../format/phone';
import { humanize } from '../labels';
import type { FieldSpec } from './schemaFields';

const ISO_INSTANT = /^\d{4}-\d\d-\d\dT\d\d:\d\d/;

/** A single value as people read it: dates and times in venue time (format/venueTime.ts), yes/no, a dash for nothing. */
export function formatScalar(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' && ISO_INSTANT.test(value)) return formatVenueDate(value);
  // Contact and account phones, as staff dial them ("+91 98000 00007").
  if (isE164Phone(value)) return phoneInWords(value);
  if (Array.isArray(value)) return value.length ? value.map(formatScalar).join(', ') : '—';
  if (typeof value === 'object') return JSON.stringify(value);
  // A record is JSON: what is left is a number or a string.
  return typeof value === 'number' ? String(value) : (value as string);
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

/** A list of objects (weekly availability, quiz questions, enquiry logs) as a small table, one column per key. */
export function ObjectTable({ rows, label }: { rows: Record<string, unknown>[]; label: string }) {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column}>{humanize(column)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow key={index}>
              {columns.map((column) => (
                <TableCell key={column}>{formatScalar(row[column])}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** Any value of a record: nested objects as definition lists, lists of objects as tables, the rest as text. */
export function ValueView({ value, label, spec }: { value: unknown; label: string; spec?: FieldSpec }): ReactNode {
  // Already in words: a name or a link drawn for an id field (resources/idFields.tsx).
  if (isValidElement(value)) return value;
  if (spec?.kind === 'money' && typeof value === 'number') return formatMoney(value);
  if (spec?.kind === 'enum' && typeof value === 'string') return humanize(value);
  if (Array.isArray(value) && value.length > 0 && value.every(isPlainObject)) return <ObjectTable rows={value} label={label} />;
  if (isPlainObject(value))
    return (
      <DefinitionList
        entries={Object.entries(value).map(([name, inner]) => ({ name, value: inner, spec: spec?.fields?.find((f) => f.name === name) }))}
        label={label}
      />
    );
  return formatScalar(value);
}

export interface Entry {
  name: string;
  value: unknown;
  spec?: FieldSpec;
  /** The heading when the field's name is not the words ("orgId" reads "Organisation"). */
  label?: string;
}

/** Names and values side by side (stacked on a phone), as a <dl>. */
export function DefinitionList({ entries, label }: { entries: Entry[]; label: string }) {
  return (
    <Box
      component="dl"
      aria-label={label}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, max-content) 1fr' },
        columnGap: 3,
        rowGap: { xs: 0.25, sm: 1 },
        m: 0,
      }}
    >
      {entries.map(({ name, value, spec, label: heading }) => (
        <Box key={name} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ color: 'text.secondary', fontWeight: 500, mt: { xs: 1, sm: 0 } }}>
            {heading ?? humanize(name)}
          </Box>
          <Box component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
            <ValueView value={value} label={heading ?? humanize(name)} spec={spec} />
          </Box>
        </Box>
      ))}
    </Box>
  );
}
