import styled from '@emotion/styled';
import { gamesApi, type GameDocument } from '@sports/contracts';
import { useEffect, useState } from 'react';
import { useSession } from '../session/store';
import { BookmarkIcon } from '../ui/icons';
import { TAP_TARGET_PX } from '../ui/primitives';
import { color } from '../ui/theme';
import { sendCommand } from './command';
import { saveToast } from './toasts';
import { useCommand } from './useCommand';
import { radius } from '../ui/tokens';

const Toggle = styled.button`
  flex-shrink: 0;
  display: inline-grid;
  place-items: center;
  width: ${TAP_TARGET_PX}px;
  height: ${TAP_TARGET_PX}px;
  margin: -10px -10px -10px 0;
  border: 0;
  border-radius: ${radius.pill};
  background: none;
  color: ${color.muted};
  cursor: pointer;
  &[aria-pressed='true'] {
    color: ${color.accent};
  }
  &:focus-visible {
    outline: 2px solid ${color.accent};
  }
`;

/**
 * Save or unsave from the card (spec section 1: players save games; section 8's toasts), as a
 * Playo or Playtomic card lets one, without opening the game first. Signed in only, as on the game page,
 * and not on a game one hosts (rules.ts offersSave): the card leaves it out.
 */
export function SaveToggle({ game }: { game: Pick<GameDocument, 'activityId' | 'name'> & { isSaved?: boolean | undefined } }) {
  const signedIn = useSession((s) => s.user !== null);
  const [saved, setSaved] = useState(game.isSaved === true);
  useEffect(() => setSaved(game.isSaved === true), [game.isSaved]);
  const { run, busy } = useCommand();
  if (!signedIn) return null;
  const toggle = async () => {
    const reply = await run('save', saveToast(!saved), () =>
      sendCommand(gamesApi.saveGame, { activityId: game.activityId }, { isSaved: !saved }),
    );
    if (reply) setSaved(!saved);
  };
  return (
    <Toggle
      type="button"
      aria-pressed={saved}
      aria-label={`Save ${game.name}`}
      title={saved ? 'Saved' : 'Save'}
      disabled={busy}
      onClick={() => void toggle()}
    >
      <BookmarkIcon filled={saved} />
    </Toggle>
  );
}
