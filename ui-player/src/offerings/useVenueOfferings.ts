import type { OfferingView, SpaceDocument } from '@sports/contracts';
import { useEffect, useState } from 'react';
import { fetchOfferings, fetchSpace } from './api';
import { groupOf, type OfferingGroup } from './words';

export interface VenueOfferings {
  space: SpaceDocument | null;
  offerings: OfferingView[];
  /** Groups the venue sells, in tab order (memberships count as passes). */
  groups: OfferingGroup[];
  status: 'loading' | 'ready' | 'failed';
  /** Reads them again (after a refusal such as SOLD_OUT, the places left have changed). */
  reload: () => void;
}

const ORDER: OfferingGroup[] = ['classes', 'passes', 'events'];

/** The venue's document and what it sells besides slots, read once per venue page. */
export function useVenueOfferings(spaceId: string): VenueOfferings {
  const [state, setState] = useState<Omit<VenueOfferings, 'groups' | 'reload'>>({ space: null, offerings: [], status: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    Promise.all([fetchSpace(spaceId), fetchOfferings(spaceId)]).then(
      ([space, offerings]) => live && setState({ space, offerings, status: 'ready' }),
      () => live && setState((s) => ({ ...s, status: 'failed' })),
    );
    return () => {
      live = false;
    };
  }, [spaceId, round]);
  const present = new Set(state.offerings.map((o) => groupOf(o.kind)));
  if (state.space && Object.keys(state.space.memberships).length > 0) present.add('passes');
  return { ...state, groups: ORDER.filter((g) => present.has(g)), reload: () => setRound((r) => r + 1) };
}
