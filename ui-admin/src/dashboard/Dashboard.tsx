import { Card, CardContent, CardHeader, Stack } from '@mui/material';
import { Title } from 'react-admin';
import { StatCard } from './StatCard';
import { useHealth, useUpcomingGameCount } from './queries';

export const DASHBOARD_TITLE = 'Back office';

/** Landing page: platform status and how many games are upcoming. */
export function Dashboard() {
  const health = useHealth();
  const upcoming = useUpcomingGameCount();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={DASHBOARD_TITLE} />
      <CardHeader title={DASHBOARD_TITLE} />
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <StatCard label="Status" value={health.data?.status} loading={health.isPending} error={health.error} />
          <StatCard label="Upcoming games" value={upcoming.data} loading={upcoming.isPending} error={upcoming.error} />
        </Stack>
      </CardContent>
    </Card>
  );
}
