import { createFileRoute, redirect } from '@tanstack/react-router';
import { z } from 'zod';
import { RouteError } from '../app/RouteError';
import { defaultGameDay, emptyForm } from '../gameForm/formState';
import { GameForm } from '../gameForm/GameForm';
import { againBase, formAgain, offersHostAgain } from '../gameForm/hostAgain';
import { fetchGame } from '../games/api';
import { SignInPrompt } from '../games/SignInPrompt';
import { useSession } from '../session/store';
import { Card, Muted } from '../ui/primitives';
import { pageTitle } from '../ui/pageTitle';

/** `again`: the past game to host again (docs/adr/0093-host-again-book-again.md). */
const searchSchema = z.object({
  again: z
    .string()
    .regex(/^[A-Za-z0-9._:-]{1,120}$/)
    .optional()
    .catch(undefined),
});

/** Create a game: `/games/new`, or `/games/new?again={activityId}` filled from a past game; the creator becomes its host. */
export const Route = createFileRoute('/games/new')({
  validateSearch: searchSchema,
  // A visitor goes straight to sign-in and comes back to the form (the copy it was opened for), rather than to a card saying so.
  beforeLoad: ({ location }) => {
    if (!useSession.getState().user) throw redirect({ to: '/sign-in', search: { redirect: location.href }, replace: true });
  },
  loaderDeps: ({ search }) => ({ again: search.again }),
  // A game that cannot be read (gone, private) leaves the form empty rather than failing the page.
  loader: ({ deps }) => (deps.again ? fetchGame(deps.again).catch(() => null) : null),
  head: () => pageTitle('Create a game', 'Games'),
  component: NewGamePage,
  errorComponent: RouteError,
});

function NewGamePage() {
  const userId = useSession((s) => s.user?.userId ?? null);
  const original = Route.useLoaderData();
  if (!userId) return <SignInPrompt what="create a game" />;
  const again = original && offersHostAgain(original, userId, Date.now()) ? original : null;
  return (
    <Card>
      <h1 style={{ marginTop: 0 }}>{again ? `Host ${again.name} again` : 'Create a game'}</h1>
      {again ? (
        <Muted as="p" style={{ marginTop: 0 }}>
          Filled in from the last one, a week on. Change anything before you create it.
        </Muted>
      ) : (
        original && (
          <Muted as="p" role="status" style={{ marginTop: 0 }}>
            Only the host of {original.name} can host it again once it is over: here is an empty form.
          </Muted>
        )
      )}
      <GameForm
        key={again?.activityId ?? 'new'}
        initial={again ? formAgain(again, Date.now()) : emptyForm(defaultGameDay())}
        {...(again ? { base: againBase(again) } : {})}
      />
    </Card>
  );
}
