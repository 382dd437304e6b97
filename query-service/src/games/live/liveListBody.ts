import { ANONYMOUS_VIEWER_FLAGS, PRODUCT_KEY } from '@sports/contracts';
import type { ListFacets } from '../facets';
import type { Viewer, ViewerFlags } from '../viewerFlags';
import { flagsFor } from '../viewerFlags';
import type { LiveGame } from './liveGame';

/**
 * A list's facets (spec section 3) as JSON fragments, made once per facets object and joined into
 * every first page that shows them: one string each is all the memory a remembered facet keeps.
 */
export interface FacetsJson {
  /** Kept as values too, to find the month a list opens at (monthIndexOf). */
  monthList: ListFacets['monthList'];
  /** `"facilities":{…},"listing":{…}`, the facet fields of `counts`. */
  counts: string;
  /** `"dateList":[…],"monthList":[…],"listingList":[…]`. */
  lists: string;
}

export const facetsJsonOf = (facets: ListFacets): FacetsJson => ({
  monthList: facets.monthList,
  counts: JSON.stringify({ facilities: facets.facilities, listing: facets.listing }).slice(1, -1),
  lists: JSON.stringify({ dateList: facets.dateList, monthList: facets.monthList, listingList: facets.listingList }).slice(1, -1),
});

export interface ListEnvelope {
  nextUrl: string | null;
  counts: { total: number; games: number; [PRODUCT_KEY]: number };
  stopLoading: boolean;
  /** On a first page: the facets, and the index of the month the list opens at. */
  facets?: { json: FacetsJson; monthIndex: number };
}

/** `],"nextUrl":…,"counts":{…},"stopLoading":…` and, on a first page, the facets, closing the response. */
const tailOf = ({ nextUrl, counts, stopLoading, facets }: ListEnvelope): string => {
  const head = `],"nextUrl":${JSON.stringify(nextUrl)},"counts":{"total":${counts.total},"games":${counts.games},"${PRODUCT_KEY}":${counts[PRODUCT_KEY]}`;
  if (!facets) return `${head}},"stopLoading":${stopLoading}}}`;
  return `${head},${facets.json.counts}},"stopLoading":${stopLoading},${facets.json.lists},"monthIndex":${facets.monthIndex}}}`;
};

const OPEN = '{"data":{"activities":[';

/**
 * A viewer's flag test (its saved games as a set), made once per viewer object: the route's
 * ViewerCache hands out the same object to a viewer's requests until the read models change.
 */
const flagTests = new WeakMap<Viewer, ReturnType<typeof flagsFor>>();
const flagsOfViewer = (viewer: Viewer): ReturnType<typeof flagsFor> => {
  let flags = flagTests.get(viewer);
  if (!flags) flagTests.set(viewer, (flags = flagsFor(viewer)));
  return flags;
};

/** `,"isSaved":…,"isRecommended":…,"viewerStatus":…}`: what JSON.stringify writes for the flags, in their order, without walking an object. */
const flagsJson = (flags: ViewerFlags): string =>
  `,"isSaved":${flags.isSaved},"isRecommended":${flags.isRecommended},"viewerStatus":${flags.viewerStatus === null ? 'null' : JSON.stringify(flags.viewerStatus)}}`;
const ANONYMOUS_EXTRAS = `,${JSON.stringify(ANONYMOUS_VIEWER_FLAGS).slice(1)}`;

/**
 * The Activity list response (spec section 3) as UTF-8 JSON, written into one buffer: each game's
 * cached JSON, with the viewer's flags added before its closing brace when someone is signed in,
 * then the list's own fields. The flags are booleans and a status word, so they are ASCII and
 * their length is their byte count.
 */
export const liveListJson = (games: readonly LiveGame[], viewer: Viewer | null, envelope: ListEnvelope): Buffer<ArrayBuffer> => {
  const flags = viewer ? flagsOfViewer(viewer) : null;
  // `,"isSaved":…,"viewerStatus":…}` in place of each game's closing brace; without a viewer the
  // spec's isSaved and isRecommended are false, one string for every game.
  const extras = flags ? games.map((game) => flagsJson(flags(game))) : games.map(() => ANONYMOUS_EXTRAS);
  const tail = tailOf(envelope);
  let length = OPEN.length + Buffer.byteLength(tail) + Math.max(0, games.length - 1);
  games.forEach((game, i) => (length += game.json.length + extras[i]!.length - 1));
  const out = Buffer.allocUnsafe(length);
  let at = out.write(OPEN, 0, 'latin1');
  games.forEach((game, i) => {
    if (i > 0) out[at++] = 0x2c; // ,
    at += game.json.copy(out, at, 0, game.json.length - 1);
    at += out.write(extras[i]!, at, 'latin1');
  });
  out.write(tail, at, 'utf8');
  return out;
};
