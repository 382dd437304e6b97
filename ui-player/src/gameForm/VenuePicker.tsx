import styled from '@emotion/styled';
import { useState, type ReactNode } from 'react';
import type { SlotFacility } from '@sports/contracts';
import { Muted, ErrorText, TAP_TARGET_PX } from '../ui/primitives';
import { formatDateOnly } from '../ui/dayWords';
import { formatMoney } from '../games/format';
import { color } from '../ui/theme';
import { fetchMyBookedSlots, fetchSlots, fetchVenues, type BookedSlot, type VenueChoice } from './api';
import { venueToday, type GameFormState, type PickedSlot, type VenuePick } from './formState';
import { useAsync, type Async } from './useAsync';
import { radius } from '../ui/tokens';

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
  border-radius: ${radius.sm};
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

/** Each option's whole row answers a tap, 44 px tall (the radios were 13 px dots in 22 px rows at 375 px). */
const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0 14px;
  & > label {
    display: flex;
    gap: 8px;
    align-items: center;
    min-height: ${TAP_TARGET_PX}px;
    cursor: pointer;
  }
`;

/** "5th Block, Bengaluru" and the city "Bengaluru" read "5th Block, Bengaluru, Bengaluru": the city once. */
export const venueAddressWords = (address: string | undefined, city: string | undefined): string => {
  const parts = (address ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const named = city?.trim();
  if (named && !parts.some((p) => p.toLowerCase() === named.toLowerCase())) parts.push(named);
  return parts.join(', ');
};

/** A slot's day and times in words: "Sat 28 Nov, 18:00–19:00" (it read "2026-11-28 18:00:00–19:00:00"). */
export const slotWords = (date: string, start: string, end: string): string =>
  `${formatDateOnly(date)}, ${start.slice(0, 5)}–${end.slice(0, 5)}`;

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
  const slots = useAsync<SlotFacility[]>(slotKind && listing && form.date ? `slots:${listing}:${form.date}` : null, () =>
    fetchSlots(listing, form.date),
  );
  const pickedId = 'slot' in form.pick ? form.pick.slot.slotId : null;
  const wanted = slotKind === 'book' ? 'available' : 'blocked';

  return (
    <fieldset style={{ border: `1px solid ${color.border}`, borderRadius: radius.sm, padding: 12 }}>
      <legend>Venue</legend>
      <Options role="radiogroup" aria-label="Venue pick">
        {VENUE_PICK_OPTIONS.map((o) => (
          <label key={o.kind}>
            <input type="radio" name="venuePick" checked={kind === o.kind} onChange={() => choose(o.kind)} />
            {o.label}
          </label>
        ))}
      </Options>
      {kind !== 'none' && kind !== 'booked' && !listing && <Muted as="p">Choose the sport first.</Muted>}
      {kind === 'venue' && (
        <Loading state={venues} empty="No venues for this sport yet.">
          {(items) =>
            items.map((v) => (
              <Choice
                key={v.key}
                type="button"
                aria-pressed={form.location.name === v.name}
                onClick={() =>
                  onChange({
                    location: { name: v.name, address: v.address, city: v.city, lat: v.lat, lon: v.lon },
                    spaceId: v.spaceId,
                    spaceName: v.spaceName,
                  })
                }
              >
                <strong>{v.name}</strong> <Muted>{venueAddressWords(v.address, v.city)}</Muted>
              </Choice>
            ))
          }
        </Loading>
      )}
      {kind === 'booked' && (
        <Loading state={booked} empty="You have no booked slots from today on.">
          {(items) =>
            items.map((s) => (
              <Choice
                key={s.slotId}
                type="button"
                aria-pressed={pickedId === s.slotId}
                onClick={() =>
                  onChange(
                    slotPatch('booked', s, {
                      spaceId: s.spaceId,
                      spaceName: s.spaceName,
                      location: { ...form.location, name: s.spaceName },
                    }),
                  )
                }
              >
                <strong>{s.fieldName}</strong> <Muted>· {slotWords(s.slotDate, s.startTime, s.endTime)}</Muted>
              </Choice>
            ))
          }
        </Loading>
      )}
      {slotKind && listing && (
        <Loading state={slots} empty={`No fields for this sport on ${formatDateOnly(form.date)}.`}>
          {(facilities) => {
            const timings = facilities.flatMap((f) => f.timings.filter((t) => t.slotStatus === wanted).map((t) => ({ f, t })));
            if (timings.length === 0)
              return (
                <Muted as="p">
                  No {wanted} slots on {formatDateOnly(form.date)}; try another date.
                </Muted>
              );
            return timings.map(({ f, t }) => (
              <Choice
                key={t.slotId}
                type="button"
                aria-pressed={pickedId === t.slotId}
                onClick={() =>
                  onChange(
                    slotPatch(
                      slotKind,
                      {
                        slotId: t.slotId,
                        fieldId: t.fieldId,
                        fieldName: t.fieldName,
                        slotDate: t.date,
                        startTime: t.startTime,
                        endTime: t.endTime,
                        timeRangeConfigId: t.timeRangeConfigId,
                      },
                      {
                        spaceId: f.spaceId,
                        spaceName: f.spaceName,
                        location: { ...f.location, name: f.location.name || f.spaceName },
                      },
                    ),
                  )
                }
              >
                <strong>{f.spaceName}</strong> · {t.fieldName}{' '}
                <Muted>
                  · {t.startTime.slice(0, 5)}–{t.endTime.slice(0, 5)} · {formatMoney(t.amount, t.symbol)}
                </Muted>
              </Choice>
            ));
          }}
        </Loading>
      )}
    </fieldset>
  );
}
