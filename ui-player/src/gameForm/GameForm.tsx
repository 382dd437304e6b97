import styled from '@emotion/styled';
import { SKILL_LABELS, SKILL_NAMES, type GameDetails } from '@sports/contracts';
import { cloneElement, isValidElement, useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { focusFirstInvalid } from './fieldWords';
import { Button, ErrorText, Input, Muted, Select, TAP_TARGET_PX } from '../ui/primitives';
import { formatDateOnly } from '../ui/dayWords';
import { color } from '../ui/theme';
import { fetchListings } from './api';
import { clearedErrors, toDetails, venueToday, type FieldErrors, type GameFormState } from './formState';
import { useAsync } from './useAsync';
import { useSaveGame } from './useSaveGame';
import { RepeatDates } from './RepeatDates';
import { PinPlace } from './PinPlace';
import { VenuePicker } from './VenuePicker';
import { VenueSuggestion } from './VenueSuggestion';
import { CoverField } from './CoverField';
import { DayChips } from './DayChips';
import { LengthChips } from './LengthChips';
import { lengthWords, movedStart } from './whenChips';
import { useKeepsPromptAway } from '../ratings/promptQuiet';
import { fontSize, radius } from '../ui/tokens';

const Form = styled.form`
  display: grid;
  /* One column no wider than the form: the day strip scrolls inside it rather than widening the page. */
  grid-template-columns: minmax(0, 1fr);
  gap: 14px;
  max-width: 720px;
  & textarea {
    width: 100%;
    padding: 8px 10px;
    border: 1px solid ${color.border};
    border-radius: ${radius.sm};
    background: ${color.bg};
    color: ${color.text};
    font: inherit;
  }
  & textarea:focus-visible {
    outline: 2px solid ${color.accent};
  }
  /* Refused, it is marked like the other fields (this rule is more specific than the theme's). */
  & textarea[aria-invalid='true'] {
    border-color: ${color.danger};
  }
  /* Text, number, date and time fields as tall as a tap target, like the selects (they were 41 px at 375 px). */
  & input:not([type='checkbox']):not([type='radio']):not([type='file']) {
    min-height: ${TAP_TARGET_PX}px;
  }
`;

const Pair = styled.div`
  display: grid;
  gap: 14px;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
`;

const Labelled = styled.div`
  display: grid;
  gap: 4px;
  margin-bottom: 2px;
  & > label {
    font-size: ${fontSize.sm};
    color: ${color.muted};
  }
`;

/** A control with words beside it (the end's length), the control taking the room left. */
const Beside = styled.div`
  display: flex;
  gap: 10px;
  align-items: center;
  & > :first-child {
    flex: 1;
    min-width: 0;
  }
  & > output {
    white-space: nowrap;
    color: ${color.muted};
  }
`;

/** The start and end: side by side from a tablet; on a phone one under the other, the length chips in one row. */
const Times = styled.div`
  display: grid;
  gap: 14px;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
`;

/** The day's heading, worded and drawn as the fields' labels. */
const GroupLabel = styled.span`
  display: block;
  margin-bottom: 4px;
  font-size: ${fontSize.sm};
  color: ${color.muted};
`;

/**
 * A labelled control; with an error, the control is marked aria-invalid and described by the message.
 * The label points at the control rather than wrapping it: a wrapped select was named "Sport Choose a sport".
 */
function Field({
  label,
  error,
  children,
  beside,
  under,
}: {
  label: string;
  error?: string | undefined;
  children: ReactNode;
  beside?: ReactNode;
  under?: ReactNode;
}) {
  const controlId = useId();
  const errorId = useId();
  const control = isValidElement<Record<string, unknown>>(children)
    ? cloneElement(children, { id: controlId, ...(error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {}) })
    : children;
  return (
    <div>
      <Labelled>
        <label htmlFor={controlId}>{label}</label>
        {beside ? (
          <Beside>
            {control}
            {beside}
          </Beside>
        ) : (
          control
        )}
        {under}
      </Labelled>
      {error && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
    </div>
  );
}

const slug = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 64);
const OTHER = '__other';

interface Props {
  initial: GameFormState;
  activityId?: string;
  base?: Partial<GameDetails>;
  mappedSlotIds?: readonly string[];
}

/** Create or edit a game (the contracts' create/update payload), with the venue-pick options of spec section 2. */
export function GameForm({ initial, activityId, base, mappedSlotIds }: Props) {
  const [form, setForm] = useState(initial);
  // The review prompt never opens over a game being created or edited (ratings/promptQuiet.ts).
  useKeepsPromptAway();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusals, setRefusals] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const dayLabelId = useId();
  // After a refused submit, the first field to fix has the focus (only then: not while fields are mended).
  useEffect(() => focusFirstInvalid(formRef.current), [refusals]);
  const [otherListing, setOtherListing] = useState(false);
  const [moreDates, setMoreDates] = useState<string[]>([]);
  const listings = useAsync('listings', fetchListings);
  const { save, saving } = useSaveGame(activityId);
  const set = (patch: Partial<GameFormState>) => {
    setForm((f) => ({ ...f, ...patch }));
    setErrors((e) => clearedErrors(e, Object.keys(patch) as (keyof GameFormState)[]));
  };
  const text = (key: 'name' | 'activityFormat' | 'description') => ({
    value: form[key],
    onChange: (e: { target: { value: string } }) => set({ [key]: e.target.value }),
  });

  const known = listings.status === 'done' ? listings.value : [];
  const listingValue = otherListing || (form.listingId && !known.some((l) => l.listingId === form.listingId)) ? OTHER : form.listingId;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    // A new game takes its cover in the create body; an edit keeps the saved one there and changes it
    // through the cover commands afterwards (useSaveGame), which check the image exists.
    const result = toDetails(form, activityId ? base : { ...base, ...(form.cover ? { coverImageorVideo: form.cover } : {}) });
    if ('errors' in result) {
      setErrors(result.errors);
      setRefusals((n) => n + 1);
      return;
    }
    setErrors({});
    // A slot belongs to one day: a series takes none.
    await save(result.details, form.pick, mappedSlotIds, 'slot' in form.pick ? [] : moreDates.filter((d) => d !== form.date), {
      before: initial.cover,
      after: form.cover,
    });
  };

  return (
    <Form ref={formRef} onSubmit={(e) => void submit(e)} noValidate aria-label={activityId ? 'Edit game' : 'Create a game'}>
      <Field label="Game name" error={errors.name}>
        <Input required maxLength={120} {...text('name')} />
      </Field>
      <Pair>
        {/* What a host picks here is the sport (the API calls it a listing). */}
        <Field label="Sport" error={errors.listingId ?? errors.listingName}>
          <Select
            value={listingValue}
            onChange={(e) => {
              const chosen = known.find((l) => l.listingId === e.target.value);
              setOtherListing(e.target.value === OTHER);
              set(chosen ? { listingId: chosen.listingId, listingName: chosen.listingName } : { listingId: '', listingName: '' });
            }}
          >
            <option value="">Choose a sport</option>
            {known.map((l) => (
              <option key={l.listingId} value={l.listingId}>
                {l.listingName}
              </option>
            ))}
            <option value={OTHER}>Another sport…</option>
          </Select>
        </Field>
        {listingValue === OTHER && (
          <Field label="Sport name">
            <Input
              maxLength={80}
              value={form.listingName}
              onChange={(e) => set({ listingName: e.target.value, listingId: slug(e.target.value) })}
            />
          </Field>
        )}
        <Field label="Format" error={errors.activityFormat}>
          <Input maxLength={40} placeholder="5v5, Doubles…" {...text('activityFormat')} />
        </Field>
      </Pair>
      <Pair>
        <Field label="Type">
          <Select value={form.activityType} onChange={(e) => set({ activityType: e.target.value as GameFormState['activityType'] })}>
            <option>Regular</option>
            <option>Coaching</option>
            <option>Tournament</option>
          </Select>
        </Field>
        <Field label="Privacy">
          <Select value={form.privacy} onChange={(e) => set({ privacy: e.target.value as GameFormState['privacy'] })}>
            <option value="public">Public</option>
            <option value="private">Private</option>
          </Select>
        </Field>
      </Pair>
      {/* When, quick on a phone: a day from the strip (a later one by "Other date"), the times by the phone's own wheel, the end by a length. */}
      <div>
        <GroupLabel id={dayLabelId}>Date</GroupLabel>
        <DayChips value={form.date} onChange={(date) => set({ date })} labelledBy={dayLabelId} />
        <div style={{ maxWidth: 260, marginTop: 10 }}>
          <Field label="Other date" error={errors.date}>
            <Input
              type="date"
              min={activityId ? undefined : venueToday()}
              value={form.date}
              onChange={(e) => set({ date: e.target.value })}
            />
          </Field>
        </div>
      </div>
      <Times>
        <Field
          label="Starts (IST)"
          error={errors.startTime}
          under={<LengthChips start={form.startTime} end={form.endTime} onEnd={(endTime) => set({ endTime })} />}
        >
          <Input type="time" value={form.startTime} onChange={(e) => set(movedStart(form.startTime, form.endTime, e.target.value))} />
        </Field>
        <Field
          label="Ends (IST)"
          error={errors.endTime}
          beside={<output aria-live="polite">{lengthWords(form.startTime, form.endTime)}</output>}
        >
          <Input type="time" value={form.endTime} onChange={(e) => set({ endTime: e.target.value })} />
        </Field>
      </Times>
      <VenuePicker form={form} onChange={set} />
      <Pair>
        <Field label="Place" error={errors.location}>
          <Input
            maxLength={200}
            value={form.location.name}
            onChange={(e) => set({ location: { ...form.location, name: e.target.value } })}
          />
        </Field>
        <Field label="Address">
          <Input
            maxLength={500}
            value={form.location.address ?? ''}
            onChange={(e) => set({ location: { ...form.location, address: e.target.value } })}
          />
        </Field>
        <Field label="City">
          <Input
            maxLength={80}
            value={form.location.city ?? ''}
            onChange={(e) => set({ location: { ...form.location, city: e.target.value } })}
          />
        </Field>
      </Pair>
      {/* A typed place that names a listed venue offers to link the new game to it (spec section 2). */}
      {!activityId && <VenueSuggestion form={form} onChange={set} />}
      <PinPlace form={form} onChange={set} />
      {'slot' in form.pick && (
        <Muted>
          Slot: {form.pick.slot.fieldName} on {formatDateOnly(form.pick.slot.slotDate)}, {form.pick.slot.startTime.slice(0, 5)}–
          {form.pick.slot.endTime.slice(0, 5)}
          {form.pick.kind === 'book' ? ' (to book later)' : ' (added to the game when saved)'}
        </Muted>
      )}
      <Pair>
        <Field label="Players (max)" error={errors.maxParticipants}>
          <Input
            type="number"
            min={2}
            max={10000}
            value={form.maxParticipants}
            onChange={(e) => set({ maxParticipants: e.target.value })}
          />
        </Field>
        <Field label="Cost per player (₹)" error={errors.cost}>
          <Input type="number" min={0} step="any" value={form.cost} onChange={(e) => set({ cost: e.target.value })} />
        </Field>
        {/* A host collecting cash had no way to say so: every priced game was paid in the app. */}
        {Number(form.cost) > 0 && (
          <Field label="How players pay">
            <Select value={form.payableMethod} onChange={(e) => set({ payableMethod: e.target.value as GameFormState['payableMethod'] })}>
              <option value="paybefore">In the app, when they join</option>
              <option value="payatvenue">At the venue</option>
            </Select>
          </Field>
        )}
      </Pair>
      <label style={{ display: 'flex', gap: 8, alignItems: 'center', minHeight: TAP_TARGET_PX }}>
        <input type="checkbox" checked={form.enableGameSkill} onChange={(e) => set({ enableGameSkill: e.target.checked })} />
        Ask for a skill range
      </label>
      {form.enableGameSkill && (
        <Pair>
          {(['gameSkillFrom', 'gameSkillTo'] as const).map((key) => (
            <Field
              key={key}
              label={key === 'gameSkillFrom' ? 'Lowest level' : 'Highest level'}
              error={key === 'gameSkillTo' ? errors.skill : undefined}
            >
              <Select value={form[key]} onChange={(e) => set({ [key]: Number(e.target.value) })}>
                {SKILL_NAMES.map((name, level) => (
                  <option key={name} value={level}>
                    {name} ({SKILL_LABELS[level]})
                  </option>
                ))}
              </Select>
            </Field>
          ))}
        </Pair>
      )}
      {!activityId && !('slot' in form.pick) && <RepeatDates first={form.date} dates={moreDates} onChange={setMoreDates} />}
      <Field label="Description" error={errors.description}>
        <textarea rows={3} maxLength={2000} {...text('description')} />
      </Field>
      <CoverField cover={form.cover} onChange={(cover) => set({ cover })} />
      {Object.keys(errors).length > 0 && <ErrorText role="alert">Please correct the fields marked above.</ErrorText>}
      <div>
        <Button type="submit" disabled={saving}>
          {saving
            ? 'Saving…'
            : activityId
              ? 'Save changes'
              : moreDates.length > 0 && !('slot' in form.pick)
                ? `Create ${moreDates.length + 1} games`
                : 'Create game'}
        </Button>
      </div>
    </Form>
  );
}
