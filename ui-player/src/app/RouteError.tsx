import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { Button, Card, Muted } from '../ui/primitives';

/** A route's loader or render failed: say so and offer a retry (re-runs the loaders). */
export function RouteError({ error }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <Card role="alert">
      <h2 style={{ marginTop: 0 }}>Something went wrong</h2>
      <Muted as="p">{error instanceof Error ? error.message : String(error)}</Muted>
      <Button onClick={() => void router.invalidate()}>Try again</Button>
    </Card>
  );
}
