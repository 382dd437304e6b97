import { useRouterState } from '@tanstack/react-router';
import { ButtonLink, Card } from '../ui/primitives';

/** Shown instead of a list or tool that needs a signed-in user; sign-in comes back here. */
export function SignInPrompt({ what }: { what: string }) {
  const href = useRouterState({ select: (s) => s.location.href });
  return (
    <Card>
      <p style={{ marginTop: 0 }}>Sign in to {what}.</p>
      <ButtonLink to="/sign-in" search={{ redirect: href }}>
        Sign in
      </ButtonLink>
    </Card>
  );
}
