import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '../app/RouteError';
import { fetchMyProfile } from '../profile/api';
import { SignInToContinue } from '../ratings/SignInToContinue';
import { useSession } from '../session/store';
import { PhoneSettings } from '../settings/PhoneSettings';
import { pageTitle } from '../ui/pageTitle';

/** Changing the number I sign in with (reached from the profile's "Phone number"); a lazy chunk like every route but /. */
export const Route = createFileRoute('/settings/phone')({
  loader: async () => (useSession.getState().user ? { phone: (await fetchMyProfile()).phone } : null),
  head: () => pageTitle('Phone number', 'Profile'),
  component: PhoneSettingsRoute,
  errorComponent: RouteError,
});

function PhoneSettingsRoute() {
  const me = Route.useLoaderData();
  if (!me) return <SignInToContinue what="change your phone number" />;
  return <PhoneSettings current={me.phone} />;
}
