import type { GameDocument } from '@sports/contracts';
import { ButtonLink } from '../ui/primitives';

/**
 * 'Join waitlist' on the card of a full game (issue 18 item 8, DESIGN.md). The waitlist itself (its
 * join call, the position in line, offers) lives on the game page's waitlist panel; until the
 * waitlist's client (ui-player/src/waitlist/api.ts joinWaitlist) is wired here, the card opens it.
 */
export function WaitlistButton({ game }: { game: Pick<GameDocument, 'activityId'> }) {
  return (
    <ButtonLink variant="ghost" to="/games/$activityId" params={{ activityId: game.activityId }}>
      Join waitlist
    </ButtonLink>
  );
}
