import { useQuery } from '@tanstack/react-query';
import { fetchHealth, fetchUpcomingGames } from '../api/platform';

const REFRESH_MS = 15_000;

export const useHealth = () =>
  useQuery({ queryKey: ['platform', 'health'], queryFn: ({ signal }) => fetchHealth(signal), refetchInterval: REFRESH_MS });

export const useUpcomingGameCount = () =>
  useQuery({
    queryKey: ['platform', 'games', 'upcoming', 'count'],
    queryFn: ({ signal }) => fetchUpcomingGames(signal),
    select: (reply) => reply.data.counts.total,
    refetchInterval: REFRESH_MS,
  });
