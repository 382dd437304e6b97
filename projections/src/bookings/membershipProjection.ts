import type { MembershipDocument, OrderEvent, RecordedEvent } from '@sports/contracts';
import { defineProjection } from '../core/projection';

export const MEMBERSHIPS_COLLECTION = 'memberships';

/**
 * "My memberships": one document per membership bought, by member and validity; the back office
 * lists them as members of the organisation (memberships started before events carried orgId have none).
 */
export const membershipProjection = defineProjection<MembershipDocument>({
  name: 'memberships',
  collection: {
    name: MEMBERSHIPS_COLLECTION,
    indexes: [
      {
        fields: [
          ['userId', 1],
          ['validUntil', -1],
        ],
      },
      {
        fields: [
          ['orgId', 1],
          ['validUntil', -1],
        ],
      },
      {
        fields: [
          ['orgId', 1],
          ['spaceId', 1],
          ['validUntil', -1],
        ],
      },
      {
        fields: [
          ['orgId', 1],
          ['membershipId', 1],
          ['validUntil', -1],
        ],
      },
      {
        fields: [
          ['orgId', 1],
          ['validFrom', -1],
        ],
      },
      { fields: [['validUntil', -1]] },
    ],
  },
  handles: ['MembershipStarted'],
  documentId: (event) => {
    const { orderId, membershipId } = event.data as { orderId: string; membershipId: string };
    return `${orderId}.${membershipId}`;
  },
  evolve: (doc, recorded: RecordedEvent) => {
    const event = recorded as unknown as OrderEvent;
    if (doc || event.type !== 'MembershipStarted') return doc;
    return { id: `${event.data.orderId}.${event.data.membershipId}`, ...event.data, created: recorded.metadata.time };
  },
});
