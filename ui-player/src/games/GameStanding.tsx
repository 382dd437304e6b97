import styled from '@emotion/styled';
import { useEffect, useRef } from 'react';
import { CARD_BUTTON_TEXT, cardAction, joinBlockOf, joinBlockText } from '@sports/shared-rules';
import { useSession } from '../session/store';
import { useResumePending } from '../session/useResumePending';
import { Button, ButtonLink, Muted } from '../ui/primitives';
import { focusWhenReturnedTo } from '../ui/returnFocus';
import { rateOpener } from '../ratings/rateOpener';
import { mediaFrom } from '../ui/sizeClass';
import { color } from '../ui/theme';
import { useWaitlist, type WaitlistedGame } from '../waitlist/useWaitlist';
import { offerTime, ordinal } from '../waitlist/words';
import { DeclineButton } from './DeclineButton';
import { FinishPayingButton } from './FinishPayingButton';
import { JoinButton } from './JoinButton';
import { STANDING_TEXT, viewerStanding } from './rules';
import { LAYER } from '../ui/layers';
import { inWithFriendsText } from './together/friends';
import { useInviteLink } from './inviteLink';
import { paymentOfGame } from './payToJoin';

/**
 * DESIGN.md "Game detail": the one primary action, sticky at the bottom of a phone's screen above
 * the tab bar (at most 64 px, TAB_BAR_SPACE); beside the title from the TAB width up.
 */
const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  flex-wrap: wrap;
  position: fixed;
  left: 0;
  right: 0;
  /* Above the shell's bottom tab bar: its height and the safe area, 0 where there is none (app/layout.ts TAB_BAR_SPACE). */
  bottom: var(--tab-bar-space, 0px);
  z-index: ${LAYER.dropdown};
  padding: 10px 16px;
  background: ${color.surface};
  border-top: 1px solid ${color.border};
  ${mediaFrom.TAB} {
    position: static;
    padding: 0;
    border: 0;
    background: none;
    justify-content: flex-end;
  }
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 2px solid ${color.accent};
    outline-offset: -2px;
  }
`;

/** Why not, in one line on a phone's bar (the hold note above says it whole). */
const Reason = styled(Muted)`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  ${mediaFrom.TAB} {
    white-space: normal;
  }
`;

const Actions = styled.div`
  display: flex;
  gap: 8px;
