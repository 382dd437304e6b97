import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '../app/RouteError';
import { loadMyProfile } from '../profile/loadMyProfile';
import { ProfilePage } from '../profile/ProfilePage';
import { SignInToContinue } from '../ratings/SignInToContinue';
import { pageTitle } from '../ui/pageTitle';

/** My profile: level tier, skill per listing with the explanation of the level, reputation. */
export const Route = createFileRoute('/profile/')({
  loader: loadMyProfile,
  head: () => pageTitle('Profile'),
  component: MyProfileRoute,
  errorComponent: RouteError,
});

function MyProfileRoute() {
  const page = Route.useLoaderData();
  if (!page) return <SignInToContinue what="see your profile" />;
  return <ProfilePage page={page} />;
}
