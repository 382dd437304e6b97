import { useRouterState } from '@tanstack/react-router';
import { ButtonLink, Card } from '../ui/primitives';

/** Bookings are the signed-in player's; sign-in comes back to this page. */
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
