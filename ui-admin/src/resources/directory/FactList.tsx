import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** One line of a show page: what it is, and its value in words (a name, an amount, a date). */
export interface Fact {
  label: string;
  value: ReactNode;
}

/**
 * A record as people read it: labels and values side by side, stacked on a phone (as the generic
 * DefinitionList). Lines that do not apply (null, false) are left out rather than shown empty.
 */
export function FactList({ label, facts }: { label: string; facts: ReadonlyArray<Fact | null | false | undefined> }) {
  const shown = facts.filter((fact): fact is Fact => Boolean(fact));
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
      {shown.map(({ label: name, value }) => (
        <Box key={name} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ color: 'text.secondary', fontWeight: 500, mt: { xs: 1, sm: 0 } }}>
            {name}
          </Box>
          {/* Names from a lookup (ReferenceField, PersonField) come as body2 text or links: the same size as the rest. */}
          <Box
            component="dd"
            sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap', '& .MuiTypography-root': { font: 'inherit' } }}
          >
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** The ids staff quote to support, in small print under the page rather than as its content. */
export function ReferenceLine({ parts }: { parts: ReadonlyArray<readonly [string, string | null | undefined]> }) {
  const shown = parts.filter((part): part is readonly [string, string] => Boolean(part[1]));
  if (shown.length === 0) return null;
  return (
    <Typography component="p" variant="caption" color="text.secondary" aria-label="Reference" sx={{ mt: 2, overflowWrap: 'anywhere' }}>
      Reference: {shown.map(([name, id]) => `${name} ${id}`).join(' · ')}
    </Typography>
  );
}

/** Yes or No for a flag; nothing when it is not known. */
export const yesNo = (value: boolean | null | undefined): string | null =>
  value === null || value === undefined ? null : value ? 'Yes' : 'No';
