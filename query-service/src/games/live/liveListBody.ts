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

const OPEN = Buffer.from('{"data":{"activities":[');
const COMMA = Buffer.from(',');

/**
 * The Activity list response (spec section 3) as UTF-8 JSON: each game's cached JSON, with the
 * viewer's flags appended when someone is signed in, then the list's own fields.
 */
export const liveListJson = (games: readonly LiveGame[], viewer: Viewer | null, envelope: ListEnvelope): Buffer<ArrayBuffer> => {
  const flags = viewer ? flagsFor(viewer) : null;
  const pieces: Uint8Array[] = [OPEN];
  games.forEach((game, i) => {
    if (i > 0) pieces.push(COMMA);
    pieces.push(...(flags ? withJsonFields(game.json, flags(game)) : [game.json]));
  });
  const { facets, ...rest } = envelope;
  pieces.push(Buffer.from(`],${JSON.stringify({ ...rest, ...facets }).slice(1)}}`));
  return Buffer.concat(pieces);
};
