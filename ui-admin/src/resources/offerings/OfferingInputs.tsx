import { VALIDITY_PRESETS } from '@sports/contracts/catalogue/memberships';
import { ArrayInput, CheckboxGroupInput, DateInput, NumberInput, SelectInput, SimpleFormIterator, TextInput, minValue, required } from 'react-admin';
import { RupeesInput } from '../../forms/RupeesInput';

const VALIDITIES = Object.keys(VALIDITY_PRESETS).map((id) => ({ id, name: id }));
/** Monday first, as a week reads at a venue; the values are contracts' 0 = Sunday. */
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0].map((id) => ({ id, name: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][id]! }));
const D = 'offering.details';

/** Tomorrow at the venue (IST, every venue is in India): a new batch's first session. */
export const venueTomorrow = (): string => new Date(Date.now() + 86_400_000 + 19_800_000).toISOString().slice(0, 10);

/** What a new class or pack starts with: a sensible batch and validity rather than an empty JSON box. */
export const newDetails = (kind: 'classes' | 'packs') =>
  kind === 'classes'
    ? { validity: 'Monthly', batchList: [{ capacity: 16, weekdays: [1, 3], startTime: '17:00', endTime: '18:00', startDate: venueTomorrow() }] }
    : { validity: 'Quarterly', sessions: 10 };

function CommonInputs({ one, pricePer }: { one: string; pricePer: string }) {
  return (
    <>
      <TextInput source={`${D}.name`} label={`${one} name`} validate={required()} fullWidth />
      <TextInput source={`${D}.description`} label="Description" multiline fullWidth />
      <RupeesInput source={`${D}.price.amount`} label={`Price ${pricePer} (₹)`} validate={required()} />
      <RupeesInput source={`${D}.price.strikeAmount`} label="Was (₹, struck through)" helperText="Optional" />
      <SelectInput source={`${D}.validity`} label="Valid for" choices={VALIDITIES} validate={required()} />
    </>
  );
}

/**
 * A class (spec section 3 "class, batch, session"): its name, coach, price per student, validity,
 * and its batches: the days and hours it meets, from which date, for how many students. It was a
 * JSON box with prices in paise (UX walk as staff).
 */
export function ClassInputs() {
  return (
    <>
      <CommonInputs one="Class" pricePer="per student" />
      <TextInput source={`${D}.instructor`} label="Coach" />
      <ArrayInput source={`${D}.batchList`} label="Batches: when the class meets" validate={required()}>
        <SimpleFormIterator disableReordering fullWidth>
          <TextInput source="name" label="Batch name" helperText="e.g. Mon/Wed 5 pm" validate={required()} />
          <CheckboxGroupInput source="weekdays" label="Days" choices={WEEKDAYS} validate={required()} />
          <TextInput source="startTime" type="time" label="From" validate={required()} defaultValue="17:00" />
          <TextInput source="endTime" type="time" label="To" validate={required()} defaultValue="18:00" />
          <DateInput source="startDate" label="First session" validate={required()} defaultValue={venueTomorrow()} />
          <NumberInput source="capacity" label="Students (places)" validate={[required(), minValue(1)]} defaultValue={16} />
          <NumberInput source="sessionLimit" label="Sessions per enrolment" helperText="Blank: every session" />
        </SimpleFormIterator>
      </ArrayInput>
    </>
  );
}

/** A pack (spec section 3 "pack with pricing with validity"): sessions to use within a validity. */
export function PackInputs() {
  return (
    <>
      <CommonInputs one="Pack" pricePer="of the pack" />
      <NumberInput source={`${D}.sessions`} label="Sessions in the pack" validate={[required(), minValue(1)]} />
    </>
  );
}
