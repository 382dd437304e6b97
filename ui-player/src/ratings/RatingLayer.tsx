import { useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useSession } from '../session/store';
import { claimPromptOffer } from './promptOffer';
import { RatingPanel } from './RatingPanel';
import { ReviewPrompt } from './ReviewPrompt';
import { useRatingPanel } from './store';

/** Pages where the prompt would stand in the way: signing in, completing the profile, rating already. */
const QUIET_PATHS = ['/sign-in', '/profile/complete', '/rate/'];

/**
 * Mounted once by the root layout: the review prompt where a signed-in player lands (once per
 * visit, see promptOffer.ts), and the 'Rating' panel it opens.
 */
export function RatingLayer() {
  const userId = useSession((s) => s.user?.userId ?? null);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const { activityId, openFor, close } = useRatingPanel();
  const [promptFor, setPromptFor] = useState<string | null>(null);
  const [closedFor, setClosedFor] = useState<string | null>(null);
  const quiet = QUIET_PATHS.some((p) => pathname.startsWith(p));

  useEffect(() => {
    if (userId && !quiet && promptFor !== userId && claimPromptOffer(userId)) setPromptFor(userId);
  }, [userId, quiet, promptFor]);

  const showPrompt = userId !== null && promptFor === userId && closedFor !== userId && !quiet && !activityId;
  return (
    <>
      {showPrompt && <ReviewPrompt key={userId} userId={userId} onRate={openFor} onClose={() => setClosedFor(userId)} />}
      {activityId && <RatingPanel key={activityId} activityId={activityId} onClose={close} />}
    </>
  );
}
