import styled from '@emotion/styled';
import { useId, useState } from 'react';
import { Input, LinkButton, TAP_TARGET_PX } from '../../ui/primitives';
import { mediaFrom } from '../../ui/sizeClass';
import { color } from '../../ui/theme';
import { membersWords } from './friends';
import { fontSize, radius } from '../../ui/tokens';

const Row = styled.div`
  flex-basis: 100%;
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: 4px 12px;
  /* From the TAB width the action sits beside the title, right-aligned: the stepper stays under its button. */
  ${mediaFrom.TAB} {
    justify-content: flex-end;
  }
`;

const Stepper = styled.div`
  display: inline-flex;
  align-items: center;
  border: 1px solid ${color.border};
  border-radius: ${radius.pill};
  & > button {
    width: ${TAP_TARGET_PX}px;
    height: ${TAP_TARGET_PX}px;
    border: 0;
    border-radius: ${radius.pill};
    background: none;
    color: ${color.text};
    font-size: ${fontSize.xl};
    line-height: 1;
    cursor: pointer;
  }
  & > button:disabled {
    color: ${color.muted};
    cursor: default;
  }
  & > output {
    min-width: 64px;
    text-align: center;
    font-weight: 600;
  }
`;

const Names = styled.div`
  flex-basis: 100%;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: 8px;
  ${mediaFrom.TAB} {
    grid-template-columns: repeat(auto-fit, 180px);
    justify-content: end;
  }
`;

export interface FriendsValue {
  members: number;
  names: string[];
}

/**
 * DESIGN.md "Together": under the primary action, "Me + 2" with − and + (44 px targets), up to the
 * places left (at most six in one booking); the friends' names are optional, behind "Add names".
 */
export function FriendsStepper({ value, max, onChange }: { value: FriendsValue; max: number; onChange: (next: FriendsValue) => void }) {
  const [naming, setNaming] = useState(false);
  const id = useId();
  const set = (members: number) => onChange({ members, names: value.names.slice(0, members - 1) });
  const friends = value.members - 1;
  return (
    <Row role="group" aria-label="Places for you and friends" data-testid="friends-stepper">
      <Stepper>
        <button type="button" aria-label="One friend fewer" disabled={value.members <= 1} onClick={() => set(value.members - 1)}>
          −
        </button>
        <output aria-live="polite" id={id}>
          {membersWords(value.members)}
        </output>
        <button type="button" aria-label="One more friend" disabled={value.members >= max} onClick={() => set(value.members + 1)}>
          +
        </button>
      </Stepper>
      {friends > 0 && !naming && (
        <LinkButton type="button" onClick={() => setNaming(true)}>
          Add names
        </LinkButton>
      )}
      {friends > 0 && naming && (
        <Names>
          {Array.from({ length: friends }, (_, i) => (
            <Input
              key={i}
              aria-label={`Friend ${i + 1}'s name (optional)`}
              placeholder={`Friend ${i + 1} (optional)`}
              maxLength={60}
              autoComplete="off"
              value={value.names[i] ?? ''}
              onChange={(e) => {
                const names = [...value.names];
                names[i] = e.target.value;
                onChange({ members: value.members, names });
              }}
            />
          ))}
        </Names>
      )}
    </Row>
  );
}
