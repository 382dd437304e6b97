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
  /** The venue's organisation, whose queue holds the case; null at no venue or on cases opened before it was recorded. */
  orgId: string | null;
  raisedBy: string;
  dispute: DisputeType;
  description: string;
  status: 'open' | 'resolved';
  openedAt: string;
  /** Set when staff closed the case; gone again on reopening (the history keeps every step). */
  resolution?: { outcome: DisputeOutcome; note: string; resolvedBy: string; resolvedAt: string };
  /** The latest reopening by a manager. */
  reopened?: { note: string; reopenedBy: string; reopenedAt: string };
};

type CaseEvent = Extract<RatingEvent, { type: 'DisputeOpened' | 'DisputeResolved' | 'DisputeReopened' }>;

export const disputesProjection = defineProjection<DisputeCaseDocument>({
  name: 'ratings.disputes',
  collection: {
    name: RATING_DISPUTES_COLLECTION,
    indexes: [
      // The queue for admins: open cases, newest first.
      {
        fields: [
          ['status', 1],
          ['openedAt', -1],
        ],
      },
      // The queue for the staff of some spaces.
      {
        fields: [
          ['spaceId', 1],
          ['status', 1],
          ['openedAt', -1],
        ],
      },
      // ... and the cases about games at their venues through a field or a typed place (docs/adr/0108-games-at-their-venues.md).
      {
        fields: [
          ['activityId', 1],
          ['openedAt', -1],
        ],
      },
      // The back office's list sorts by each column it shows.
      ...(['activityName', 'dispute', 'raisedBy'] as const).map((field) => ({
        fields: [
          ['spaceId', 1],
          [field, 1],
        ] as [string, 1 | -1][],
      })),
    ],
  },
  handles: ['DisputeOpened', 'DisputeResolved', 'DisputeReopened'],
  documentId: (event: RecordedEvent) => (event.data as { caseId: string }).caseId,
  evolve: (doc, recorded) => {
    const event = recorded as unknown as CaseEvent;
    const { userId: by, time: at } = recorded.metadata;
    if (event.type === 'DisputeResolved') {
      const { outcome, note } = event.data;
      return doc && { ...doc, status: 'resolved', resolution: { outcome, note, resolvedBy: by, resolvedAt: at } };
    }
    if (event.type === 'DisputeReopened') {
      if (!doc) return null;
      const { resolution: _closed, ...rest } = doc;
      return { ...rest, status: 'open', reopened: { note: event.data.note, reopenedBy: by, reopenedAt: at } };
    }
    if (doc) return doc;
    const { orgId = null, ...opened } = event.data;
    return { id: opened.caseId, ...opened, orgId, status: 'open', openedAt: at };
  },
});
