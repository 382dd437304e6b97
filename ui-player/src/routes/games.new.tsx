import { createFileRoute, redirect } from '@tanstack/react-router';
import { emptyForm, venueToday } from '../gameForm/formState';
import { GameForm } from '../gameForm/GameForm';
import { SignInPrompt } from '../games/SignInPrompt';
import { useSession } from '../session/store';
import { Card } from '../ui/primitives';
import { pageTitle } from '../ui/pageTitle';

/** Create a game: `/games/new`; the creator becomes its host. */
export const Route = createFileRoute('/games/new')({
  // A visitor goes straight to sign-in and comes back to the form, rather than to a card saying so.
  beforeLoad: () => {
    if (!useSession.getState().user) throw redirect({ to: '/sign-in', search: { redirect: '/games/new' }, replace: true });
  },
  head: () => pageTitle('Create a game', 'Games'),
  component: NewGamePage,
});

function NewGamePage() {
  const signedIn = useSession((s) => s.user !== null);
  if (!signedIn) return <SignInPrompt what="create a game" />;
  return (
    <Card>
      <h1 style={{ marginTop: 0 }}>Create a game</h1>
      <GameForm initial={emptyForm(venueToday())} />
    </Card>
  );
}
