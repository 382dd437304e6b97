import type { GameDocument } from '@sports/contracts';
import { Button } from '../ui/primitives';
import { useJoinGame } from './useJoinGame';

const resultLabel = { joined: 'Joined', requested: 'Requested' } as const;

/** 'Join Now': joins a public game or sends a request for a private one; 'Accept' takes up an invitation the same way. */
export function JoinButton({ game, label = 'Join Now' }: { game: Pick<GameDocument, 'activityId' | 'privacy'>; label?: string }) {
  const { join, pending, result } = useJoinGame(game);
  if (result) return <Button disabled>{resultLabel[result]}</Button>;
  return (
    <Button disabled={pending} onClick={() => void join()}>
      {label}
    </Button>
  );
}
