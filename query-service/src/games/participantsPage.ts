import type { GameDocument, ParticipantDetail } from '@sports/contracts';
import { GAME_PARTICIPANTS_COLLECTION, type DocumentStore, type Filter, type GameParticipantDocument } from '@sports/projections';

/**
 * The game detail carries this many participant entries inline (the first
 * comers, every status, as the spec's participantDetail); participantsNextUrl pages the joined
 * players beyond them through GET participants by status (spec section 7).
 */
export const PARTICIPANTS_PAGE_SIZE = 50;

export interface ParticipantsPage {
  entries: ParticipantDetail[];
  hasMore: boolean;
  nextUrl: string | null;
}

/** One page of a game's entries in the order people came, from the participants read model (one index range per page). */
export const findParticipantEntries = async (
  store: DocumentStore,
  activityId: string,
  statuses: readonly string[] | null,
  page: { page: number; size: number },
): Promise<{ entries: ParticipantDetail[]; hasMore: boolean }> => {
  // One status walks (activityId, status, order); several, or all, walk the listed entries in order.
  const filter: Filter =
    statuses && statuses.length === 1
      ? { activityId, status: statuses[0]! }
      : { activityId, listed: true, ...(statuses ? { status: { $in: [...statuses] } } : {}) };
  const docs = await store.find<GameParticipantDocument>(GAME_PARTICIPANTS_COLLECTION, {
    filter,
    sort: [['order', 1]],
    skip: page.page * page.size,
    limit: page.size + 1,
  });
  const entries = docs.flatMap((d) => (d.entry ? [d.entry] : []));
  return { entries: entries.slice(0, page.size), hasMore: entries.length > page.size };
};

export const participantsUrl = (activityId: string, status: string, page: number, size: number): string =>
  `/api/vm/activities/${encodeURIComponent(activityId)}/participants?status=${status}&page=${page}&size=${size}`;

/** The detail's first entries and where the joined players continue (null when the page holds everyone). */
export const participantsPageOf = async (store: DocumentStore, game: GameDocument, page: number): Promise<ParticipantsPage> => {
  const found = await findParticipantEntries(store, game.activityId, null, { page, size: PARTICIPANTS_PAGE_SIZE });
  return { ...found, nextUrl: found.hasMore ? participantsUrl(game.activityId, 'joined', 0, PARTICIPANTS_PAGE_SIZE) : null };
};
