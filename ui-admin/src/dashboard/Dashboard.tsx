import { Alert, Box, Card, CardContent, CardHeader, Skeleton, Stack } from '@mui/material';
import { Suspense, lazy } from 'react';
import { useAuthenticated, useBasename } from 'react-admin';
import { DEFAULT_DASHBOARD_DAYS } from '../api/firstScreenSchemas';
import { PageTitle } from '../layout/PageTitle';
import { BookingsChart } from './BookingsChart';
import { shortDate } from './chartScale';
import { OccupancyChart } from './OccupancyChart';
import { OrdersByStatus } from './OrdersByStatus';
import { StatCard } from './StatCard';
import { useDashboard } from './useDashboard';

export const DASHBOARD_TITLE = 'Back office';

/** The manager's day, week and payouts: one chunk loaded after the first screen (ManagerViews.tsx). */
const managerViews = () => import('./manager/ManagerViews');
const DayTimelineCard = lazy(() => managerViews().then((m) => ({ default: m.DayTimelineCard })));
const OccupancyHeatmapCard = lazy(() => managerViews().then((m) => ({ default: m.OccupancyHeatmapCard })));
const PayoutsDueCard = lazy(() => managerViews().then((m) => ({ default: m.PayoutsDueCard })));

/** The occupancy window in words: it starts today and looks ahead. */
export const occupancyPeriod = (from: string, to: string) => `Today (${shortDate(from)})${from === to ? '' : ` to ${shortDate(to)}`}`;

/** A link to the orders list filtered by one status (react-admin keeps list filters in the query string). */
const ordersWithStatus = (basename: string, status: string) =>
  `${basename}/orders?${new URLSearchParams({ filter: JSON.stringify({ status }) })}`;

/** What a manager opens first (spec sections 1 and 3): the day at the venues; then active players, open disputes, orders by status, bookings and revenue per day, occupancy per venue; a week's occupancy by hour and the payouts due. */
export function Dashboard() {
  // Signed-out visitors go to the sign-in page before anything asks the admin API.
  const { authenticated } = useAuthenticated();
  const basename = useBasename();
  const { data, error: failure, isPending } = useDashboard(DEFAULT_DASHBOARD_DAYS, authenticated === true);
  const error =
    failure instanceof Error ? failure : failure ? new Error(typeof failure === 'string' ? failure : JSON.stringify(failure)) : null;
  const period = `Last ${DEFAULT_DASHBOARD_DAYS} days`;
  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 2 }}>
      <PageTitle title={DASHBOARD_TITLE} />
      {error && <Alert severity="error">Dashboard unavailable: {error.message}</Alert>}
      {authenticated === true ? (
        <Suspense fallback={<Skeleton variant="rectangular" height={160} />}>
          <DayTimelineCard />
        </Suspense>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <StatCard label="Active players" value={data?.activePlayers} loading={isPending} error={error} />
        <StatCard label="Open disputes" value={data?.openDisputes} loading={isPending} error={error} />
        <StatCard
          label="Orders"
          value={data && Object.values(data.ordersByStatus).reduce((a, b) => a + b, 0)}
          loading={isPending}
          error={error}
        />
      </Stack>
      <Card>
        <CardHeader title="Orders by status" subheader={period} />
        <CardContent>
          {data ? (
            <OrdersByStatus counts={data.ordersByStatus} linkTo={(status) => ordersWithStatus(basename, status)} />
          ) : (
            <Skeleton height={40} />
          )}
        </CardContent>
      </Card>
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2}>
        <Card sx={{ flex: 2, minWidth: 0 }}>
          <CardHeader title="Bookings and revenue per day" subheader={data ? `${shortDate(data.from)} to ${shortDate(data.to)}` : period} />
          <CardContent>
            {data ? <BookingsChart days={data.bookingsPerDay} currency={data.currency} /> : <Skeleton variant="rectangular" height={240} />}
          </CardContent>
        </Card>
        <Card sx={{ flex: 1, minWidth: 0 }}>
          {/* Today and ahead: slots are sold for the coming days (docs/backoffice.md "Dashboard"). */}
          <CardHeader
            title="Occupancy per venue"
            subheader={
              data ? occupancyPeriod(data.occupancyFrom, data.occupancyTo) : `Today and the next ${DEFAULT_DASHBOARD_DAYS - 1} days`
            }
          />
          <CardContent>
            {data ? <OccupancyChart venues={data.occupancyPerVenue} /> : <Skeleton variant="rectangular" height={120} />}
          </CardContent>
        </Card>
      </Stack>
      {authenticated === true ? (
        <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2}>
          <Box sx={{ flex: 3, minWidth: 0 }}>
            <Suspense fallback={<Skeleton variant="rectangular" height={200} />}>
              <OccupancyHeatmapCard />
            </Suspense>
          </Box>
          <Box sx={{ flex: 2, minWidth: 0 }}>
            <Suspense fallback={<Skeleton variant="rectangular" height={120} />}>
              <PayoutsDueCard />
            </Suspense>
          </Box>
        </Stack>
      ) : null}
    </Stack>
  );
}
