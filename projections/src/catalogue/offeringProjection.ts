import type { OfferingClaimDocument, OfferingDocument, OfferingEvent, RecordedEvent } from '@sports/contracts';
import { defineProjection } from '../core/projection';

export const OFFERINGS_COLLECTION = 'offerings';

/** What each confirmation event says of the order's places. */
export const confirmed = (event: OfferingEvent): Partial<OfferingClaimDocument> | null => {
  switch (event.type) {
    case 'StudentEnrolled':
      return {
        batchId: event.data.batchId,
        count: event.data.count,
        validFrom: event.data.validFrom,
        validUntil: event.data.validUntil,
        sessionLimit: event.data.sessionLimit,
      };
    case 'PackPurchased':
      return { count: event.data.count, sessions: event.data.sessions, validFrom: event.data.validFrom, validUntil: event.data.validUntil };
    case 'LockersAllocated':
      return {
        count: event.data.lockerNumbers.length,
        numbers: event.data.lockerNumbers,
        validFrom: event.data.validFrom,
        validUntil: event.data.validUntil,
      };
    case 'MeetRegistered':
      return { count: event.data.bibNumbers.length, numbers: event.data.bibNumbers, formAnswers: event.data.formAnswers };
    case 'TournamentRegistered':
      return { count: event.data.entries, participantCount: event.data.participantCount, formAnswers: event.data.formAnswers };
    case 'EventTicketsIssued':
      return { count: event.data.ticketNumbers.length, numbers: event.data.ticketNumbers, formAnswers: event.data.formAnswers };
    default:
      return null;
  }
};

/** Classes, packs, lockers, meets, tournaments and events with every order's places. */
export const offeringProjection = defineProjection<OfferingDocument>({
  name: 'offerings',
  collection: {
    name: OFFERINGS_COLLECTION,
    indexes: [
      {
        fields: [
          ['spaceId', 1],
          ['name', 1],
        ],
      },
      {
        fields: [
          ['spaceId', 1],
          ['kind', 1],
          ['name', 1],
        ],
      },
      {
        fields: [
          ['orgId', 1],
          ['name', 1],
        ],
      },
      {
        fields: [
          ['orgId', 1],
          ['kind', 1],
          ['name', 1],
        ],
      },
      {
        fields: [
          ['orgId', 1],
          ['spaceId', 1],
          ['name', 1],
        ],
      },
      {
        fields: [
          ['orgId', 1],
          ['spaceId', 1],
          ['kind', 1],
          ['name', 1],
        ],
      },
      // The back office's lists also sort by when an offering changed.
      {
        fields: [
          ['orgId', 1],
          ['kind', 1],
          ['updated', -1],
        ],
      },
    ],
  },
  handles: [
    'OfferingSaved',
    'OfferingPlacesHeld',
    'OfferingPlacesReleased',
    'StudentEnrolled',
    'PackPurchased',
    'LockersAllocated',
    'MeetRegistered',
    'TournamentRegistered',
    'EventTicketsIssued',
  ],
  documentId: (event) => {
    const { kind, itemId } = event.data as { kind: string; itemId: string };
    return `${kind}-${itemId}`;
  },
  evolve: (doc, recorded: RecordedEvent) => {
    const event = recorded as unknown as OfferingEvent;
    const updated = recorded.metadata.time;
    const { kind, itemId, spaceId } = event.data;
    if (event.type === 'OfferingSaved') {
      const base = {
        id: `${kind}-${itemId}`,
        kind,
        itemId,
        key: itemId.slice(itemId.indexOf('.') + 1),
        spaceId,
        orgId: event.data.orgId,
        claims: doc?.claims ?? {},
      };
      return { ...base, name: event.data.offering.details.name, offering: event.data.offering, updated };
    }
    if (!doc) return null;
    const claims = { ...doc.claims };
    if (event.type === 'OfferingPlacesHeld') {
      const { orderId, userId, batchId, count, expiresAt } = event.data;
      claims[orderId] = { orderId, userId, count, status: 'held', expiresAt, numbers: [], ...(batchId ? { batchId } : {}) };
    } else if (event.type === 'OfferingPlacesReleased') {
      delete claims[event.data.orderId];
    } else {
      const data = event.data as { orderId: string; userId: string; name: string };
      const { expiresAt: _held, ...before } = claims[data.orderId] ?? { orderId: data.orderId, userId: data.userId, count: 0, numbers: [] };
      claims[data.orderId] = {
        ...before,
        ...confirmed(event),
        orderId: data.orderId,
        userId: data.userId,
        name: data.name,
        status: 'confirmed',
        numbers: confirmed(event)?.numbers ?? [],
      };
    }
    return { ...doc, claims, updated };
  },
});
