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

const OPEN = '{"data":{"activities":[';

/**
 * The Activity list response (spec section 3) as UTF-8 JSON, written into one buffer: each game's
 * cached JSON, with the viewer's flags added before its closing brace when someone is signed in,
 * then the list's own fields. The flags are booleans and a status word, so they are ASCII and
 * their length is their byte count.
 */
export const liveListJson = (games: readonly LiveGame[], viewer: Viewer | null, envelope: ListEnvelope): Buffer<ArrayBuffer> => {
  const flags = viewer ? flagsFor(viewer) : null;
  // `,"isSaved":…,"viewerStatus":…}` in place of each game's closing brace.
  const extras = flags ? games.map((game) => `,${JSON.stringify(flags(game)).slice(1)}`) : null;
  const { facets, ...rest } = envelope;
  const tail = `],${JSON.stringify({ ...rest, ...facets }).slice(1)}}`;
  let length = OPEN.length + Buffer.byteLength(tail) + Math.max(0, games.length - 1);
  games.forEach((game, i) => (length += game.json.length + (extras ? extras[i]!.length - 1 : 0)));
  const out = Buffer.allocUnsafe(length);
  let at = out.write(OPEN, 0, 'latin1');
  games.forEach((game, i) => {
    if (i > 0) out[at++] = 0x2c; // ,
    if (!extras) {
      at += game.json.copy(out, at);
      return;
    }
    at += game.json.copy(out, at, 0, game.json.length - 1);
    at += out.write(extras[i]!, at, 'latin1');
  });
  out.write(tail, at, 'utf8');
  return out as Buffer<ArrayBuffer>;
};
