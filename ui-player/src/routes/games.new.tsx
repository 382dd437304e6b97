import { createFileRoute } from '@tanstack/react-router';
import { emptyForm, venueToday } from '../gameForm/formState';
import { GameForm } from '../gameForm/GameForm';
import { SignInPrompt } from '../games/SignInPrompt';
import { useSession } from '../session/store';
import { Card } from '../ui/primitives';
import { pageTitle } from '../ui/pageTitle';

/** Create a game: `/games/new`; the creator becomes its host. */
export const Route = createFileRoute('/games/new')({
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
