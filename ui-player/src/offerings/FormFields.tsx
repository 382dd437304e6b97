import type { FormField } from '@sports/contracts';
import { useId } from 'react';
import { Input, Label } from '../booking/styles';
import { ErrorText, Select } from '../ui/primitives';
import type { Answers } from './cartItems';

/** A meet's, tournament's or event's user form fields (spec section 3), each with its label and error. */
export function FormFields({
  fields,
  answers,
  errors,
  onChange,
}: {
  fields: readonly FormField[];
  answers: Answers;
  errors: Record<string, string>;
  onChange: (id: string, value: string) => void;
}) {
  const prefix = useId();
  return (
    <>
      {fields.map((field) => {
        const errorId = `${prefix}-${field.id}-error`;
        const error = errors[field.id];
        const common = {
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? errorId : undefined,
          'aria-required': field.required || undefined,
          name: field.id,
        } as const;
        const label = `${field.label}${field.required ? '' : ' (optional)'}`;
        return (
          <div key={field.id}>
            {field.type === 'checkbox' ? (
              <label style={{ display: 'flex', gap: 8, alignItems: 'center', minHeight: 44 }}>
                <input
                  type="checkbox"
                  {...common}
                  checked={answers[field.id] === 'true'}
                  onChange={(e) => onChange(field.id, e.target.checked ? 'true' : '')}
                />
                {label}
              </label>
            ) : (
              <Label>
                {label}
                {field.type === 'select' ? (
                  <Select {...common} value={answers[field.id] ?? ''} onChange={(e) => onChange(field.id, e.target.value)}>
                    <option value="">Choose…</option>
                    {(field.options ?? []).map((option) => (
                      <option key={option} value={option}>
                        {option}
                      </option>
                    ))}
                  </Select>
                ) : (
                  <Input
                    {...common}
                    type={field.type === 'number' ? 'number' : 'text'}
                    maxLength={500}
                    value={answers[field.id] ?? ''}
                    onChange={(e) => onChange(field.id, e.target.value)}
                  />
                )}
              </Label>
            )}
            {error && (
              <ErrorText id={errorId} role="alert">
                {error}
              </ErrorText>
            )}
          </div>
        );
      })}
    </>
  );
}
