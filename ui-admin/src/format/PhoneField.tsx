import { useFieldValue } from 'react-admin';
import { phoneInWords } from './phone';

interface PhoneFieldProps {
  source: string;
  label?: string;
  sortable?: boolean;
  emptyText?: string;
}

/** A record's phone number as staff dial it ("+91 98000 00002", format/phone.ts); a dash when there is none. */
export function PhoneField({ source, emptyText = '—' }: PhoneFieldProps) {
  const value: unknown = useFieldValue({ source });
  return <span>{typeof value === 'string' && value ? phoneInWords(value) : emptyText}</span>;
}
