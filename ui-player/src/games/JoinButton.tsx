import type { GameDocument } from '@sports/contracts';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { gamePath, rememberJoin } from '../session/pendingJoin';
import { useSession } from '../session/store';
import { useResumePending } from '../session/useResumePending';
import { Button } from '../ui/primitives';
import { useJoinGame } from './useJoinGame';
import type { PayableGame } from './payToJoin';
import type { FriendsValue } from './together/FriendsStepper';
import { joinWithFriendsLabel, maxMembersFor, type PlacesGame } from './together/friends';

const resultLabel = { joined: 'Joined', requested: 'Requested' } as const;

/** Only the game page offers it: its own chunk, so the cards of the first screen do not carry it. */
const FriendsStepper = lazy(() => import('./together/FriendsStepper').then((m) => ({ default: m.FriendsStepper })));

type JoinableGame = Pick<GameDocument, 'activityId' | 'privacy'> & PayableGame & Partial<PlacesGame>;

/**
 * 'Join Now': joins a public game or sends a request for a private one; 'Accept' takes up an invitation the same way.
 * Signed out, it leads to sign-in and back to the game, where the button with `resume`
 * (the game page's) completes the join once. With `withFriends` (the game page's join, DESIGN.md
 * "Together"), a stepper under it takes places for friends too, and the button says the total.
 */
export function JoinButton({
  game,
  label = 'Join Now',
  resume = false,
  withFriends = false,
}: {
  game: JoinableGame;
  label?: string;
  resume?: boolean;
  withFriends?: boolean;
}) {
  const [friends, setFriends] = useState<FriendsValue>({ members: 1, names: [] });
  const { join, pending, result, payLabel } = useJoinGame(game, friends); // payLabel: "Pay ₹540 and join" (payToJoin.ts)
  const signedIn = useSession((s) => s.user !== null);
  const navigate = useNavigate();
  useResumePending(game.activityId, 'game', resume, () => void join());

  const start = () => {
    if (signedIn) return void join();
    rememberJoin(game.activityId);
    void navigate({ to: '/sign-in', search: { redirect: gamePath(game.activityId) } });
  };

  if (result) return <Button disabled>{resultLabel[result]}</Button>;
  const max =
    withFriends && game.maxParticipants !== undefined && game.totalParticipantCount !== undefined ? maxMembersFor(game as PlacesGame) : 1;
  return (
    <>
      <Button disabled={pending} onClick={start}>
        {payLabel ?? joinWithFriendsLabel(label, friends.members)}
      </Button>
      {max > 1 && signedIn && (
        <Suspense fallback={null}>
          <FriendsStepper value={friends} max={max} onChange={setFriends} />
        </Suspense>
      )}
    </>
  );
}
