import styled from '@emotion/styled';
import { useListings } from '../listings/useListings';
import { Muted, TAP_TARGET_PX } from '../ui/primitives';
import { color } from '../ui/theme';
import { fontSize, radius } from '../ui/tokens';

const Box = styled.fieldset`
  margin: 0 0 14px;
  padding: 0;
  border: 0;
  & legend {
    padding: 0;
    margin-bottom: 4px;
    font-weight: 600;
  }
`;

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 6px;
  & label {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    min-height: ${TAP_TARGET_PX}px;
    box-sizing: border-box;
    padding: 0 14px;
    border: 1px solid ${color.border};
    border-radius: ${radius.pill};
    cursor: pointer;
  }
  & label:has(input:checked) {
    border-color: ${color.accent};
  }
`;

const nameOf = (id: string) => id.charAt(0).toUpperCase() + id.slice(1);

/**
 * The sports a player plays (the profile's `choices`, spec section 3): Suggested lists the games of
 * these sports. A new player had no way to choose them, so Suggested stayed empty until they played.
 */
export function SportsChoices({ choices, onChange }: { choices: readonly string[]; onChange: (choices: string[]) => void }) {
  const listings = useListings(undefined);
  if (listings.status === 'loading') return null;
  // Sports already chosen stay listed even when no game or venue has them now.
  const known = listings.status === 'ready' ? listings.listings.map((l) => ({ id: l.listingId, name: l.listingName })) : [];
  const options = [...known, ...choices.filter((id) => !known.some((k) => k.id === id)).map((id) => ({ id, name: nameOf(id) }))];
  if (options.length === 0) return null;
  return (
    <Box>
      <legend>Sports you play</legend>
      <Muted style={{ fontSize: fontSize.sm }}>Suggested games follow these.</Muted>
      <Options>
        {options.map((o) => (
          <label key={o.id}>
            <input
              type="checkbox"
              checked={choices.includes(o.id)}
              onChange={(e) => onChange(e.target.checked ? [...choices, o.id] : choices.filter((id) => id !== o.id))}
            />
            {o.name}
          </label>
        ))}
      </Options>
    </Box>
  );
}
