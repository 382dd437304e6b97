import { useRouterState } from '@tanstack/react-router';
import { ButtonLink, Card, Muted } from '../ui/primitives';

/** Shown by the pages that need a signed-in player, with the way back here after signing in. */
export function SignInToContinue({ what }: { what: string }) {
  const href = useRouterState({ select: (s) => s.location.href });
  return (
    <Card>
      <h1 style={{ marginTop: 0 }}>Sign in to {what}</h1>
      <Muted as="p">This page shows your own ratings and profile.</Muted>
      <ButtonLink to="/sign-in" search={{ redirect: href }}>
        Sign in
      </ButtonLink>
    </Card>
  );
}
