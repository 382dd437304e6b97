import { createFileRoute, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { z } from 'zod';
import { sameOriginPath } from '../api/paths';
import { peekPendingJoin } from '../session/pendingJoin';
import { SignInForm } from '../session/SignInForm';
import { useSession } from '../session/store';
import { ButtonLink, Card } from '../ui/primitives';
import { pageTitle } from '../ui/pageTitle';
import { CardTitle } from '../ui/layout';

const searchSchema = z.object({ redirect: z.string().optional().catch(undefined) });

/** Sign in with a one-time code: `/sign-in?redirect=/games/g1` returns there afterwards. */
export const Route = createFileRoute('/sign-in')({
  validateSearch: searchSchema,
  head: () => pageTitle('Sign in'),
  component: SignInPage,
});

/** Only a path on this site, and never back to this page. */
function afterSignIn(redirect: string | undefined): string {
  try {
    const path = redirect ? sameOriginPath(redirect) : '/';
    return path.startsWith('/sign-in') ? '/' : path;
  } catch {
    return '/';
  }
}

function SignInPage() {
  const { redirect } = Route.useSearch();
  const router = useRouter();
  const name = useSession((s) => s.user?.name);
  // A visitor sent here by Join met a bare sign-in form: it says why, and that the join is not lost.
  const [pending] = useState(peekPendingJoin);
  const reason =
    pending === 'game'
      ? 'Sign in to join the game: you come straight back to it and the join goes through.'
      : pending === 'waitlist'
        ? 'Sign in to join the waitlist: you come straight back to the game and are put in line.'
        : undefined;

  if (name) {
    return (
      <Card style={{ maxWidth: 420, margin: '24px auto' }}>
        <CardTitle as="h1" size="xl">
          You are signed in as {name}
        </CardTitle>
        <ButtonLink to="/">Go to games</ButtonLink>
      </Card>
    );
  }
  return (
    <SignInForm
      reason={reason}
      onSignedIn={() => {
        router.history.push(afterSignIn(redirect));
        void router.invalidate();
      }}
    />
  );
}
