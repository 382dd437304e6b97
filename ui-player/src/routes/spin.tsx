import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '../app/RouteError';
import { fetchWheels } from '../spinWheel/api';
import { SpinPage } from '../spinWheel/SpinPage';
import { pageTitle } from '../ui/pageTitle';

/** `/spin`: the coupon wheels a player may spin (docs/adr/0110-spin-wheel-server.md); a lazy chunk. */
export const Route = createFileRoute('/spin')({
  loader: () => fetchWheels(),
  head: () => pageTitle('Spin to win', 'Offers'),
  component: SpinRoute,
  errorComponent: RouteError,
});

function SpinRoute() {
  return <SpinPage wheels={Route.useLoaderData()} />;
}
