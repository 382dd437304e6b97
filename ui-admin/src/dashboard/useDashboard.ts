import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { DEFAULT_DASHBOARD_DAYS } from '../api/firstScreenSchemas';
import type { AdminDataProvider } from '../dataProvider';

const REFRESH_MS = 60_000;

/** A refusal (4xx) will not change on a retry; a network failure or 5xx may. */
export const retryUnlessRefused = (failures: number, error: unknown) => {
  const status = typeof error === 'object' && error !== null && 'status' in error ? Number(error.status) : 0;
  return !(status >= 400 && status < 500) && failures < 2;
};

/** GET /admin-api/dashboard for the last `days` days, through the data provider (so 401 signs out). */
export function useDashboard(days = DEFAULT_DASHBOARD_DAYS, enabled = true) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  return useQuery({
    queryKey: ['admin', 'dashboard', days],
    queryFn: () => dataProvider.getDashboard(days),
    refetchInterval: REFRESH_MS,
    enabled,
    retry: retryUnlessRefused,
  });
}
