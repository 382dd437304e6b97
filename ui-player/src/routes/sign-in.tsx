import { createFileRoute, useRouter } from '@tanstack/react-router';
import { z } from 'zod';
import { sameOriginPath } from '../api/paths';
import { SignInForm } from '../session/SignInForm';
import { useSession } from '../session/store';
import { ButtonLink, Card } from '../ui/primitives';

const searchSchema = z.object({ redirect: z.string().optional().catch(undefined) });

/** Sign in with a one-time code: `/sign-in?redirect=/games/g1` returns there afterwards. */
export const Route = createFileRoute('/sign-in')({
  validateSearch: searchSchema,
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

  if (name) {
    return (
      <Card style={{ maxWidth: 420, margin: '24px auto' }}>
        <p style={{ marginTop: 0 }}>You are signed in as {name}.</p>
        <ButtonLink to="/">Go to games</ButtonLink>
      </Card>
    );
  }
  return (
    <SignInForm
      onSignedIn={() => {
        router.history.push(afterSignIn(redirect));
        void router.invalidate();
      }}
    />
  );
}
