import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '../app/RouteError';
import { Stack, Title } from '../booking/styles';
import { fetchRatingsGiven, firstRatingsGivenUrl } from '../ratings/given/api';
import { RatingsGivenList } from '../ratings/given/RatingsGivenList';
import { SignInToContinue } from '../ratings/SignInToContinue';
import { useSession } from '../session/store';
import { pageTitle } from '../ui/pageTitle';

/** Ratings you gave (`/profile/ratings`), newest first: reached from the profile. */
export const Route = createFileRoute('/profile/ratings')({
  loader: () => (useSession.getState().user ? fetchRatingsGiven(firstRatingsGivenUrl()) : null),
  head: () => pageTitle('Ratings you gave', 'Profile'),
  component: RatingsGivenPage,
  errorComponent: RouteError,
});

function RatingsGivenPage() {
  const firstPage = Route.useLoaderData();
  if (!firstPage) return <SignInToContinue what="see the ratings you gave" />;
  return (
    <Stack style={{ maxWidth: 760 }}>
      <Title>Ratings you gave</Title>
      <RatingsGivenList firstPage={firstPage} />
    </Stack>
  );
}
