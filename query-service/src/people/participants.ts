import { DomainError, type Actor, type GameDocument, type ParticipantDetail, type UserDocument, type peopleApi } from '@sports/contracts';
import { mayOnGame } from '@sports/shared-rules';
import type { DocumentStore } from '@sports/projections';
import { getVisibleGame, membershipOf } from '../games/gameQueries';
import { findParticipantEntries, participantsUrl } from '../games/participantsPage';
import { loadUsers, playerSummaryOf } from './personSummary';

type Participant = peopleApi.Participant;
type ParticipantStatus = peopleApi.ParticipantStatus;

/** Spec section 4: requests and invitations are the business of the host and co-hosts. */
const PENDING: ReadonlySet<ParticipantStatus> = new Set(['requested', 'invited']);

/** Spec section 3, Participant, from a participantDetail entry and the person's profile (absent for offline participants). */
export const participantOf = (game: GameDocument, entry: ParticipantDetail, user: UserDocument | undefined): Participant => {
  const isHost = entry.isHost || entry.id === game.host;
  return {
    ...playerSummaryOf(entry.isOfflineParticipant ? undefined : user, entry, game.listingId),
    isHost,
    isCoHost: !isHost && game.hostandCoHost.includes(entry.id),
    message: entry.message ?? null,
    retiredOn: entry.retiredOn ?? null,
    retiredBy: entry.retiredBy ?? null,
    status: entry.status as ParticipantStatus,
    isOfflineParticipant: entry.isOfflineParticipant,
    bookedBy: entry.bookedBy ?? null,
  };
};

/** The entries of these statuses, in the order people came to the game. */
export const entriesWithStatus = (game: GameDocument, statuses: readonly ParticipantStatus[]): ParticipantDetail[] =>
  game.participantDetail.filter((p) => (statuses as readonly string[]).includes(p.status));

/**
 * Spec section 7 "GET participants by status". A private game is not found for non-members
 * (section 5), checked before anything else so its existence does not leak; requests and
 * invitations need the host or a co-host (permissions.ts viewPendingParticipants).
 */
export const listParticipants = async (
  store: DocumentStore,
  activityId: string,
  statuses: readonly ParticipantStatus[],
  viewer: Pick<Actor, 'userId' | 'role'> | null,
  page: { page: number; size: number } = { page: 0, size: 500 },
): Promise<{ participants: Participant[]; nextUrl: string | null }> => {
  const game = await getVisibleGame(store, activityId, viewer);
  if (!game) throw new DomainError('GAME_NOT_FOUND', 'No such game', 'activityId');
  if (statuses.some((s) => PENDING.has(s)) && !mayOnGame(viewer, 'viewPendingParticipants', membershipOf(game))) {
    throw new DomainError('NOT_HOST', 'Only the host and co-hosts see requests and invitations', 'status');
  }
  // From the participants read model, a page at a time (the game document keeps a preview only).
  const { entries, hasMore } = await findParticipantEntries(store, activityId, statuses, page);
  const users = await loadUsers(
    store,
    entries.filter((e) => !e.isOfflineParticipant).map((e) => e.id),
  );
  return {
    participants: entries.map((entry) => participantOf(game, entry, users.get(entry.id))),
    nextUrl: hasMore ? participantsUrl(activityId, statuses.join(','), page.page + 1, page.size) : null,
  };
};
