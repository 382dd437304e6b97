import { TextField } from '@mui/material';

/** The note a dispute step requires (resolve, reopen): at most 1,000 characters, with what to write when it is missing. */
export function NoteField({
  value,
  onChange,
  missing,
  hint,
}: {
  value: string;
  onChange: (note: string) => void;
  missing: boolean;
  hint: string;
}) {
  return (
    <TextField
      label="Note"
      required
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={missing}
      helperText={missing ? hint : undefined}
      multiline
      minRows={2}
      slotProps={{ htmlInput: { maxLength: 1000 } }}
    />
  );
}
