import styled from '@emotion/styled';
import { useState, type ReactNode } from 'react';
import type { SlotFacility } from '@sports/contracts';
import { Muted, ErrorText } from '../ui/primitives';
import { color } from '../ui/theme';
import { fetchMyBookedSlots, fetchSlots, fetchVenues, type BookedSlot, type VenueChoice } from './api';
import { venueToday, type GameFormState, type PickedSlot, type VenuePick } from './formState';
import { useAsync, type Async } from './useAsync';

/** Spec section 2, the venue-pick options, in its order. */
export const VENUE_PICK_OPTIONS: { kind: VenuePick['kind']; label: string }[] = [
  { kind: 'venue', label: 'Pick a venue' },
  { kind: 'booked', label: 'Pick a booked slot' },
  { kind: 'book', label: 'Book a slot' },
  { kind: 'blocked', label: 'Pick from blocked slots' },
  { kind: 'none', label: 'Type the place' },
];

const Choices = styled.div`
  display: grid;
  gap: 6px;
  max-height: 260px;
  overflow-y: auto;
  margin-top: 8px;
`;

const Choice = styled.button`
  text-align: left;
  padding: 8px 10px;
  border: 1px solid ${color.border};
  border-radius: 8px;
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
  &[aria-pressed='true'] {
    border-color: ${color.accent};
    box-shadow: inset 0 0 0 1px ${color.accent};
  }
  &:focus-visible {
    outline: 2px solid ${color.accent};
  }
`;

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px 14px;
  & > label {
    display: flex;
    gap: 6px;
    align-items: center;
  }
`;

type Patch = Partial<GameFormState>;

function Loading<T>({ state, empty, children }: { state: Async<T[]>; empty: string; children: (items: T[]) => ReactNode }) {
  if (state.status === 'idle') return null;
  if (state.status === 'loading') return <Muted as="p">Loading…</Muted>;
  if (state.status === 'error') return <ErrorText role="alert">{state.message}</ErrorText>;
  if (state.value.length === 0) return <Muted as="p">{empty}</Muted>;
  return <Choices>{children(state.value)}</Choices>;
}

const slotPatch = (kind: 'booked' | 'book' | 'blocked', slot: PickedSlot, place: Patch): Patch => ({
  pick: { kind, slot },
  date: slot.slotDate,
  startTime: slot.startTime.slice(0, 5),
  endTime: slot.endTime.slice(0, 5),
  facilityId: slot.fieldId,
  facilityName: slot.fieldName,
  ...place,
});

/** Where the game happens: one of the spec's venue-pick options, filling the place (and a slot) into the form. */
export function VenuePicker({ form, onChange }: { form: GameFormState; onChange: (patch: Patch) => void }) {
  // The option shown; form.pick changes only once a venue or slot is chosen under it.
  const [kind, setKind] = useState<VenuePick['kind']>(form.pick.kind);
  const choose = (next: VenuePick['kind']) => {
    setKind(next);
    if (next === 'none' || next === 'venue') onChange({ pick: { kind: next } });
  };
  const listing = form.listingId;
  const venues = useAsync<VenueChoice[]>(kind === 'venue' && listing ? `venues:${listing}` : null, () => fetchVenues(listing));
  const booked = useAsync<BookedSlot[]>(kind === 'booked' ? 'booked' : null, () => fetchMyBookedSlots(venueToday()));
  const slotKind = kind === 'book' || kind === 'blocked' ? kind : null;
  const slots = useAsync<SlotFacility[]>(slotKind && listing && form.date ? `slots:${listing}:${form.date}` : null, () => fetchSlots(listing, form.date));
  const pickedId = 'slot' in form.pick ? form.pick.slot.slotId : null;
  const wanted = slotKind === 'book' ? 'available' : 'blocked';

  return (
    <fieldset style={{ border: `1px solid ${color.border}`, borderRadius: 10, padding: 12 }}>
      <legend>Venue</legend>
      <Options role="radiogroup" aria-label="Venue pick">
        {VENUE_PICK_OPTIONS.map((o) => (
          <label key={o.kind}>
            <input type="radio" name="venuePick" checked={kind === o.kind} onChange={() => choose(o.kind)} />
            {o.label}
          </label>
        ))}
      </Options>
      {kind !== 'none' && kind !== 'booked' && !listing && <Muted as="p">Choose the listing first.</Muted>}
      {kind === 'venue' && (
        <Loading state={venues} empty="No venues for this listing yet.">
          {(items) =>
            items.map((v) => (
              <Choice
                key={v.key}
                type="button"
                aria-pressed={form.location.name === v.name}
                onClick={() => onChange({ location: { name: v.name, address: v.address, city: v.city, lat: v.lat, lon: v.lon }, spaceId: v.spaceId, spaceName: v.spaceName })}
              >
                <strong>{v.name}</strong> <Muted>{[v.address, v.city].filter(Boolean).join(', ')}</Muted>
              </Choice>
            ))
          }
        </Loading>
      )}
      {kind === 'booked' && (
        <Loading state={booked} empty="You have no booked slots from today on.">
          {(items) =>
            items.map((s) => (
              <Choice key={s.slotId} type="button" aria-pressed={pickedId === s.slotId} onClick={() => onChange(slotPatch('booked', s, { spaceId: s.spaceId, spaceName: s.spaceName, location: { ...form.location, name: s.spaceName } }))}>
                <strong>{s.fieldName}</strong> <Muted>· {s.slotDate} {s.startTime}–{s.endTime}</Muted>
              </Choice>
            ))
          }
        </Loading>
      )}
      {slotKind && listing && (
        <Loading state={slots} empty={`No fields for this listing on ${form.date}.`}>
          {(facilities) => {
            const timings = facilities.flatMap((f) => f.timings.filter((t) => t.slotStatus === wanted).map((t) => ({ f, t })));
            if (timings.length === 0) return <Muted as="p">No {wanted} slots on {form.date}; try another date.</Muted>;
            return timings.map(({ f, t }) => (
              <Choice
                key={t.slotId}
                type="button"
                aria-pressed={pickedId === t.slotId}
                onClick={() =>
                  onChange(
                    slotPatch(slotKind, { slotId: t.slotId, fieldId: t.fieldId, fieldName: t.fieldName, slotDate: t.date, startTime: t.startTime, endTime: t.endTime, timeRangeConfigId: t.timeRangeConfigId }, {
                      spaceId: f.spaceId,
                      spaceName: f.spaceName,
                      location: { ...f.location, name: f.location.name || f.spaceName },
                    }),
                  )
                }
              >
                <strong>{f.spaceName}</strong> · {t.fieldName} <Muted>· {t.startTime}–{t.endTime} · {t.symbol}{t.amount / 100}</Muted>
              </Choice>
            ));
          }}
        </Loading>
      )}
    </fieldset>
  );
}
