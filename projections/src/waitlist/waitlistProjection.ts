import type { GameEvent, RecordedEvent, WaitlistEntry } from '@sports/contracts';
import { defineProjection } from '../core/projection';

/**
 * Big games stay cheap: one document per (game, player in line), so joining or
 * leaving a line of ten thousand writes one small document, as in a line of ten (the design card:
 * no step rewrites a document whose size grows with its stream). It replaces `gameWaitlists`,
 * which held each game's whole line in one document.
 */
export const WAITLIST_COLLECTION = 'game_waitlist_v1';

export type WaitlistEntryDocument = WaitlistEntry & {
  /** `${activityId}:${userId}` (waitlistEntryId). */
  id: string;
  activityId: string;
  /** The line's order: the log position of the join that queued them. Those ahead have smaller ones (their count is the place). */
  place: number;
};

export const waitlistEntryId = (activityId: string, userId: string): string => `${activityId}:${userId}`;

/** The player an event concerns, when it may put them in the line or take them out of it. */
const userIdOf = (event: GameEvent): string | null => {
  switch (event.type) {
    case 'PlayerJoinedWaitlist':
      return event.data.player.id;
    case 'PlayerLeftWaitlist':
    case 'WaitlistPlaceOffered':
    case 'WaitlistOfferWithdrawn':
    case 'WaitlistOfferDeclined':
    case 'WaitlistOfferLapsed':
      return event.data.userId;
    // Joining takes a player out of the line (the game stream's leavesWaitlist): a paid hold too.
    case 'PlayerJoinedGame':
    case 'GamePlaceHeld':
      return event.data.participant.id;
    case 'JoinRequestAccepted':
      return event.data.participantId;
    default:
      return null;
  }
};

const HANDLED = [
  'PlayerJoinedWaitlist',
  'PlayerLeftWaitlist',
  'WaitlistPlaceOffered',
  'WaitlistOfferWithdrawn',
  'WaitlistOfferDeclined',
  'WaitlistOfferLapsed',
  'PlayerJoinedGame',
  'GamePlaceHeld',
  'JoinRequestAccepted',
] as const;

export const evolveWaitlistEntry = (
  doc: WaitlistEntryDocument | null,
  event: GameEvent,
  position: bigint,
  time: string,
): WaitlistEntryDocument | null => {
  switch (event.type) {
    case 'PlayerJoinedWaitlist': {
      // Queued once: a repeated join keeps the place and the time.
      if (doc) return doc;
      const { activityId, player } = event.data;
      return {
        id: waitlistEntryId(activityId, player.id),
        activityId,
        userId: player.id,
        name: player.name,
        joined: time,
        offerExpiresAt: null,
        place: Number(position),
      };
    }
    case 'WaitlistPlaceOffered':
      return doc && { ...doc, offerExpiresAt: event.data.expiresAt };
    case 'WaitlistOfferWithdrawn':
      // The host marked the match full: no place is kept for them, but they keep their place in line.
      return doc && { ...doc, offerExpiresAt: null };
    default:
      // Out of the line: left, declined, lapsed, or in the game.
      return null;
  }
};

/**
 * Who waits for a place in each game: the queue hosts see (a page at a time, by
 * place), a player's own entry (their place is the count of those ahead), a viewer's lines (by
 * user, for the cards' 'waitlisted'), and the open offers the waitlist sweeper lapses (by expiry).
 * Entries of a deleted game stay behind: readers go through the game document, and the sweeper
 * skips offers whose game is gone.
 */
export const waitlistProjection = defineProjection<WaitlistEntryDocument>({
  name: 'gameWaitlist.v1',
  collection: {
    name: WAITLIST_COLLECTION,
    indexes: [
      {
        fields: [
          ['activityId', 1],
          ['place', 1],
        ],
      },
      { fields: [['userId', 1]] },
      { fields: [['offerExpiresAt', 1]] },
    ],
  },
  handles: HANDLED,
  documentId: (event: RecordedEvent) => {
    const gameEvent = event as unknown as GameEvent;
    const userId = userIdOf(gameEvent);
    return userId === null ? null : waitlistEntryId(gameEvent.data.activityId, userId);
  },
  evolve: (doc, event) => evolveWaitlistEntry(doc, event as unknown as GameEvent, event.position, event.metadata.time),
});
