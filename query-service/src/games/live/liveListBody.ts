import { withJsonFields } from '@sports/service-kit';
import type { ListFacets } from '../facets';
import type { Viewer } from '../viewerFlags';
import { flagsFor } from '../viewerFlags';
import type { LiveGame } from './liveGame';

export interface ListEnvelope {
  nextUrl: string | null;
  counts: Record<string, unknown>;
  stopLoading: boolean;
  facets?: Pick<ListFacets, 'dateList' | 'monthList' | 'listingList'> & { monthIndex: number };
}

/**
 * The Activity list response (spec section 3) as JSON text: each game's cached JSON, with the
 * viewer's flags appended when someone is signed in, then the list's own fields.
 */
export const liveListJson = (games: readonly LiveGame[], viewer: Viewer | null, envelope: ListEnvelope): string => {
  const flags = viewer ? flagsFor(viewer) : null;
  const activities = games.map((game) => (flags ? withJsonFields(game.json, flags(game)) : game.json)).join(',');
  const { facets, ...rest } = envelope;
  const tail = JSON.stringify({ ...rest, ...facets });
  return `{"data":{"activities":[${activities}],${tail.slice(1)}}`;
};
