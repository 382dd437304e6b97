import type { DisputeOutcome, DisputeType, RatingEvent, RecordedEvent } from '@sports/contracts';
import { defineProjection } from '../core/projection';

export const RATING_DISPUTES_COLLECTION = 'rating_disputes';

/** A dispute case raised with a game rating (spec section 2, Rate Game), waiting for staff. */
export type DisputeCaseDocument = {
  id: string;
  caseId: string;
  activityId: string;
  activityName: string;
  listingId: string;
  spaceId: string | null;
  raisedBy: string;
  dispute: DisputeType;
  description: string;
  status: 'open' | 'resolved';
  openedAt: string;
  /** Set when staff closed the case (the back-office issue). */
  resolution?: { outcome: DisputeOutcome; note: string; resolvedBy: string; resolvedAt: string };
};

export const disputesProjection = defineProjection<DisputeCaseDocument>({
  name: 'ratings.disputes',
  collection: {
    name: RATING_DISPUTES_COLLECTION,
    indexes: [
      // The queue for admins: open cases, newest first.
      { fields: [['status', 1], ['openedAt', -1]] },
      // The queue for the staff of some spaces.
      { fields: [['spaceId', 1], ['status', 1], ['openedAt', -1]] },
      // The back office's list sorts by each column it shows (issue 20 item 4).
      ...(['activityName', 'dispute', 'raisedBy'] as const).map((field) => ({ fields: [['spaceId', 1], [field, 1]] as [string, 1 | -1][] })),
    ],
  },
  handles: ['DisputeOpened', 'DisputeResolved'],
  documentId: (event: RecordedEvent) => (event.data as { caseId: string }).caseId,
  evolve: (doc, recorded) => {
    const event = recorded as unknown as Extract<RatingEvent, { type: 'DisputeOpened' | 'DisputeResolved' }>;
    if (event.type === 'DisputeResolved') {
      const { outcome, note } = event.data;
      return doc && { ...doc, status: 'resolved', resolution: { outcome, note, resolvedBy: recorded.metadata.userId, resolvedAt: recorded.metadata.time } };
    }
    return doc ?? { id: event.data.caseId, ...event.data, status: 'open', openedAt: recorded.metadata.time };
  },
});
