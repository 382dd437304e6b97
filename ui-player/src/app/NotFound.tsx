import { Card, ButtonLink } from '../ui/primitives';

export function NotFound({ what = 'page' }: { what?: string }) {
  return (
    <Card>
      <h1 style={{ marginTop: 0, fontSize: 22 }}>This {what} was not found</h1>
      <ButtonLink to="/">Back to games</ButtonLink>
    </Card>
  );
}
