import styled from '@emotion/styled';
import { Input } from '../ui/primitives';
import { color } from '../ui/theme';
import { radius } from '../ui/tokens';

/** Country code and number side by side; 112 px keeps "+ 91" and its label whole at 375 px. */
const PhoneRow = styled.div`
  display: grid;
  grid-template-columns: 112px 1fr;
  gap: 8px;
`;

/** A label above its input; labels of one row share a line, so their inputs line up (sign-in's code field too). */
export const Field = styled.div`
  display: grid;
  gap: 4px;
  /* the two labels share a line, so their inputs line up */
  grid-template-rows: auto 1fr;
  & > label {
    font-weight: 600;
    white-space: nowrap;
  }
`;

const Prefixed = styled.span`
  display: flex;
  align-items: center;
  border: 1px solid ${color.border};
  border-radius: ${radius.sm};
  background: ${color.bg};
  padding-left: 10px;
  & input {
    border: 0;
    padding-left: 2px;
  }
`;

export interface PhoneNumberValue {
  countryCode: string;
  national: string;
}

type Invalid = { 'aria-invalid'?: true; 'aria-describedby'?: string };

/**
 * The country code (digits only, shown after a "+") and the national number, as signing in and
 * changing one's number both ask for them; each field carries its own invalid marking.
 */
export function PhoneNumberFields({
  id,
  label,
  value,
  onChange,
  countryInvalid,
  numberInvalid,
}: {
  id: string;
  label: string;
  value: PhoneNumberValue;
  onChange: (value: PhoneNumberValue) => void;
  countryInvalid: Invalid;
  numberInvalid: Invalid;
}) {
  return (
    <PhoneRow>
      <Field>
        <label htmlFor={`${id}-country`}>Country code</label>
        <Prefixed>
          <span aria-hidden="true">+</span>
          <Input
            id={`${id}-country`}
            inputMode="numeric"
            autoComplete="tel-country-code"
            maxLength={4}
            {...countryInvalid}
            value={value.countryCode}
            onChange={(e) => onChange({ ...value, countryCode: e.target.value.replace(/\D/g, '') })}
          />
        </Prefixed>
      </Field>
      <Field>
        <label htmlFor={`${id}-phone`}>{label}</label>
        <Input
          id={`${id}-phone`}
          type="tel"
          autoComplete="tel-national"
          placeholder="98765 43210"
          {...numberInvalid}
          value={value.national}
          onChange={(e) => onChange({ ...value, national: e.target.value })}
        />
      </Field>
    </PhoneRow>
  );
}
