import { createFileRoute } from '@tanstack/react-router';
import { RatingPanel } from '../ratings/RatingPanel';
import { SignInToContinue } from '../ratings/SignInToContinue';
import { useSession } from '../session/store';
import { ButtonLink } from '../ui/primitives';

/** The 'Rating' panel of a game as a page of its own (a shareable link); no close handler, so its back arrow goes back in history (spec section 2). */
export const Route = createFileRoute('/rate/$activityId')({
  component: RatePage,
});

function RatePage() {
  const { activityId } = Route.useParams();
  const signedIn = useSession((s) => s.user !== null);
  if (!signedIn) return <SignInToContinue what="rate this game" />;
  return (
    <>
      <ButtonLink to="/games/$activityId" params={{ activityId }} variant="ghost">
        Open the game
      </ButtonLink>
      <RatingPanel activityId={activityId} />
    </>
  );
}
