import { useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSession } from '../session/store';
import { claimPromptOffer, isQuietForPrompt } from './promptOffer';
import { usePromptKeptAway } from './promptQuiet';
import { useRatingPanel } from './store';

// Loaded when first shown: a visitor's first screen needs neither (first-screen JavaScript).
const ReviewPrompt = lazy(() => import('./ReviewPrompt').then((m) => ({ default: m.ReviewPrompt })));
const RatingPanel = lazy(() => import('./RatingPanel').then((m) => ({ default: m.RatingPanel })));

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
  const keptAway = usePromptKeptAway();
  const quiet = isQuietForPrompt(pathname) || keptAway;

  useEffect(() => {
    if (userId && !quiet && promptFor !== userId && claimPromptOffer(userId)) setPromptFor(userId);
  }, [userId, quiet, promptFor]);

  const showPrompt = userId !== null && promptFor === userId && closedFor !== userId && !quiet && !activityId;
  return (
    <Suspense fallback={null}>
      {showPrompt && <ReviewPrompt key={userId} userId={userId} onRate={openFor} onClose={() => setClosedFor(userId)} />}
      {activityId && <RatingPanel key={activityId} activityId={activityId} onClose={close} />}
    </Suspense>
  );
}
