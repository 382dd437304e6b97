import { VALIDITY_PRESETS } from '@sports/contracts/catalogue/memberships';
import { addDays, venueToday } from '@sports/contracts/time/venueTime';
import {
  ArrayInput,
  BooleanInput,
  CheckboxGroupInput,
  DateInput,
  FormDataConsumer,
  NumberInput,
  RadioButtonGroupInput,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  maxValue,
  minValue,
  required,
} from 'react-admin';
import { RupeesInput } from '../../forms/RupeesInput';
import { AddRowButton, RemoveRowButton } from '../../forms/RowButtons';
import { choicesGiven, closesByStart, endDateNotBefore, endsAfterStart } from './offeringForm';

const VALIDITIES = Object.keys(VALIDITY_PRESETS).map((id) => ({ id, name: id }));
/** Monday first, as a week reads at a venue; the values are contracts' 0 = Sunday. */
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0].map((id) => ({ id, name: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][id]! }));
const D = 'offering.details';

/** Tomorrow at the venue (IST, every venue is in India): a new batch's first session, a new meet's day. */
export const venueTomorrow = (): string => addDays(venueToday(), 1);

function CommonInputs({ one, pricePer, validity = true }: { one: string; pricePer: string; validity?: boolean }) {
  return (
    <>
      <TextInput source={`${D}.name`} label={`${one} name`} validate={required()} fullWidth />
      <TextInput source={`${D}.description`} label="Description" multiline fullWidth />
      <RupeesInput source={`${D}.price.amount`} label={`Price ${pricePer} (₹)`} validate={required()} />
      <RupeesInput source={`${D}.price.strikeAmount`} label="Was (₹, struck through)" helperText="Optional" />
      {validity ? <SelectInput source={`${D}.validity`} label="Valid for" choices={VALIDITIES} validate={required()} /> : null}
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
        <SimpleFormIterator
          disableReordering
          disableClear
          fullWidth
          addButton={<AddRowButton label="Add a batch" />}
          removeButton={<RemoveRowButton label="Remove this batch" />}
        >
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

/** A bank of lockers (spec section 3 lockers): how many, what size, rented for a validity. */
export function LockerInputs() {
  return (
    <>
      <CommonInputs one="Locker bank" pricePer="per locker" />
      <TextInput source={`${D}.size`} label="Locker size" helperText="e.g. Medium, fits a kit bag" />
      <NumberInput source={`${D}.count`} label="Lockers in the bank" validate={[required(), minValue(1), maxValue(1000)]} />
    </>
  );
}

const QUESTION_TYPES = [
  { id: 'text', name: 'Text' },
  { id: 'number', name: 'Number' },
  { id: 'select', name: 'Choice from a list' },
  { id: 'checkbox', name: 'Tick box (yes/no)' },
];

/** When registration closes (venue time) and what it asks (spec section 3 "user form fields"). */
function RegistrationInputs() {
  return (
    <>
      <TextInput
        source={`${D}.registrationCloses`}
        type="datetime-local"
        label="Registration closes"
        helperText="Venue time. Blank: at the start"
        slotProps={{ inputLabel: { shrink: true } }}
        validate={closesByStart}
      />
      <ArrayInput source={`${D}.formFields`} label="Registration questions">
        <SimpleFormIterator
          disableReordering
          disableClear
          fullWidth
          addButton={<AddRowButton label="Add a question" />}
          removeButton={<RemoveRowButton label="Remove this question" />}
        >
          <TextInput source="label" label="Question" helperText="e.g. T-shirt size" validate={required()} fullWidth />
          <SelectInput source="type" label="Answer" choices={QUESTION_TYPES} defaultValue="text" validate={required()} />
          <FormDataConsumer<{ type?: string }>>
            {({ scopedFormData }) =>
              scopedFormData?.type === 'select' ? (
                <TextInput source="options" label="Choices" helperText="Separated by commas: S, M, L" validate={choicesGiven} fullWidth />
              ) : null
            }
          </FormDataConsumer>
          <BooleanInput source="required" label="Must be answered" />
        </SimpleFormIterator>
      </ArrayInput>
    </>
  );
}

const timeInput = (source: string, label: string, validate?: (value: unknown, values: unknown) => string | undefined) => (
  <TextInput
    source={`${D}.${source}`}
    type="time"
    label={label}
    slotProps={{ inputLabel: { shrink: true } }}
    validate={validate ? [required(), validate] : required()}
  />
);

/** A meet (spec section 3 meets, bib number data): its day and start, places, the first bib number. */
export function MeetInputs() {
  return (
    <>
      <CommonInputs one="Meet" pricePer="per participant" validity={false} />
      <DateInput source={`${D}.startDate`} label="Day" validate={required()} />
      {timeInput('startTime', 'Starts at')}
      <NumberInput source={`${D}.capacity`} label="Participants (places)" validate={[required(), minValue(1)]} />
      <NumberInput
        source={`${D}.bibStart`}
        label="First bib number"
        helperText="Each participant gets the next one"
        validate={[required(), minValue(1)]}
      />
      <RegistrationInputs />
    </>
  );
}

const ENTRIES = [
  { id: 'individual', name: 'Players on their own' },
  { id: 'team', name: 'Teams' },
];

/** A tournament (spec section 2 game types): its days, entries of players or of teams, how many. */
export function TournamentInputs() {
  return (
    <>
      <CommonInputs one="Tournament" pricePer="per entry" validity={false} />
      <DateInput source={`${D}.startDate`} label="First day" validate={required()} />
      <DateInput source={`${D}.endDate`} label="Last day" helperText="Blank: one day" validate={endDateNotBefore} />
      {timeInput('startTime', 'Starts at')}
      <RadioButtonGroupInput source={`${D}.participationType`} label="Who enters" choices={ENTRIES} validate={required()} />
      <FormDataConsumer<{ offering?: { details?: { participationType?: string } } }>>
        {({ formData }) =>
          formData.offering?.details?.participationType === 'team' ? (
            <NumberInput
              source={`${D}.maxParticipantPerTeam`}
              label="Players per team (most)"
              validate={[required(), minValue(1), maxValue(50)]}
            />
          ) : null
        }
      </FormDataConsumer>
      <NumberInput source={`${D}.capacity`} label="Entries (places)" helperText="Players, or teams" validate={[required(), minValue(1)]} />
      <RegistrationInputs />
    </>
  );
}

/** A ticketed event at the venue: its day and hours, tickets on sale. */
export function EventInputs() {
  return (
    <>
      <CommonInputs one="Event" pricePer="per ticket" validity={false} />
      <DateInput source={`${D}.date`} label="Day" validate={required()} />
      {timeInput('startTime', 'From')}
      {timeInput('endTime', 'To', endsAfterStart)}
      <NumberInput source={`${D}.capacity`} label="Tickets on sale" validate={[required(), minValue(1)]} />
      <RegistrationInputs />
    </>
  );
}
