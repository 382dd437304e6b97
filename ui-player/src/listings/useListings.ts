import { useEffect, useState } from 'react';
import { fetchListings, type ListingSummary } from './api';

export type ListingsState = { status: 'loading' } | { status: 'ready'; listings: ListingSummary[] } | { status: 'failed' };

type Answer = { region: string | undefined; state: ListingsState };

/**
 * The listings of a region (all regions when `region` is undefined; nothing is asked while it is
 * null, e.g. before a city is typed). An answer for an earlier region is never shown for the current one.
 */
export function useListings(region: string | null | undefined): ListingsState {
  const [answer, setAnswer] = useState<Answer | null>(null);
  useEffect(() => {
    if (region === null) return;
    let live = true;
    fetchListings(region).then(
      (listings) => live && setAnswer({ region, state: { status: 'ready', listings } }),
      () => live && setAnswer({ region, state: { status: 'failed' } }),
    );
    return () => {
      live = false;
    };
  }, [region]);
  return answer && region !== null && answer.region === region ? answer.state : { status: 'loading' };
}
