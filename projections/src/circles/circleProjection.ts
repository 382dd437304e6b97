import type { CircleDocument, CircleEvent, RecordedEvent } from '@sports/contracts';
import { defineProjection } from '../core/projection';
import { regionOf } from '../gameList/discoveryFields';

export const CIRCLES_COLLECTION = 'circles';

/** Circles by listing and city (spec section 7 "GET circles by listing"). */
export const circleProjection = defineProjection<CircleDocument>({
  name: 'circles',
  collection: {
    name: CIRCLES_COLLECTION,
    indexes: [
      {
        fields: [
          ['listingId', 1],
          ['region', 1],
        ],
      },
    ],
  },
  handles: ['CircleCreated'],
  documentId: (event: RecordedEvent) => (event.data as { circleId?: string }).circleId ?? null,
  evolve: (doc, recorded) => {
    const event = recorded as unknown as CircleEvent;
    if (doc) return doc; // a circle is created once
    const { circleId, details, createdBy } = event.data;
    return { ...details, id: circleId, circleId, region: regionOf(details.city) ?? '', createdBy, created: recorded.metadata.time };
  },
});
