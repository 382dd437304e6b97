import styled from '@emotion/styled';
import { useId, useState } from 'react';
import { TAP_TARGET_PX } from '../ui/primitives';
import { color } from '../ui/theme';
import type { GameFormState } from './formState';
import { useVenueMatch } from './useVenueMatch';
import { placeTextOf } from '@sports/contracts';
import { placeTexts, type VenueMatch } from './venueMatch';
import { fontSize, radius } from '../ui/tokens';

/**
 * One line at 375 px (the question at 14 px, Yes and No 44 px wide with no gap between them); a
 * venue's name too long for it puts the answers under the question rather than cutting it.
 */
const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  padding: 2px 0 2px 10px;
  /* The accent bar drawn inside the padding: a border would take 3 px of the line from the words. */
  box-shadow: inset 3px 0 0 ${color.accent};
  border-radius: ${radius.sm};
  background: ${color.surface};
  color: ${color.text};
  font-size: ${fontSize.sm};
  & > p {
    flex: 1 1 auto;
    margin: 0;
  }
  & > div {
    display: flex;
    margin-left: auto;
  }
`;

const Answer = styled.button<{ yes?: boolean }>`
  min-width: ${TAP_TARGET_PX}px;
  min-height: ${TAP_TARGET_PX}px;
  padding: 0 6px;
  border: none;
  border-radius: ${radius.sm};
  background: none;
  color: ${({ yes }) => (yes ? color.accent : color.text)};
  font: inherit;
  font-weight: ${({ yes }) => (yes ? 700 : 400)};
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${color.accent};
    outline-offset: -2px;
  }
`;

type Patch = Partial<GameFormState>;

/**
 * "Is this Andheri Smash Courts?" under the typed place (spec section 2 create game; docs/adr/0105-typed-place-venue-match.md): Yes links
 * the game to the listed venue (spec section 3
 * spaceId, spaceName) and fills the place from it; No is remembered for that text and venue.
 * After a Yes the line says so, with Unlink: a link never stays unseen under a place typed over.
 */
export function VenueSuggestion({ form, onChange }: { form: GameFormState; onChange: (patch: Patch) => void }) {
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(new Set());
  const [linked, setLinked] = useState<string | null>(null);
  const match = useVenueMatch(form.location, !form.spaceId);
  const questionId = useId();
  const venue = match?.venues.find((v) => !dismissed.has(`${match.key}|${v.spaceId}`)) ?? null;

  const dismiss = (keys: string[], spaceId: string) => setDismissed((d) => new Set([...d, ...keys.map((key) => `${key}|${spaceId}`)]));
  if (linked && form.spaceId === linked) {
    // Unlink keeps the place as filled in and asks no more about it.
    const unlink = () => {
      dismiss(placeTexts(form.location).map(placeTextOf), linked);
      setLinked(null);
      onChange({ spaceId: undefined, spaceName: undefined });
    };
    return (
      <Line role="group" aria-labelledby={questionId}>
        <p id={questionId} role="status">
          Linked to {form.spaceName}.
        </p>
        <div>
          <Answer type="button" onClick={unlink}>
            Unlink
          </Answer>
        </div>
      </Line>
    );
  }
  if (!match || !venue || form.spaceId) return null;

  const yes = (v: VenueMatch) => {
    setLinked(v.spaceId);
    onChange({ spaceId: v.spaceId, spaceName: v.name, location: v.location });
  };
  const no = () => dismiss([match.key], venue.spaceId);
  return (
    <Line role="group" aria-labelledby={questionId}>
      <p id={questionId} role="status">
        Is this {venue.name}?
      </p>
      <div>
        <Answer type="button" yes onClick={() => yes(venue)}>
          Yes
        </Answer>
        <Answer type="button" onClick={no}>
          No
        </Answer>
      </div>
    </Line>
  );
}
