import type { GameDocument } from '@sports/contracts';
import { useNavigate } from '@tanstack/react-router';
import { gamePath, rememberJoin } from '../session/pendingJoin';
import { useSession } from '../session/store';
import { useResumePending } from '../session/useResumePending';
import { Button } from '../ui/primitives';
import { useJoinGame } from './useJoinGame';

const resultLabel = { joined: 'Joined', requested: 'Requested' } as const;

/**
 * 'Join Now': joins a public game or sends a request for a private one; 'Accept' takes up an invitation the same way.
 * Signed out, it leads to sign-in and back to the game (issue 18 item 2), where the button with `resume`
 * (the game page's) completes the join once.
 */
export function JoinButton({ game, label = 'Join Now', resume = false }: { game: Pick<GameDocument, 'activityId' | 'privacy'>; label?: string; resume?: boolean }) {
  const { join, pending, result, payLabel } = useJoinGame(game); // payLabel: "Pay ₹180 and join" (payToJoin.ts, issue 18 item 7)
  const signedIn = useSession((s) => s.user !== null);
  const navigate = useNavigate();
  useResumePending(game.activityId, 'game', resume, () => void join());

  const start = () => {
    if (signedIn) return void join();
    rememberJoin(game.activityId);
    void navigate({ to: '/sign-in', search: { redirect: gamePath(game.activityId) } });
  };

  if (result) return <Button disabled>{resultLabel[result]}</Button>;
  return (
    <Button disabled={pending} onClick={start}>
      {payLabel ?? label}
    </Button>
  );
}
