import { NumberInput, type NumberInputProps } from 'react-admin';
import { paiseToRupees, rupeesToPaise } from '../actions/money';

/**
 * An amount typed in rupees and kept in the record as paise, the API's minor units: the record
 * (and so the command body) holds 120050 while staff see and type 1200.5.
 */
export function RupeesInput(props: NumberInputProps) {
  return (
    <NumberInput
      min={0}
      step={1}
      format={(paise: number | null) => paiseToRupees(paise) ?? ''}
      parse={(rupees: string) => rupeesToPaise(rupees) ?? null}
      {...props}
    />
  );
}
