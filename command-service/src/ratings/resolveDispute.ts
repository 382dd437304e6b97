import { DomainError, type RatingEvent } from '@sports/contracts';
import { mayOnDispute, type DisputeAction, type DisputePlace } from '@sports/shared-rules';
import type { Of } from './ratingGuards';
import type { DisputeCase, RatingState } from './ratingState';

/**
 * Where a case lies, for mayOnDispute. Cases opened before orgId was recorded, or before the
 * catalogue knew the venue, take the venue's organisation as read with the game: a venue never
 * changes organisation. A case about a game named by a field or a typed place carries no venue; it
 * lies at the game's derived venue (docs/adr/0108-games-at-their-venues.md), as the dispute
 * queue reads it (query-service ratings/disputeQueue.ts), so whoever sees it in their queue may act on it.
 */
const placeOf = (found: DisputeCase, command: Of<'ResolveDispute' | 'ReopenDispute'>): DisputePlace => {
  if (found.spaceId !== null) return { spaceId: found.spaceId, orgId: found.orgId ?? command.game.orgId };
  if (found.orgId) return { spaceId: null, orgId: found.orgId };
  return command.venue ? { spaceId: command.venue.spaceId, orgId: command.venue.orgId } : { spaceId: null, orgId: null };
};

/**
 * The case, if the reviewer's queue holds it, after checking they may take this step on it
 * (permissions.ts mayOnDispute). Outside the queue a case does not exist (404),
 * so case ids cannot be probed; staff who see it but may not decide it get 403.
 */
const caseFor = (command: Of<'ResolveDispute' | 'ReopenDispute'>, state: RatingState, action: DisputeAction): DisputeCase => {
  const found = state.disputes.get(command.data.caseId);
  const place = found && placeOf(found, command);
  if (!found || !place || !mayOnDispute(command.reviewer ?? null, 'review', place)) {
    throw new DomainError('DISPUTE_NOT_FOUND', 'No such dispute case in your queue', 'caseId');
  }
  if (!mayOnDispute(command.reviewer ?? null, action, place)) {
    throw new DomainError('FORBIDDEN', `Only managers of the venue's organisation ${action} dispute cases`, 'Authorization');
  }
  return found;
};

/**
 * Staff close a dispute case raised with a game rating: upheld or
 * dismissed, with a note (both required). A manager of the venue's organisation
 * or a platform operator closes it; a case is closed once until reopened. An upheld case counts
 * against the game's host (docs/ratings.md "Disputes").
 */
export const resolveDispute = (command: Of<'ResolveDispute'>, state: RatingState): RatingEvent[] => {
  const { caseId, activityId, outcome, note } = command.data;
  const found = caseFor(command, state, 'resolve');
  if (found.outcome !== null) throw new DomainError('DISPUTE_ALREADY_RESOLVED', 'This dispute case is already closed', 'caseId');
  return [{ type: 'DisputeResolved', data: { caseId, activityId, outcome, note, hostId: command.game.membership.hostId } }];
};

/**
 * A manager reopens a resolved case with a note; it is back in the queue, and an
 * upheld outcome stops counting against the host until the case is resolved again.
 */
export const reopenDispute = (command: Of<'ReopenDispute'>, state: RatingState): RatingEvent[] => {
  const { caseId, activityId, note } = command.data;
  const found = caseFor(command, state, 'reopen');
  if (found.outcome === null) throw new DomainError('DISPUTE_NOT_RESOLVED', 'This dispute case is open already', 'caseId');
  return [
    {
      type: 'DisputeReopened',
      data: { caseId, activityId, note, previousOutcome: found.outcome, hostId: found.hostId ?? command.game.membership.hostId },
    },
  ];
};
