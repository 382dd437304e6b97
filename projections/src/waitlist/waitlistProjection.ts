import type { GameEvent, RecordedEvent, WaitlistDocument, WaitlistEntry } from '@sports/contracts';
import { defineProjection } from '../core/projection';

export const WAITLISTS_COLLECTION = 'gameWaitlists';

/** The events that change a line. A join matters only for someone in it; other game events are not read. */
const HANDLED = ['PlayerJoinedWaitlist', 'PlayerLeftWaitlist', 'WaitlistPlaceOffered', 'WaitlistOfferDeclined', 'WaitlistOfferLapsed', 'PlayerJoinedGame', 'JoinRequestAccepted', 'GameDeleted'] as const;

const withEntries = (id: string, entries: WaitlistEntry[]): WaitlistDocument | null => {
  if (entries.length === 0) return null;
  const offers = entries.map((e) => e.offerExpiresAt).filter((t): t is string => t !== null).sort();
  return { id, activityId: id, entries, nextOfferExpiresAt: offers[0] ?? null };
};

const without = (doc: WaitlistDocument | null, userId: string): WaitlistDocument | null =>
  doc && doc.entries.some((e) => e.userId === userId) ? withEntries(doc.id, doc.entries.filter((e) => e.userId !== userId)) : doc;

/**
 * Who waits for a place in each game, in order, with the offers open (issue 18 item 8): the
 * queue hosts see, a player's own place, and the due offers the waitlist sweeper lapses (indexed
 * by the earliest one). A game without a line has no document. Applying an event twice gives the
 * same document: a repeated join keeps one entry, a repeated removal finds nobody.
 */
export const waitlistProjection = defineProjection<WaitlistDocument>({
  name: 'gameWaitlists',
  collection: { name: WAITLISTS_COLLECTION, indexes: [{ fields: [['nextOfferExpiresAt', 1]] }] },
  handles: HANDLED,
  documentId: (event: RecordedEvent) => (event.data as { activityId: string }).activityId,
  evolve: (doc, recorded) => {
    const event = recorded as unknown as GameEvent;
    const time = recorded.metadata.time;
    switch (event.type) {
      case 'PlayerJoinedWaitlist': {
        const { activityId, player } = event.data;
        if (doc?.entries.some((e) => e.userId === player.id)) return doc;
        return withEntries(activityId, [...(doc?.entries ?? []), { userId: player.id, name: player.name, joined: time, offerExpiresAt: null }]);
      }
      case 'WaitlistPlaceOffered':
        return doc && withEntries(doc.id, doc.entries.map((e) => (e.userId === event.data.userId ? { ...e, offerExpiresAt: event.data.expiresAt } : e)));
      case 'PlayerLeftWaitlist':
      case 'WaitlistOfferDeclined':
      case 'WaitlistOfferLapsed':
        return without(doc, event.data.userId);
      case 'PlayerJoinedGame':
        return without(doc, event.data.participant.id);
      case 'JoinRequestAccepted':
        return without(doc, event.data.participantId);
      case 'GameDeleted':
        return null;
      default:
        return doc;
    }
  },
});
