import { Chip, Typography } from '@mui/material';
import { FunctionField } from 'react-admin';
import { humanize } from './labels';

interface CodeFieldProps {
  /** The field holding the code (`status`, `couponType`, `role`); the list's header sorts by it. */
  source: string;
  label?: string;
  sortable?: boolean;
}

const codeAt = (record: Record<string, unknown> | undefined, source: string): string | null => {
  const value = record?.[source];
  return typeof value === 'string' && value !== '' ? value : null;
};

/**
 * A status-like code as a chip of words ('active' → 'Active', 'pending_payment' → 'Pending
 * payment'): react-admin's ChipField shows the code itself, which staff should never read.
 */
export function CodeChipField(props: CodeFieldProps) {
  return (
    <FunctionField
      {...props}
      render={(record: Record<string, unknown>) => {
        const code = codeAt(record, props.source);
        return code === null ? '—' : <Chip size="small" label={humanize(code)} />;
      }}
    />
  );
}

/** The same code as plain words in a column ('spinWheel' → 'Spin wheel'). */
export function CodeTextField(props: CodeFieldProps) {
  return (
    <FunctionField
      {...props}
      render={(record: Record<string, unknown>) => (
        <Typography component="span" variant="body2">
          {humanize(codeAt(record, props.source) ?? '—')}
        </Typography>
      )}
    />
  );
}
