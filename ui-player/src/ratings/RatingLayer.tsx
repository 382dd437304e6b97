import { useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { useSession } from '../session/store';
import { RatingPanel } from './RatingPanel';
import { ReviewPrompt } from './ReviewPrompt';
import { useRatingPanel } from './store';

/** Pages where the prompt would stand in the way: signing in, completing the profile, rating already. */
const QUIET_PATHS = ['/sign-in', '/profile/complete', '/rate/'];

/**
 * Mounted once by the root layout: the review prompt where a signed-in player lands (once per
 * visit), and the 'Rating' panel it opens.
 */
export function RatingLayer() {
  const userId = useSession((s) => s.user?.userId ?? null);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const { activityId, openFor, close } = useRatingPanel();
  const [promptClosedFor, setPromptClosedFor] = useState<string | null>(null);
  const quiet = QUIET_PATHS.some((p) => pathname.startsWith(p));
  return (
    <>
      {userId && promptClosedFor !== userId && !quiet && !activityId && (
        <ReviewPrompt key={userId} userId={userId} onRate={openFor} onClose={() => setPromptClosedFor(userId)} />
      )}
      {activityId && <RatingPanel key={activityId} activityId={activityId} onClose={close} />}
    </>
  );
}
