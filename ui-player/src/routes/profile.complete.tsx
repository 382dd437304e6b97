import { createFileRoute, useRouter } from '@tanstack/react-router';
import { RouteError } from '../app/RouteError';
import { fetchMyProfile } from '../profile/api';
import { useCompletedProfiles } from '../profile/completion';
import { CompleteProfileForm } from '../profile/CompleteProfileForm';
import { SignInToContinue } from '../ratings/SignInToContinue';
import { useSession } from '../session/store';
import { refreshSession } from '../session/tokens';
import { toast } from '../ui/toast/store';
import { pageTitle } from '../ui/pageTitle';

/** Profile completion (firstName, gender, location; the shortId is the server's). */
export const Route = createFileRoute('/profile/complete')({
  loader: () => (useSession.getState().user ? fetchMyProfile() : null),
  head: () => pageTitle('Complete your profile', 'Profile'),
  component: CompleteProfileRoute,
  errorComponent: RouteError,
});

function CompleteProfileRoute() {
  const profile = Route.useLoaderData();
  const router = useRouter();
  if (!profile) return <SignInToContinue what="complete your profile" />;
  return (
    <CompleteProfileForm
      profile={profile}
      onSaved={() => {
        const userId = useSession.getState().user?.userId;
        if (userId) useCompletedProfiles.getState().completed(userId);
        // The session's token carries the name the server gives the player's games and the header shows:
        // a new player stayed "Player 0001" until the next sign-in. A new token carries the saved name.
        void refreshSession(useSession.getState().accessToken).catch(() => undefined);
        toast('success', 'Profile saved');
        void router.navigate({ to: '/profile' });
      }}
    />
  );
}
