import { createHash } from 'node:crypto';
import type { RatingEntry, RatingEvent, RecordedEvent } from '@sports/contracts';
import { defineProjection } from '../core/projection';

export const RATING_ENTRIES_COLLECTION = 'rating_entries';

type Handled = Extract<
  RatingEvent,
  { type: 'ParticipantRated' | 'ParticipantRatingRevised' | 'HostRated' | 'HostRatingVerificationChanged' | 'GameRated' | 'DisputeOpened' }
>;

/** A short id from the parts (ids in paths stay within 64 characters, whatever the user and game ids). */
const idOf = (...parts: string[]) => `r-${createHash('sha256').update(parts.join('\n')).digest('base64url').slice(0, 24)}`;

/**
 * One document per rating for the back office's moderation list. A rater rates a host once and a
 * game once, so those documents have ids from who and what (a later verification change or the
 * dispute case finds them); a player can be rated more than once in a game (an assessment during
 * it, stars after), so each of those is its own document, keyed by its event.
 */
const documentIdOf = (recorded: RecordedEvent): string | null => {
  const event = recorded as unknown as Handled;
  switch (event.type) {
    // A revision is listed as an entry of its own: staff see what was said first and after.
    case 'ParticipantRated':
    case 'ParticipantRatingRevised':
      return idOf('participant', recorded.id);
    case 'HostRated':
    case 'HostRatingVerificationChanged':
      return idOf('host', event.data.activityId, event.data.raterId, event.data.hostId);
    case 'GameRated':
      return idOf('game', event.data.activityId, event.data.raterId);
    case 'DisputeOpened':
      return idOf('game', event.data.activityId, event.data.raisedBy);
    default:
      return null;
  }
};

const blank = {
  listingId: null,
  spaceId: null,
  raterRole: null,
  ratedUserId: null,
  stars: null,
  ratedLevel: null,
  assessment: null,
  description: '',
  isGameHappened: null,
  dispute: null,
  disputeCaseId: null,
  verifiedAttendee: null,
} as const;

export const ratingEntriesProjection = defineProjection<RatingEntry>({
  name: 'ratings.entries',
  collection: {
    name: RATING_ENTRIES_COLLECTION,
    indexes: [
      { fields: [['at', -1]] },
      {
        fields: [
          ['kind', 1],
          ['at', -1],
        ],
      },
      {
        fields: [
          ['stars', 1],
          ['at', -1],
        ],
      },
      {
        fields: [
          ['activityId', 1],
          ['at', -1],
        ],
      },
      {
        fields: [
          ['raterId', 1],
          ['at', -1],
        ],
      },
      {
        fields: [
          ['ratedUserId', 1],
          ['at', -1],
        ],
      },
      {
        fields: [
          ['listingId', 1],
          ['at', -1],
        ],
      },
      {
        fields: [
          ['ratedLevel', 1],
          ['at', -1],
        ],
      },
      {
        fields: [
          ['dispute', 1],
          ['at', -1],
        ],
      },
      // The staff of some venues: their games' ratings, newest first, by kind or by stars.
      {
        fields: [
          ['spaceId', 1],
          ['at', -1],
        ],
      },
      {
        fields: [
          ['spaceId', 1],
          ['kind', 1],
          ['at', -1],
        ],
      },
      {
        fields: [
          ['spaceId', 1],
          ['stars', 1],
          ['at', -1],
        ],
      },
    ],
  },
  handles: ['ParticipantRated', 'ParticipantRatingRevised', 'HostRated', 'HostRatingVerificationChanged', 'GameRated', 'DisputeOpened'],
  documentId: documentIdOf,
  evolve: (doc, recorded) => {
    const event = recorded as unknown as Handled;
    const id = documentIdOf(recorded)!;
    const at = recorded.metadata.time;
    switch (event.type) {
      case 'ParticipantRated':
      case 'ParticipantRatingRevised': {
        const d = event.data;
        return {
          ...blank,
          id,
          kind: 'participant',
          activityId: d.activityId,
          listingId: d.listingId,
          spaceId: d.spaceId ?? null,
          raterId: d.raterId,
          raterRole: d.raterRole,
          ratedUserId: d.ratedUserId,
          stars: d.stars ?? null,
          ratedLevel: d.ratedLevel ?? null,
          assessment: d.assessment ?? null,
          description: d.description ?? '',
          at,
        };
      }
      case 'HostRated': {
        const d = event.data;
        return {
          ...blank,
          id,
          kind: 'host',
          activityId: d.activityId,
          listingId: d.listingId ?? null,
          spaceId: d.spaceId ?? null,
          raterId: d.raterId,
          raterRole: 'participant',
          ratedUserId: d.hostId,
          stars: d.stars,
          description: d.description ?? '',
          verifiedAttendee: d.verifiedAttendee,
          at,
        };
      }
      case 'HostRatingVerificationChanged':
        return doc && { ...doc, verifiedAttendee: event.data.verifiedAttendee };
      case 'GameRated': {
        const d = event.data;
        return {
          ...blank,
          ...doc,
          id,
          kind: 'game',
          activityId: d.activityId,
          listingId: d.listingId ?? null,
          spaceId: d.spaceId ?? null,
          raterId: d.raterId,
          isGameHappened: d.isGameHappened,
          dispute: d.dispute,
          description: d.description,
          at,
        };
      }
      case 'DisputeOpened':
        return doc && { ...doc, disputeCaseId: event.data.caseId };
      default:
        return doc;
    }
  },
});
