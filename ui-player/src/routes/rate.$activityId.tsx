import { createFileRoute, useNavigate, useRouter } from '@tanstack/react-router';
import { RatingPanel } from '../ratings/RatingPanel';
import { SignInToContinue } from '../ratings/SignInToContinue';
import { useSession } from '../session/store';
import { ButtonLink } from '../ui/primitives';
import { pageTitle } from '../ui/pageTitle';
import { returnFocusTo } from '../ui/returnFocus';
import { rateOpener } from '../ratings/rateOpener';

/**
 * The 'Rating' panel of a game as a page of its own (a shareable link). Spec section 2's back arrow
 * goes back in history; a link opened directly has no history to go back to (it would land on
 * about:blank), so then closing, Done and Submit lead to the game.
 */
export const Route = createFileRoute('/rate/$activityId')({
  head: () => pageTitle('Rate this game', 'Games'),
  component: RatePage,
});

function RatePage() {
  const { activityId } = Route.useParams();
  const signedIn = useSession((s) => s.user !== null);
  const navigate = useNavigate();
  const router = useRouter();
  const close = () => {
    // Focus goes back to the game's "Rate this game" when the game page is drawn again.
    returnFocusTo(rateOpener(activityId));
    if (router.history.canGoBack()) router.history.back();
    else void navigate({ to: '/games/$activityId', params: { activityId } });
  };
  if (!signedIn) return <SignInToContinue what="rate this game" />;
  return (
    <>
      <ButtonLink to="/games/$activityId" params={{ activityId }} variant="ghost">
        Open the game
      </ButtonLink>
      <RatingPanel activityId={activityId} onClose={close} />
    </>
  );
}
