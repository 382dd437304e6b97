import { Card, ButtonLink } from '../ui/primitives';

export function NotFound({ what = 'page' }: { what?: string }) {
  return (
    <Card>
      <h2 style={{ marginTop: 0 }}>This {what} was not found</h2>
      <ButtonLink to="/">Back to games</ButtonLink>
    </Card>
  );
}
