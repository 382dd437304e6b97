import { DomainError, type RatingEvent } from '@sports/contracts';
import type { Of } from './ratingGuards';
import type { RatingState } from './ratingState';

/**
 * Staff close a dispute case raised with a game rating (the back-office issue): upheld or
 * dismissed, with a note. Those who see the case in their queue close it (platform operators
 * every case, organisation staff the cases of games at their spaces); a case is closed once.
 * An upheld case counts against the game's host (docs/ratings.md "Disputes").
 */
export const resolveDispute = (command: Of<'ResolveDispute'>, state: RatingState): RatingEvent[] => {
  const { caseId, activityId, outcome, note } = command.data;
  const scope = command.reviewerScope ?? null;
  const found = state.disputes.get(caseId);
  // Outside the reviewer's spaces a case does not exist, so case ids cannot be probed.
  if (!found || scope === null || (scope !== 'all' && (found.spaceId === null || !scope.includes(found.spaceId)))) {
    throw new DomainError('DISPUTE_NOT_FOUND', 'No such dispute case in your queue', 'caseId');
  }
  if (found.resolved) throw new DomainError('DISPUTE_ALREADY_RESOLVED', 'This dispute case is already closed', 'caseId');
  return [{ type: 'DisputeResolved', data: { caseId, activityId, outcome, note, hostId: command.game.membership.hostId } }];
};
