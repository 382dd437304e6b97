import { activityReplyOf, type GameDocument } from '@sports/contracts';
import { playerCostOf } from '@sports/shared-rules';
import type { FlagSource } from '../viewerFlags';
import { DAY_MS, OFFSET_SLACK_MS } from '../listFilter';
import { cellNumber, subcellNumber } from './cells';
import { gameWithCurrentNames, namedIdsOf } from '../currentNames';
import type { NameOf } from '../../people/nameBook';

const NO_NAMES: NameOf = () => undefined;

/**
 * A game as the live index keeps it: the fields the list filters, sorts and flags on, and the
 * document as JSON bytes, serialized once per change rather than once per response.
 */
export interface LiveGame extends FlagSource {
  id: string;
  startAt: number;
  endAt: number;
  /** Local day of the first start (YYYY-MM-DD), what startDate/endDate compare with. */
  date: string;
  /** The same day as a number (dayNumberOf), compared without reading the string. */
  day: number;
  isOnHold: boolean;
  isPublic: boolean;
  lat: number | null;
  lon: number | null;
  /** The 0.1° cell of the location (cells.ts), or null without one. */
  cell: number | null;
  /** The 0.025° subcell of the location within that cell (cells.ts subcellNumber), or null. */
  subcell: number | null;
  facilityId: string | null;
  /** What one player pays, in paise (playerCostOf), for the price filter (maxCost). */
  playerCost: number;
  /** The host and co-hosts (the document's memberIds), for the host filter (hostId). */
  hosts: readonly string[];
  /** The venue, whose photo a reply joins in (spaceAvatars.ts); null or absent without one. */
  spaceId?: string | null;
  /** The document as UTF-8 JSON: responses copy these bytes, with no string to flatten or encode. */
  json: Buffer;
  /** The people whose current names the bytes show (namedIdsOf): a rename of one of them redoes the bytes (withCurrentNames). */
  named: readonly string[];
}

/** The reply's bytes: the Activity fields, with the named people's current names. */
const replyBytesOf = (doc: GameDocument, nameOf: NameOf): Buffer =>
  ownBytesOf(JSON.stringify(activityReplyOf(gameWithCurrentNames(doc, nameOf))));

export const liveGameOf = (doc: GameDocument, nameOf: NameOf = NO_NAMES): LiveGame => {
  const { lat, lon } = doc.location;
  const cell = lat !== undefined && lon !== undefined ? cellNumber(lat, lon) : null;
  return {
    id: doc.id,
    activityId: doc.activityId,
    startAt: doc.startAt,
    endAt: doc.endAt,
    date: doc.date,
    day: dayNumberOf(doc.date),
    listingId: doc.listingId,
    isOnHold: doc.isOnHold,
    isPublic: doc.privacy !== 'private',
    lat: doc.location.lat ?? null,
    lon: doc.location.lon ?? null,
    cell,
    subcell: cell === null ? null : subcellNumber(cell, lat!, lon!),
    facilityId: doc.facilityId ?? null,
    // The document's own derived price (the booking's share counted), else derived here as it is there.
    playerCost: doc.playerCost ?? playerCostOf(doc),
    hosts: doc.memberIds,
    spaceId: doc.spaceId ?? null,
    circleId: doc.circleId,
    enableGameSkill: doc.enableGameSkill,
    gameSkillFrom: doc.gameSkillFrom,
    gameSkillTo: doc.gameSkillTo,
    // The reply's Activity fields are derived here, once per change of the game.
    json: replyBytesOf(doc, nameOf),
    named: namedIdsOf(doc),
  };
};

/**
 * The game's bytes again after a rename, from the bytes themselves (the document is not kept):
 * they are a reply made from the document, every field of it, and the derived fields come out
 * the same from a reply as from the document (activityReplyOf).
 */
export const withCurrentNames = (game: LiveGame, nameOf: NameOf): void => {
  game.json = replyBytesOf(JSON.parse(game.json.toString('utf8')) as GameDocument, nameOf);
};

/** 'YYYY-MM-DD' as the number YYYYMMDD: days compare as their strings do. */
export const dayNumberOf = (date: string): number =>
  Number(date.slice(0, 4)) * 10_000 + Number(date.slice(5, 7)) * 100 + Number(date.slice(8, 10));

/** The UTC start of a day given as its number (dayNumberOf), as Date.parse(`${date}T00:00:00Z`) reads it. */
export const utcDayStart = (day: number): number => Date.UTC(Math.floor(day / 10_000), (Math.floor(day / 100) % 100) - 1, day % 100);

/**
 * Whether the game's day is its start's local day under an offset within ±14 h (listFilter's
 * OFFSET_SLACK_MS), as every game the platform writes has it: then a start far enough inside a
 * date window is on a day of the window without reading the day (StartOrder.countKept).
 */
export const startsOnItsDay = (game: Pick<LiveGame, 'startAt' | 'day'>): boolean => {
  const dayStart = utcDayStart(game.day);
  return game.startAt >= dayStart - OFFSET_SLACK_MS && game.startAt < dayStart + DAY_MS + OFFSET_SLACK_MS;
};

/** A list's date window as day numbers: games on days [first, last]; open ends are infinite. */
export interface DayWindow {
  first: number;
  last: number;
}

export const dayWindowOf = (filter: { startDate?: string | undefined; endDate?: string | undefined }): DayWindow => ({
  first: filter.startDate ? dayNumberOf(filter.startDate) : Number.NEGATIVE_INFINITY,
  last: filter.endDate ? dayNumberOf(filter.endDate) : Number.POSITIVE_INFINITY,
});

const encoder = new TextEncoder();

/**
 * UTF-8 bytes in a buffer of their own. Buffer.from(string) cuts short strings out of a shared
 * 8 KB pool, and a kept slice keeps its whole pool block alive (with the short-lived replies cut
 * from it meanwhile): for the thousands of documents the index keeps, that nearly doubled the memory.
 */
const ownBytesOf = (text: string): Buffer => {
  const bytes = encoder.encode(text);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
};

/** The list's order (spec section 7: soonest first), total so pages never overlap. */
export const byStart = (a: LiveGame, b: LiveGame): number => a.startAt - b.startAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Where `game` goes in `games` (sorted by byStart): the index of the first one that sorts at or after it. */
export const lowerBoundByStart = (games: readonly LiveGame[], game: LiveGame): number => {
  let lo = 0;
  let hi = games.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (byStart(games[mid]!, game) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
};
