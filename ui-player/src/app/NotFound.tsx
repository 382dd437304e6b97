import { Card, ButtonLink } from '../ui/primitives';
import { fontSize } from '../ui/tokens';

export function NotFound({ what = 'page' }: { what?: string }) {
  return (
    <Card>
      <h1 style={{ marginTop: 0, fontSize: fontSize.xl }}>This {what} was not found</h1>
      <ButtonLink to="/">Back to games</ButtonLink>
    </Card>
  );
}
