import type { GameDocument } from '@sports/contracts';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { ApiError } from '../api/http';
import { useSession } from '../session/store';
import { toast } from '../ui/toast/store';
import { joinGame, type JoinResult } from './api';
import { JOIN_SUCCESS_TEXT, joinFailureText } from './rules';

/** Join (or request to join) a game, with the spec's toasts; reloads route data after success. */
export function useJoinGame(game: Pick<GameDocument, 'activityId' | 'privacy'>) {
  const router = useRouter();
  const signedIn = useSession((s) => s.user !== null);
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<JoinResult['status'] | null>(null);

  const join = async () => {
    if (!signedIn) {
      toast('info', 'Sign in to join a game');
      return;
    }
    setPending(true);
    try {
      const reply = await joinGame(game.activityId);
      setResult(reply.status);
      toast('success', JOIN_SUCCESS_TEXT[reply.status]);
      void router.invalidate();
    } catch (error) {
      toast('error', joinFailureText(game), error instanceof ApiError ? error.message : undefined);
    } finally {
      setPending(false);
    }
  };

  return { join, pending, result };
}
