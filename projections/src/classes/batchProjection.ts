import { batchRecordId, classRecordId, ownValue, type BatchDocument, type OfferingEvent, type RecordedEvent } from '@sports/contracts';
import { defineProjection } from '../core/projection';
import { keyAfter, orgListIndexes } from './classIds';

export const BATCHES_COLLECTION = 'class_batches';

const total = (enrolments: Record<string, number>) => Object.values(enrolments).reduce((sum, n) => sum + n, 0);

/**
 * A class's batches (spec section 3 batch; docs/backoffice.md "Classes"), derived from the class's
 * own events: each save describes every batch, enrolments and releases move its enrolled count.
 */
export const batchProjection = defineProjection<BatchDocument, string | readonly string[]>({
  name: 'classBatches',
  collection: {
    name: BATCHES_COLLECTION,
    indexes: [
      ...orgListIndexes(
        ['name', 'startDate', 'enrolled', 'status', 'updated', 'capacity', 'instructor'],
        ['spaceId', 'classId', 'classKey', 'status'],
        'name',
      ),
      {
        fields: [
          ['orgId', 1],
          ['classId', 1],
          ['startDate', 1],
        ],
      },
    ],
  },
  handles: ['OfferingSaved', 'StudentEnrolled', 'OfferingPlacesReleased', 'ClassBatchRemoved'],
  documentId: (recorded) => {
    const event = recorded as unknown as OfferingEvent;
    if (event.data.kind !== 'class') return null;
    switch (event.type) {
      case 'OfferingSaved':
        return event.data.offering.kind === 'class'
          ? Object.keys(event.data.offering.details.batches).map((b) => batchRecordId(event.data.itemId, b))
          : null;
      case 'StudentEnrolled':
      case 'ClassBatchRemoved':
        return batchRecordId(event.data.itemId, event.data.batchId);
      case 'OfferingPlacesReleased':
        return event.data.batchId ? batchRecordId(event.data.itemId, event.data.batchId) : null;
      default:
        return null;
    }
  },
  evolve: (doc, recorded: RecordedEvent, id) => {
    const event = recorded as unknown as OfferingEvent;
    const updated = recorded.metadata.time;
    const { itemId, spaceId } = event.data;
    switch (event.type) {
      case 'OfferingSaved': {
        if (event.data.offering.kind !== 'class' || !id) return doc;
        const details = event.data.offering.details;
        const batchKey = keyAfter(itemId, id);
        const batch = ownValue(details.batches, batchKey);
        if (!batch) return doc;
        const enrolments = doc?.enrolments ?? {};
        return {
          id,
          orgId: event.data.orgId,
          spaceId,
          classId: classRecordId(itemId),
          classKey: keyAfter(spaceId, itemId),
          className: details.name,
          batchKey,
          name: batch.name,
          status: batch.status,
          capacity: batch.capacity,
          enrolled: total(enrolments),
          enrolments,
          sessionLimit: batch.sessionLimit ?? null,
          instructor: details.instructor || null,
          weekdays: batch.weekdays,
          startTime: batch.startTime,
          endTime: batch.endTime,
          startDate: batch.startDate,
          sessions: details.sessions.filter((s) => s.batchId === batchKey).length,
          updated,
        };
      }
      case 'StudentEnrolled': {
        if (!doc) return null;
        const enrolments = { ...doc.enrolments, [event.data.orderId]: event.data.count };
        return { ...doc, enrolments, enrolled: total(enrolments), updated };
      }
      case 'OfferingPlacesReleased': {
        // A hold that was never confirmed is not a student: nothing to give back.
        if (!doc || doc.enrolments[event.data.orderId] === undefined) return doc;
        const { [event.data.orderId]: _gone, ...enrolments } = doc.enrolments;
        return { ...doc, enrolments, enrolled: total(enrolments), updated };
      }
      case 'ClassBatchRemoved':
        return null;
      default:
        return doc;
    }
  },
});
