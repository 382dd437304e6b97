import { adminDashboardDay, adminDashboardOccupancy, adminDashboardPayoutsDue } from '@sports/contracts/admin/dashboardViews';
import type { DayTimeline, PayoutsDue, WeekOccupancy } from '@sports/contracts/admin/dashboardViews';
import { useQuery } from '@tanstack/react-query';
import { adminHttpClient } from '../../api/adminHttp';
import { retryUnlessRefused } from '../useDashboard';

/** This chunk loads after the first screen, so it parses with the contracts' own schemas. */
const read = async <T>(path: string, query: Record<string, string>, schema: { parse: (json: unknown) => T }): Promise<T> => {
  const { json } = await adminHttpClient(`${path}?${new URLSearchParams(query)}`);
  return schema.parse(json);
};

const REFRESH_MS = 60_000;

export const useDayTimeline = (date: string) =>
  useQuery<DayTimeline>({
    queryKey: ['admin', 'dashboard', 'day', date],
    queryFn: () => read(adminDashboardDay.path, { date }, adminDashboardDay.response),
    refetchInterval: REFRESH_MS,
    retry: retryUnlessRefused,
  });

export const useWeekOccupancy = (week: string) =>
  useQuery<WeekOccupancy>({
    queryKey: ['admin', 'dashboard', 'occupancy', week],
    queryFn: () => read(adminDashboardOccupancy.path, { week }, adminDashboardOccupancy.response),
    retry: retryUnlessRefused,
  });

export const usePayoutsDue = () =>
  useQuery<PayoutsDue>({
    queryKey: ['admin', 'dashboard', 'payouts-due'],
    queryFn: () => read(adminDashboardPayoutsDue.path, {}, adminDashboardPayoutsDue.response),
    retry: retryUnlessRefused,
  });

export const errorOf = (failure: unknown): Error | null =>
  failure instanceof Error ? failure : failure ? new Error(typeof failure === 'string' ? failure : JSON.stringify(failure)) : null;
