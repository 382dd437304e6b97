import { Card, ButtonLink } from '../ui/primitives';
import { CardTitle } from '../ui/layout';

export function NotFound({ what = 'page' }: { what?: string }) {
  return (
    <Card>
      <CardTitle as="h1" size="xl">
        This {what} was not found
      </CardTitle>
      <ButtonLink to="/">Back to games</ButtonLink>
    </Card>
  );
}
