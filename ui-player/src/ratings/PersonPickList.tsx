import styled from '@emotion/styled';
import { Muted } from '../ui/primitives';
import { color, type Palette } from '../ui/theme';
import { radius } from '../ui/tokens';

export interface Pickable {
  id: string;
  name: string;
  nickName: string | null;
  isRated: boolean;
  /** A rating given may be edited: the row stays greyed but can be chosen. */
  editable?: boolean | undefined;
  /** Shown under the name, e.g. 'Created by' for the creator of the game. */
  label?: string | undefined;
}

/** The colours an already-rated row is drawn in (ratings/ratedRowContrast.spec.ts holds them to 4.5:1 in both themes). */
export const RATED_ROW = { text: 'muted', background: 'bg' } as const satisfies { text: keyof Palette; background: keyof Palette };

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
`;

const Row = styled.button`
  width: 100%;
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 12px;
  padding: 12px;
  border: 1px solid ${color.border};
  border-radius: ${radius.sm};
  background: ${color.bg};
  color: ${color.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  /* Greyed by colour and a dashed edge, not by opacity: at 0.45 the names read 2.43:1 (RATED_ROW). */
  &:disabled {
    color: ${color[RATED_ROW.text]};
    border-style: dashed;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 2px solid ${color.accent};
    outline-offset: 2px;
  }
`;

/**
 * Spec sections 2 and 5: the people one may rate; anyone already rated is greyed and cannot be
 * chosen; the empty text is 'No participant available'.
 */
export function PersonPickList({ people, onPick }: { people: Pickable[]; onPick: (id: string) => void }) {
  if (people.length === 0) return <p>No participant available</p>;
  return (
    <List>
      {people.map((person) => (
        <li key={person.id}>
          <Row
            type="button"
            disabled={person.isRated && !person.editable}
            data-rated={person.isRated}
            onClick={() => onPick(person.id)}
            aria-describedby={`pick-${person.id}`}
          >
            <span>
              <strong>{person.name}</strong>
              {person.label && (
                <>
                  <br />
                  <Muted>{person.label}</Muted>
                </>
              )}
            </span>
            <Muted id={`pick-${person.id}`}>{person.isRated ? (person.editable ? 'Rated · Edit' : 'Rated') : 'Rate'}</Muted>
          </Row>
        </li>
      ))}
    </List>
  );
}
