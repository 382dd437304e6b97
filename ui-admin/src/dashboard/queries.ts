import { useQuery } from '@tanstack/react-query';
import { fetchHealth } from '../api/platform';

const REFRESH_MS = 15_000;

export const useHealth = () =>
  useQuery({ queryKey: ['platform', 'health'], queryFn: ({ signal }) => fetchHealth(signal), refetchInterval: REFRESH_MS });
