import { FormControl, InputLabel, OutlinedInput, type SxProps, type Theme } from '@mui/material';
import { useId, type ChangeEvent, type InputHTMLAttributes } from 'react';

interface OutlinedFieldProps {
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
  autoFocus?: boolean;
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * What Material UI's outlined `TextField` renders (a labelled OutlinedInput in a FormControl),
 * without TextField's module, which also brings Select, NativeSelect and the filled and standard
 * inputs onto the sign-in page, the back office's first screen.
 */
export function OutlinedField({ label, value, onChange, inputProps, autoFocus, fullWidth, sx }: OutlinedFieldProps) {
  const id = useId();
  return (
    <FormControl variant="outlined" fullWidth={fullWidth ?? false} sx={sx ?? []}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput id={id} label={label} value={value} onChange={onChange} autoFocus={autoFocus ?? false} inputProps={inputProps ?? {}} />
    </FormControl>
  );
}
