import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '../app/RouteError';
import { SignInToContinue } from '../ratings/SignInToContinue';
import { useSession } from '../session/store';
import { fetchCommunication } from '../settings/api';
import { NotificationSettings } from '../settings/NotificationSettings';
import { pageTitle } from '../ui/pageTitle';

/** How game notifications reach me (reached from the profile's "Notification settings"). */
export const Route = createFileRoute('/settings/notifications')({
  loader: () => (useSession.getState().user ? fetchCommunication() : null),
  head: () => pageTitle('Notification settings', 'Profile'),
  component: NotificationSettingsRoute,
  errorComponent: RouteError,
});

function NotificationSettingsRoute() {
  const communication = Route.useLoaderData();
  if (!communication) return <SignInToContinue what="change your notification settings" />;
  return <NotificationSettings initial={communication} />;
}