`;

type DetailGame = WaitlistedGame & { viewerStatus?: string | null | undefined };

/**
 * Only actions that can succeed. Where the viewer stands (host, in, requested), or
 * the Join (Request to join, Pay and join) button, or, for an invited viewer, Accept and Decline; when
 * nobody can join, why: "This game is over", "On hold: <reason>", "Match full", "Game full".
 * On a full game the waitlist is the primary action here: Join waitlist, then
 * "You are 2nd in line" with Leave waitlist, then the place offered with Accept (or Pay and join).
 */
export function GameStanding({ game }: { game: DetailGame }) {
  const userId = useSession((s) => s.user?.userId ?? null);
  const standing = viewerStanding(game, userId);
  const now = Date.now();
  const block = joinBlockOf(game, now);
  const reason = block && (
    <Reason data-testid="join-blocked" title={joinBlockText(block, game)}>
      {joinBlockText(block, game)}
    </Reason>
  );

  const { waitlist, mayJoin, busy, paysFirst, start, join, leave, accept } = useWaitlist(game);
  const viaLink = useInviteLink() !== null;
  const bar = useKeepsFocus(standing);
  // Signed out, "Join waitlist" (here or on the card) leads to sign-in and back here, where it completes.
  useResumePending(game.activityId, 'waitlist', mayJoin, join);
  let content;
  if (standing === 'paymentPending') {
    content = (
      <>
        <Muted data-standing={standing}>{STANDING_TEXT.paymentPending}</Muted>
        {block !== 'over' && <FinishPayingButton activityId={game.activityId} />}
      </>
    );
  } else if (waitlist?.offer && block !== 'over') {
    // The place offered is this player's; a pay-before game's is taken by paying (the panel has Decline).
    content = (
      <>
        <Reason data-standing="offered">A place is yours until {offerTime(waitlist.offer.expiresAt)}</Reason>
        {paysFirst ? (
          <JoinButton game={game} label={CARD_BUTTON_TEXT.pay} />
        ) : (
          <Button disabled={busy} onClick={accept}>
            Accept
          </Button>
        )}
      </>
    );
  } else if (waitlist?.position && block !== 'over') {
    content = (
      <>
        <Reason data-standing="waitlisted">You are {ordinal(waitlist.position)} in line</Reason>
        <Button variant="ghost" disabled={busy} onClick={leave}>
          Leave waitlist
        </Button>
      </>
    );
  } else if (block === 'over' && (standing === 'host' || standing === 'coHost' || standing === 'joined')) {
    // Spec section 2: after the game those who took part rate it; that is the page's one action now.
    const params = { activityId: game.activityId };
    content = (
      <>
        {reason}
        <ButtonLink to="/rate/$activityId" params={params} ref={focusWhenReturnedTo(rateOpener(game.activityId))}>
          Rate this game
        </ButtonLink>
      </>
    );
  } else if (standing !== null && standing !== 'full' && standing !== 'invited') {
    content = (
      <>
        <Muted data-standing={standing}>{standing === 'joined' ? inWithFriendsText(game, userId) : STANDING_TEXT[standing]}</Muted>
        {block === 'over' && reason}
      </>
    );
  } else if (mayJoin) {
    content = (
      <>
        {reason ?? <Reason data-standing="full">{STANDING_TEXT.full}</Reason>}
        <Actions>
          <Button disabled={busy} onClick={start}>
            {CARD_BUTTON_TEXT.waitlist}
          </Button>
          {standing === 'invited' && <DeclineButton game={game} />}
        </Actions>
      </>
    );
  } else if (standing === 'invited') {
    // Spec section 4: an invited user can Accept (a join, even of a private game); Or decline.
    content = (
      <>
        {block ? reason : <Muted data-standing="invited">{STANDING_TEXT.invited}</Muted>}
        <Actions>
          {!block && <JoinButton game={game} label={CARD_BUTTON_TEXT.accept} resume />}
          {block !== 'over' && <DeclineButton game={game} />}
        </Actions>
      </>
    );
  } else if (block) {
    content = reason;
  } else {
    const asked = cardAction(game, userId, now);
    // An invitation link lets a newcomer in without asking: they join, or pay and join (docs/adr/0102-paying-together.md).
    const action = viaLink && asked === 'request' ? (paymentOfGame(game)?.method === 'online' ? 'pay' : 'join') : asked;
    const label = action === 'request' || action === 'pay' ? CARD_BUTTON_TEXT[action] : CARD_BUTTON_TEXT.join;
    // DESIGN.md "Together": a join or a purchase may take places for friends; a request is for oneself.
    content = <JoinButton game={game} label={label} resume withFriends={action !== 'request'} />;
  }
  return (
    <Bar ref={bar} tabIndex={-1} data-testid="primary-action" data-sticky-action aria-label="Your place in this game" role="group">
      {content}
    </Bar>
  );
}

/**
 * The control just used (Join, Leave game, Accept, Leave waitlist) is gone once the player's place
 * changes, and the focus fell to the page's top: a keyboard or screen-reader user had to find the
 * game again. It comes to the bar instead, which says the new place and holds the next action.
 * Only a lost focus moves: one the player has put somewhere else stays.
 */
function useKeepsFocus(standing: string | null) {
  const bar = useRef<HTMLDivElement>(null);
  const seen = useRef(standing);
  useEffect(() => {
    if (seen.current === standing) return;
    seen.current = standing;
    const at = document.activeElement;
    if (at === null || at === document.body) bar.current?.focus();
  }, [standing]);
  return bar;
}
